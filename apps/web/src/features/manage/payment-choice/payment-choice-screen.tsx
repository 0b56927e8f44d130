import type { MessageId } from '@senda/core/i18n';
import {
  choicePaysAtOnce,
  type PaymentChoiceEvent,
  type PaymentChoiceOption,
  type PaymentChoiceView,
  paymentChoiceChild,
  paymentChoiceOptions,
  paymentChoiceView,
} from '@senda/core/machines/payment-choice';
import { servicePaymentChild, servicePaymentEvent } from '@senda/core/machines/service-payment';
import type { ServiceRequestPaymentDue } from '@senda/core/machines/service-request-template';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AnyActorRef } from 'xstate';
import { Button, FormActions, RadioGroup, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useFlags } from '../../../shared/use-flags';
import { useFormatters } from '../../../shared/use-formatters';
import { ServicePaymentScreen } from '../service-payment/service-payment-screen';
import { CashSteps, OpenCashLeftNotice, samePaymentChoiceView } from './cash-steps';
import styles from './payment-choice-screen.module.css';

/** The sentences that name what is paid: renew now's by default; pay-by-link pays an order. */
export interface PaymentChoiceTexts {
  dueId: MessageId;
  loadingId: MessageId;
  oxxoConfirmationId: MessageId;
  speiConfirmationId: MessageId;
}

const RENEWAL_TEXTS: PaymentChoiceTexts = {
  dueId: 'payment_choice.due',
  loadingId: 'renewal.loading',
  oxxoConfirmationId: 'payment_choice.oxxo.confirmation',
  speiConfirmationId: 'payment_choice.spei.confirmation',
};

const IDLE: PaymentChoiceView = {
  screen: 'loading',
  savedCards: [],
  cash: null,
  openCashLeft: null,
  failureMessageId: null,
  sends: new Set(),
};

/**
 * /manage/payment for renew now: the ways to pay the renewal's order (the customer's saved cards
 * first, a new card, OXXO cash, SPEI), then the card form, or the voucher or transfer details
 * while the payment is confirmed. Renders the payment-choice child's view; every event goes
 * through the request's machine (the template hands it to its `pay` child).
 */
