import {
  cardBrandDisplayName,
  cardExpiryMessageId,
  cardExpiryStatus,
  challengeAnswered,
  EXPIRY_MONTHS,
  expiryYears,
  hostedFieldsEvent,
  hostedFieldsFrameUrl,
  knownCardBrand,
  OTHER_ROUTES,
  originOf,
  type PaymentFailure,
  PURCHASE_ROUTES,
  savedCardsCustomerId,
} from '@senda/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  CardBrandIcon,
  type CardBrandName,
  Checkbox,
  Cluster,
  FormButtons,
  IconInfo,
  SelectField,
  Skeleton,
  Spinner,
  Stack,
  VisuallyHidden,
} from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './card-payment-form.module.css';
import { usePaymentMachine } from './use-payment-machine';

export interface CardPaymentFormProps {
  orderRef: string;
  /** Paid, or nothing was left to pay. */
  onSucceeded: (result: { orderRef: string; alreadyPaid: boolean }) => void;
  /**
   * When given, a failed payment is handed over (the journey moves on to payment-failed); without
   * it the form says what happened and offers "try again" in place.
   */
  onFailed?: (failure: PaymentFailure) => void;
  /** A Back button beside Pay while the card form is on screen (the journey's Back). */
  onBack?: () => void;
}

const brandIcon = (brand: string | null): CardBrandName | 'unknown' => knownCardBrand(brand) ?? 'unknown';

/**
 * Paying one order by card: the provider's hosted fields (its own origin; the card number and
 * security code are typed there and never reach this page), the expiry, Pay, then the
 * processing, challenge and outcome views. Used by the journey's payment step and by the
 * payment-form page, with the same payment machine.
 */
