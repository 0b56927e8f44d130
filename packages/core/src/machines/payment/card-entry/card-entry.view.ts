import type { SnapshotFrom } from 'xstate';
import type { PaymentApi, PaymentPhase } from '../payment.view.ts';
import { paymentSenders } from '../payment.view.ts';
import { loadErrorNotice } from '../payment-errors.ts';
import type { CardEntryMachine } from './card-entry.machine.ts';
import type { CardEntryEvent } from './card-entry.types.ts';

type CardEntrySnapshot = SnapshotFrom<CardEntryMachine>;

const STATUS: Readonly<Partial<Record<PaymentPhase, string>>> = {
  loading: 'payment.status.loading',
  form: 'payment.status.ready',
  loadError: 'payment.status.load_error',
};

/**
 * A card entry that is not a payment's (card update, a card added without paying) as the card
 * form renders it: the payment screens' view (phase `form`, `loading` or `loadError`), with
 * nothing to pay and no "save this card" (the card is kept for what the flow is about). The same
 * senders: Pay hands the expiry to the frame's tokenise request, unkept.
 */
export function connectCardEntry(
  snapshot: CardEntrySnapshot | null,
  send: (event: CardEntryEvent) => void,
): PaymentApi {
  const context = snapshot?.context ?? null;
  const fields = context?.fields ?? { brand: null, numberComplete: false, securityCodeComplete: false };
  const fieldsComplete = fields.numberComplete && fields.securityCodeComplete;
  const checksShown = context?.checksShown ?? false;
  const phase: PaymentPhase =
    snapshot === null
      ? 'loading'
      : snapshot.hasTag('form')
        ? 'form'
        : snapshot.matches('loadError')
          ? 'loadError'
          : 'loading';
  const senders = paymentSenders((event) => {
    // Only the card entry's own events reach it; a payment's (saved card, retry) mean nothing here.
    if (event.type === 'PAY' || event.type === 'FRAME_MESSAGE') send(event);
  });
  return {
    phase,
    tokenizing: snapshot?.hasTag('busy') ?? false,
    fieldsComplete,
    frameReady: context?.frameReady ?? false,
    checksShown,
    cardIncomplete: checksShown && !fieldsComplete,
    canSaveCard: false,
    brand: context?.card?.brand ?? fields.brand,
    card: context?.card ?? null,
    savedCard: null,
    hostedFieldsUrl: context?.captureContext?.hostedFieldsUrl ?? null,
    challengeUrl: null,
    transactionId: null,
    amountDue: null,
    failure: null,
    notice: context?.notice ?? (phase === 'loadError' ? loadErrorNotice(undefined) : null),
    statusMessageId: STATUS[phase] ?? 'payment.status.loading',
    closedAs: null,
    unknownOutcome: null,
    alreadyPaid: false,
    paymentAttempts: 0,
    ...senders,
    // A load error is asked again by starting the card entry afresh: the flow's RETRY does it.
    checkAgain: () => {},
  };
}