export function PaymentChoiceScreen({
  request,
  due,
  texts = RENEWAL_TEXTS,
}: {
  request: AnyActorRef;
  due: ServiceRequestPaymentDue;
  texts?: PaymentChoiceTexts;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const child = useSelector(request, (snapshot) => paymentChoiceChild(snapshot));
  const view = useSelector(
    child ?? undefined,
    (snapshot) => (snapshot ? paymentChoiceView(snapshot) : IDLE),
    samePaymentChoiceView,
  );
  // Read from the child's snapshot: the card payment starts when the child enters `card`, which
  // changes the child's snapshot but not the request's.
  const card = useSelector(child ?? undefined, () => servicePaymentChild(request.getSnapshot()));
  const send = (event: PaymentChoiceEvent) => request.send(servicePaymentEvent(event));

  const dueLine = (
    <p>
      {intl.formatMessage(
        { id: texts.dueId },
        { amount: format.money(due.amount), orderRef: due.orderReference },
      )}
    </p>
  );
  switch (view.screen) {
    case 'choosing':
      return (
        <Stack gap={5}>
          {dueLine}
          <OpenCashLeftNotice view={view} />
          <ChooseWay
            view={view}
            amount={format.money(due.amount)}
            onChoose={(option) => send({ type: 'CHOOSE', option })}
          />
        </Stack>
      );
    case 'card':
      return <ServicePaymentScreen request={request} payment={card} due={due} />;
    case 'cash-creating':
    case 'cash-failed':
    case 'cash-waiting':
    case 'cash-resting':
    case 'cash-expired':
      return <CashSteps view={view} send={send} texts={texts} />;
    default:
      return <LoadingBlock labelId={texts.loadingId} height="14rem" />;
  }
}

/**
 * The ways to pay, in core's order (paymentChoiceOptions). With saved cards that pay at once, the
 * first is chosen and paid by this page's own button, which says so with the amount (core's
 * choicePaysAtOnce: no second Pay), so a customer paying as before sees what is paid, with what,
 * and Pay on the first screen; the other ways are folded under "Pay another way". Without (a card
 * whose automatic renewal was declined does not pay at once), the ways are listed and Continue
 * opens the chosen one's form, voucher or transfer details.
 */
function ChooseWay({
  view,
  amount,
  onChoose,
}: {
  view: PaymentChoiceView;
  amount: string;
  onChoose: (option: PaymentChoiceOption) => void;
}) {
  const intl = useIntl();
  const flags = useFlags();
  const entries: ChoiceEntry[] = paymentChoiceOptions(view.savedCards, flags).map((option) => ({
    value: choiceValue(option),
    option,
    ...choiceTexts(option, intl),
  }));
  const cards = entries.filter((entry) => choicePaysAtOnce(entry.option));
  const others = entries.filter((entry) => !choicePaysAtOnce(entry.option));
  const otherWays = (
    <ChoiceGroup
      legend={intl.formatMessage({ id: 'payment_choice.title' })}
      entries={others}
      submitLabel={() => intl.formatMessage({ id: 'payment_choice.continue' })}
      onChoose={onChoose}
    />
  );
  if (cards.length === 0) return otherWays;
  return (
    <Stack gap={5}>
      <ChoiceGroup
        legend={intl.formatMessage({ id: 'payment_choice.saved_cards.title' })}
        entries={cards}
        submitLabel={(picked) => payLabel(intl, amount, picked?.option)}
        onChoose={onChoose}
      />
      <details className={styles.otherWays}>
        <summary className={styles.otherWaysSummary}>
          {intl.formatMessage({ id: 'payment_choice.another_way' })}
        </summary>
        <div className={styles.otherWaysBody}>{otherWays}</div>
      </details>
    </Stack>
  );
}

/** The button that pays at once says with what: "Pagar $45.00 con VISA •• 4242". */
function payLabel(intl: IntlShape, amount: string, option: PaymentChoiceOption | undefined): string {
  return option?.kind === 'savedCard'
    ? intl.formatMessage(
        { id: 'payment_choice.pay_with_card' },
        { amount, brand: option.card.brand.toUpperCase(), last4: option.card.last4 },
      )
    : intl.formatMessage({ id: 'payment.pay' }, { amount });
}

const choiceValue = (option: PaymentChoiceOption): string =>
  option.kind === 'savedCard'
    ? `saved:${option.card.paymentMethodId}`
    : option.kind === 'newCard'
      ? 'new-card'
      : option.method.toLowerCase();

const CASH_TEXTS = {
  OXXO: { label: 'payment_choice.oxxo', hint: 'payment_choice.oxxo.hint' },
  SPEI: { label: 'payment_choice.spei', hint: 'payment_choice.spei.hint' },
} as const satisfies Record<string, { label: MessageId; hint: MessageId }>;

/** A way to pay's name and what it is, as the card offering it says them. */
function choiceTexts(option: PaymentChoiceOption, intl: IntlShape): { label: string; description: string } {
  if (option.kind === 'savedCard') {
    const { card } = option;
    return {
      label: intl.formatMessage(
        { id: 'payment_choice.saved_card' },
        { brand: card.brand.toUpperCase(), last4: card.last4 },
      ),
      description: intl.formatMessage({
        id: card.renewalDeclined
          ? 'payment_choice.saved_card.renewal_declined'
          : 'payment_choice.saved_card.hint',
      }),
    };
  }
  if (option.kind === 'newCard') {
    return {
      label: intl.formatMessage({ id: 'payment_choice.new_card' }),
      description: intl.formatMessage({ id: 'payment_choice.new_card.hint' }),
    };
  }
  const texts = CASH_TEXTS[option.method];
  return {
    label: intl.formatMessage({ id: texts.label }),
    description: intl.formatMessage({ id: texts.hint }),
  };
}

interface ChoiceEntry {
  value: string;
  option: PaymentChoiceOption;
  label: string;
  description: string;
}

/** A few ways to pay as cards to choose from (the first one chosen) and the button that takes it. */
function ChoiceGroup({
  legend,
  entries,
  submitLabel,
  onChoose,
}: {
  legend: string;
  entries: readonly ChoiceEntry[];
  /** The button's words for the way chosen (a saved card's names the card). */
  submitLabel: (picked: ChoiceEntry | undefined) => string;
  onChoose: (option: PaymentChoiceOption) => void;
}) {
  const [chosen, setChosen] = useState(entries[0]?.value ?? '');
  const picked = entries.find((entry) => entry.value === chosen);
  return (
    <Stack gap={4}>
      <RadioGroup
        legend={legend}
        variant="cards"
        options={entries.map(({ value, label, description }) => ({ value, label, description }))}
        value={chosen}
        onChange={setChosen}
      />
      <FormActions>
        <Button size="lg" disabled={!picked} onClick={() => picked && onChoose(picked.option)}>
          {submitLabel(picked)}
        </Button>
      </FormActions>
    </Stack>
  );
}