export function CardPaymentForm({ orderRef, onSucceeded, onFailed, onBack }: CardPaymentFormProps) {
  const intl = useIntl();
  const format = useFormatters();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const challengeRef = useRef<HTMLIFrameElement>(null);
  const { actor, view } = usePaymentMachine(orderRef, frameRef);
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loadedFrame, setLoadedFrame] = useState<string | null>(null);
  const [years] = useState(() => expiryYears(Date.now()));
  const cardErrorId = useId();
  // Only a customer with an account can keep a card; a guest is not offered it.
  const canSaveCard = savedCardsCustomerId(useAtomValue(useServices().stores.auth.state)) !== null;
  const [saveCard, setSaveCard] = useState(false);

  const base = window.location.href;
  const frameUrl = view.hostedFieldsUrl
    ? hostedFieldsFrameUrl(view.hostedFieldsUrl, base, intl.locale)
    : null;
  const frameOrigin = view.hostedFieldsUrl ? originOf(view.hostedFieldsUrl, base) : null;
  const challengeOrigin = view.challengeUrl ? originOf(view.challengeUrl, base) : null;
  const { transactionId } = view;

  // Only the frames this page opened, and only from their own origins, are heard.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const message = { origin: event.origin, data: event.data as unknown };
      if (frameRef.current && event.source === frameRef.current.contentWindow) {
        const machineEvent = hostedFieldsEvent(message, frameOrigin);
        if (machineEvent?.type === 'FRAME_READY') setLoadedFrame(frameRef.current.src);
        else if (machineEvent) actor.send(machineEvent);
        return;
      }
      if (
        challengeRef.current &&
        event.source === challengeRef.current.contentWindow &&
        challengeAnswered(message, challengeOrigin, transactionId)
      ) {
        actor.send({ type: 'CHALLENGE_ANSWERED' });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [actor, frameOrigin, challengeOrigin, transactionId]);

  // A new capture context is a new, empty frame: the expiry stays, the check messages go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new frame only.
  useEffect(() => setSubmitted(false), [frameUrl]);

  const reported = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: report each outcome once.
  useEffect(() => {
    if (view.phase === 'succeeded' && reported.current !== 'succeeded') {
      reported.current = 'succeeded';
      onSucceeded({ orderRef, alreadyPaid: view.alreadyPaid });
    }
    const failedKey = `failed-${view.paymentAttempts}`;
    if (view.phase === 'failed' && onFailed && view.failure && reported.current !== failedKey) {
      reported.current = failedKey;
      onFailed(view.failure);
    }
  }, [view.phase, view.paymentAttempts]);

  const expiry = cardExpiryStatus(month, year, Date.now());
  const expiryMessageId = submitted ? cardExpiryMessageId(expiry) : null;
  const expiryMessage = expiryMessageId ? intl.formatMessage({ id: expiryMessageId }) : undefined;
  // A missing part is marked where it is missing; a past or impossible date on the year.
  const monthError = expiry === 'missing' && month === '' ? expiryMessage : undefined;
  const yearError =
    expiry === 'missing' ? (year === '' && month !== '' ? expiryMessage : undefined) : expiryMessage;
  const cardIncomplete = submitted && !view.fieldsComplete;
  const amount = view.amountDue ? format.money(view.amountDue.amount) : null;
  const backLabel = intl.formatMessage({ id: 'common.back' });
  const payLabel = amount
    ? intl.formatMessage({ id: 'payment.pay' }, { amount })
    : intl.formatMessage({ id: 'payment.pay_plain' });
  const brand = brandIcon(view.brand);
  const brandLabel = cardBrandDisplayName(view.brand) ?? undefined;
  const cardName = (value: string) =>
    cardBrandDisplayName(value) ?? intl.formatMessage({ id: 'payment.brand.unknown' });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!view.fieldsComplete || expiry !== 'valid') return;
    actor.send({
      type: 'PAY',
      expirationMonth: month,
      expirationYear: year,
      saveCard: canSaveCard && saveCard,
    });
  }

  const status = (
    <VisuallyHidden>
      <output aria-live="polite">{intl.formatMessage({ id: view.statusMessageId })}</output>
    </VisuallyHidden>
  );

  if (view.phase === 'loading') {
    return (
      <Stack gap={4} aria-busy="true">
        {status}
        <Skeleton height="11.5rem" />
        <Skeleton height="3rem" />
        <Spinner size="sm" label={intl.formatMessage({ id: 'payment.status.loading' })} />
      </Stack>
    );
  }

  if (view.phase === 'loadError') {
    return (
      <Stack gap={4}>
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'common.load_failed' })}
          action={
            <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {intl.formatMessage({ id: 'common.try_again' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: view.notice ?? 'errors.something_wrong' })}
        </Alert>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
        ) : (
          <Link className={buttonClassName({ variant: 'secondary' })} to={OTHER_ROUTES.orderList}>
            {intl.formatMessage({ id: 'payment.timed_out.orders' })}
          </Link>
        )}
      </Stack>
    );
  }

  if (view.phase === 'closed') {
    return (
      <Alert
        tone="danger"
        live="assertive"
        title={intl.formatMessage({
          id: view.closedAs === 'FAILED' ? 'payment.closed.failed' : 'payment.closed.cancelled',
        })}
        action={
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            to={PURCHASE_ROUTES.preCheckout}
          >
            {intl.formatMessage({ id: 'payment.closed.cta' })}
          </Link>
        }
      >
        {intl.formatMessage({ id: 'payment.closed.body' }, { orderRef })}
      </Alert>
    );
  }

  if (view.phase === 'timedOut') {
    return (
      <Stack gap={4}>
        {status}
        <Alert tone="warning" title={intl.formatMessage({ id: 'payment.timed_out.title' })}>
          {intl.formatMessage({ id: 'payment.timed_out.body' })}
        </Alert>
        <Cluster gap={3} justify="end">
          <Link className={buttonClassName({ variant: 'secondary' })} to={OTHER_ROUTES.orderList}>
            {intl.formatMessage({ id: 'payment.timed_out.orders' })}
          </Link>
          <Button onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
            {intl.formatMessage({ id: 'payment.timed_out.check_again' })}
          </Button>
        </Cluster>
      </Stack>
    );
  }

  if (view.phase === 'failed' && !onFailed) {
    return (
      <Stack gap={4}>
        {status}
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'payment.failed.title' })}
          action={
            <Button size="sm" onClick={() => actor.send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'common.try_again' })}
            </Button>
          }
        >
          <p>{intl.formatMessage({ id: view.failure?.messageId ?? 'payment.failure.generic' })}</p>
          <p>{intl.formatMessage({ id: 'payment.failed.same_order' }, { orderRef })}</p>
        </Alert>
      </Stack>
    );
  }

  // Above either card view: an expired session, a refused card, a payment that never reached us.
  const notice = view.notice ? (
    <Alert tone="warning" live="polite">
      {intl.formatMessage({ id: view.notice })}
    </Alert>
  ) : null;

  if (view.phase === 'savedCard' && view.savedCard) {
    const saved = view.savedCard;
    const payWithSaved = (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'PAY_WITH_SAVED_CARD' });
    };
    return (
      <form onSubmit={payWithSaved} noValidate className={styles.form}>
        <Stack gap={5}>
          {status}
          {notice}
          <div className={styles.cardBox}>
            <div className={styles.cardHead}>
              <span className={styles.cardTitle}>
                {intl.formatMessage({ id: 'payment.saved_card.title' })}
              </span>
              <CardBrandIcon brand={brandIcon(saved.brand)} size="2rem" />
            </div>
            <p>
              {intl.formatMessage(
                { id: 'payment.saved_card.body' },
                {
                  card: intl.formatMessage(
                    { id: 'payment.card_summary' },
                    { brand: cardName(saved.brand), last4: saved.last4 },
                  ),
                },
              )}
            </p>
            <Button variant="link" onClick={() => actor.send({ type: 'USE_NEW_CARD' })}>
              {intl.formatMessage({ id: 'payment.saved_card.use_new' })}
            </Button>
          </div>
          <FormButtons mainLabel={payLabel} backLabel={backLabel} onBack={onBack} />
        </Stack>
      </form>
    );
  }

  if (view.phase !== 'form') {
    const challenge = view.phase === 'challenge' && view.challengeUrl;
    return (
      <Stack gap={4} className={styles.processing}>
        {status}
        <div className={styles.processingHead}>
          {/* While the bank waits for the customer, nothing spins: it is their turn, not ours. */}
          {challenge ? <IconInfo size="2.5rem" className={styles.challengeIcon} /> : <Spinner size="lg" />}
          <Stack gap={1}>
            <h2 className={styles.processingTitle}>
              {intl.formatMessage({ id: challenge ? 'payment.challenge.title' : 'payment.processing.title' })}
            </h2>
            <p className={styles.muted}>
              {intl.formatMessage({ id: challenge ? 'payment.challenge.body' : 'payment.processing.body' })}
            </p>
          </Stack>
        </div>
        {view.card && (
          <p className={styles.cardLine}>
            <CardBrandIcon brand={brandIcon(view.card.brand)} />
            <FormattedMessage
              id="payment.card_summary"
              values={{ brand: cardName(view.card.brand), last4: view.card.last4 }}
            />
          </p>
        )}
        {challenge && (
          <iframe
            ref={challengeRef}
            src={challenge}
            title={intl.formatMessage({ id: 'payment.challenge.frame_title' })}
            className={styles.challengeFrame}
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="strict-origin"
          />
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={5}>
        {status}
        {notice}
        <div className={styles.cardBox}>
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>{intl.formatMessage({ id: 'payment.card_details' })}</span>
            <CardBrandIcon brand={brand} size="2rem" {...(brandLabel ? { title: brandLabel } : {})} />
          </div>
          <div className={styles.frameWrap}>
            {frameUrl && (
              <iframe
                key={frameUrl}
                ref={frameRef}
                src={frameUrl}
                title={intl.formatMessage({ id: 'payment.card_frame_title' })}
                className={styles.frame}
                sandbox="allow-scripts allow-same-origin allow-forms"
                referrerPolicy="strict-origin"
                aria-describedby={cardIncomplete ? cardErrorId : undefined}
              />
            )}
            {loadedFrame !== frameUrl && <Skeleton className={styles.frameSkeleton} height="100%" />}
          </div>
          {cardIncomplete && (
            <p id={cardErrorId} className={styles.error}>
              {intl.formatMessage({ id: 'payment.card.incomplete' })}
            </p>
          )}
        </div>
        <fieldset className={styles.expiry}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'payment.card.expiry' })}</legend>
          <div className={styles.expiryRow}>
            <SelectField
              label={intl.formatMessage({ id: 'payment.card.expiry_month' })}
              placeholder={intl.formatMessage({ id: 'payment.card.choose' })}
              options={EXPIRY_MONTHS.map((value) => ({ value, label: value }))}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              autoComplete="cc-exp-month"
              error={monthError}
            />
            <SelectField
              label={intl.formatMessage({ id: 'payment.card.expiry_year' })}
              placeholder={intl.formatMessage({ id: 'payment.card.choose' })}
              options={years.map((value) => ({ value, label: value }))}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              autoComplete="cc-exp-year"
              error={yearError}
            />
          </div>
        </fieldset>
        {canSaveCard && (
          <Checkbox
            label={intl.formatMessage({ id: 'payment.save_card.label' })}
            hint={intl.formatMessage({ id: 'payment.save_card.hint' })}
            checked={saveCard}
            onChange={(event) => setSaveCard(event.target.checked)}
            disabled={view.tokenizing}
          />
        )}
        <p className={styles.secure}>
          <IconInfo />
          <span>{intl.formatMessage({ id: 'payment.secure_note' })}</span>
        </p>
        {/* Back is off while the card is being sent: leaving then would drop a payment half made. */}
        <FormButtons
          mainLabel={payLabel}
          backLabel={backLabel}
          onBack={onBack}
          loading={view.tokenizing}
          loadingLabel={intl.formatMessage({ id: 'payment.paying' })}
          backDisabled={view.tokenizing}
        />
      </Stack>
    </form>
  );
}
