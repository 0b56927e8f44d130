import {
  cardBrandDisplayName,
  cardExpiryMessageId,
  cardExpiryTextStatus,
  formatCardExpiryInput,
  HOSTED_FIELDS_STYLE_TOKENS,
  type HostedFieldsStyle,
  hostedFieldsFrameUrl,
  type PaymentApi,
} from '@senda/core/machines/payment';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CardBrandIcon,
  Checkbox,
  FormButtons,
  IconInfo,
  Skeleton,
  Stack,
  TextField,
} from '../../../design-system';
import styles from './card-payment-form.module.css';
import { brandIcon, PaymentNotice, PaymentStatus, usePayLabel } from './payment-phase-parts';

/** What the customer chose on the form. Kept by the page across phases, not by this view. */
export interface CardDraft {
  /** The one expiry field's text, "MM/AA" as typed. */
  expiry: string;
  saveCard: boolean;
}
export const EMPTY_CARD_DRAFT: CardDraft = { expiry: '', saveCard: false };

export interface CardEntryPhaseProps {
  payment: PaymentApi;
  /**
   * The expiry and the tick, held by the page: a fresh capture context (a new, empty frame)
   * keeps the expiry while the card is typed again.
   */
  draft: CardDraft;
  onDraftChange: (draft: CardDraft) => void;
  /** The provider's hosted fields: the card number and security code are typed there, never here. */
  hostedFieldsFrame: RefObject<HTMLIFrameElement | null>;
  onBack?: (() => void) | undefined;
  /**
   * The main button's label when the card is not paying anything (card update, a card added to
   * the payment methods); Pay with the amount otherwise.
   */
  submitLabel?: string | undefined;
  /** Its label while the frame tokenises (Paying… otherwise). */
  submitLoadingLabel?: string | undefined;
}

/**
 * A new card: the provider's hosted fields (its own origin), the expiry, "save this card" for a
 * customer with an account, and Pay. The expiry and the tick are form input handed to Pay; the
 * machine decides whether Pay can go and what is missing.
 */
export function CardEntryPhase({
  payment,
  draft,
  onDraftChange,
  hostedFieldsFrame,
  onBack,
  submitLabel,
  submitLoadingLabel,
}: CardEntryPhaseProps) {
  const intl = useIntl();
  const { expiry, saveCard } = draft;
  const [frameStyle] = useState(pageStyle);
  const cardErrorId = useId();
  const payLabel = usePayLabel(payment.amountDue);
  const mainLabel = submitLabel ?? payLabel;

  // The provider's two frames, number then security code, with the page's expiry between them.
  const frameUrl = payment.hostedFieldsUrl
    ? hostedFieldsFrameUrl(payment.hostedFieldsUrl, window.location.href, intl.locale, frameStyle)
    : null;
  const codeFrameUrl = payment.hostedFieldsUrl
    ? hostedFieldsFrameUrl(payment.hostedFieldsUrl, window.location.href, intl.locale, frameStyle, 'code')
    : null;
  const expiryMessageId = payment.checksShown
    ? cardExpiryMessageId(cardExpiryTextStatus(expiry, Date.now()))
    : null;
  const brandLabel = cardBrandDisplayName(payment.brand) ?? undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    payment.pay({ expiry, saveCard });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={5}>
        <PaymentStatus messageId={payment.statusMessageId} />
        <PaymentNotice messageId={payment.notice} />
        <div className={styles.cardBox}>
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>{intl.formatMessage({ id: 'payment.card_details' })}</span>
            <CardBrandIcon
              brand={brandIcon(payment.brand)}
              size="2rem"
              {...(brandLabel ? { title: brandLabel } : {})}
            />
          </div>
          <HostedField
            url={frameUrl}
            frameRef={hostedFieldsFrame}
            title={intl.formatMessage({ id: 'payment.card_frame_title' })}
            ready={payment.frameReady}
            describedBy={payment.cardIncomplete ? cardErrorId : undefined}
          />
          <TextField
            className={styles.expiry}
            label={intl.formatMessage({ id: 'payment.card.expiry' })}
            hint={intl.formatMessage({ id: 'payment.card.expiry_hint' })}
            value={expiry}
            onChange={(event) =>
              onDraftChange({ ...draft, expiry: formatCardExpiryInput(expiry, event.target.value) })
            }
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={9}
            error={expiryMessageId ? intl.formatMessage({ id: expiryMessageId }) : undefined}
          />
          <HostedField
            url={codeFrameUrl}
            title={intl.formatMessage({ id: 'payment.card_code_frame_title' })}
            ready={payment.frameReady}
            describedBy={payment.cardIncomplete ? cardErrorId : undefined}
          />
          {payment.cardIncomplete && (
            <p id={cardErrorId} className={styles.error}>
              {intl.formatMessage({ id: 'payment.card.incomplete' })}
            </p>
          )}
        </div>
        {payment.canSaveCard && (
          <Checkbox
            label={intl.formatMessage({ id: 'payment.save_card.label' })}
            hint={intl.formatMessage({ id: 'payment.save_card.hint' })}
            checked={saveCard}
            onChange={(event) => onDraftChange({ ...draft, saveCard: event.target.checked })}
            disabled={payment.tokenizing}
          />
        )}
        <p className={styles.secure}>
          <IconInfo />
          <span>{intl.formatMessage({ id: 'payment.secure_note' })}</span>
        </p>
        {/* Back is off while the card is being sent: leaving then would drop a payment half made.
            Pay stays on screen at the bottom while the form is taller than a phone's screen. */}
        <div className={styles.payBar}>
          <FormButtons
            mainLabel={mainLabel}
            backLabel={intl.formatMessage({ id: 'common.back' })}
            onBack={onBack}
            loading={payment.tokenizing}
            loadingLabel={submitLoadingLabel ?? intl.formatMessage({ id: 'payment.paying' })}
            backDisabled={payment.tokenizing}
          />
        </div>
      </Stack>
    </form>
  );
}

interface HostedFieldProps {
  url: string | null;
  /** Only the number frame is the machine's: the code frame talks to it, not to the page. */
  frameRef?: RefObject<HTMLIFrameElement | null>;
  title: string;
  ready: boolean;
  describedBy: string | undefined;
}

/** One of the provider's frames, its own origin, under a skeleton until the provider says ready. */
function HostedField({ url, frameRef, title, ready, describedBy }: HostedFieldProps) {
  return (
    <div className={styles.frameWrap}>
      {url && (
        <iframe
          key={url}
          ref={frameRef}
          src={url}
          title={title}
          className={styles.frame}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="strict-origin"
          aria-describedby={describedBy}
        />
      )}
      {!ready && <Skeleton className={styles.frameSkeleton} height="100%" />}
    </div>
  );
}

/** The page's own design tokens, as the provider's fields are asked to look (font, height, colours). */
function pageStyle(): HostedFieldsStyle {
  const computed = window.getComputedStyle(document.documentElement);
  const style: HostedFieldsStyle = {};
  for (const [key, token] of Object.entries(HOSTED_FIELDS_STYLE_TOKENS)) {
    const value = computed.getPropertyValue(token).trim();
    if (value) style[key as keyof HostedFieldsStyle] = value;
  }
  return style;
}
