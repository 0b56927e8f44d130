import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Money } from '../../gateway/common.schema.ts';
import { splitCardExpiry } from '../../payments/card-expiry.ts';
import type { CardEntryMachine } from './card-entry/card-entry.machine.ts';
import type { PaymentMachine } from './payment.machine.ts';
import type {
  CardSummary,
  PaymentEvent,
  PaymentFailure,
  PaymentFrame,
  SavedCardChoice,
} from './payment.types.ts';
import { REQUEST_UNCONFIRMED_REASON } from './payment-errors.ts';
import type { PaymentSettlementMachine } from './settlement/settlement.machine.ts';

/**
 * What the card-payment screens render, read from a payment snapshot, and the senders they call
 * (`connectPayment`, as zag's `connect`): screens switch on `phase` and never on state names, and
 * send nothing but through the senders, so the machine can change its inner states freely.
 */
export type PaymentPhase =
  /** Reading the order or fetching a capture context. */
  | 'loading'
  /** The hosted fields are shown; `busy` while the frame tokenises. */
  | 'form'
  /** Paying with the saved card the customer chose: its name, Pay, or "use another card". */
  | 'savedCard'
  /** payment_request sent, the status is being polled. */
  | 'processing'
  /** The bank asks the customer to confirm (3-D Secure); the provider's page is shown. */
  | 'challenge'
  | 'succeeded'
  | 'failed'
  /** 30 polls and still pending: the outcome is unknown. */
  | 'timedOut'
  /** The order was cancelled or failed on the server (CAN/OFL). */
  | 'closed'
  | 'loadError';

export interface PaymentView {
  phase: PaymentPhase;
  /**
   * Pay is pressed and the frame is tokenising (or the press waits for the frame to report the
   * card): the Pay button shows its loading state.
   */
  tokenizing: boolean;
  /** All the frame's fields are complete (the expiry is checked by the form itself). */
  fieldsComplete: boolean;
  /** The current hosted-fields frame said it is drawn (until then a placeholder covers it). */
  frameReady: boolean;
  /** Pay was pressed on this frame: what is missing or wrong is shown. */
  checksShown: boolean;
  /** Pay was pressed and the frame's fields are not complete: say so under the frame. */
  cardIncomplete: boolean;
  /** "Save this card" is offered (a customer with an account, never a guest). */
  canSaveCard: boolean;
  /** Brand detected from what is typed, then the paid card's brand. */
  brand: string | null;
  card: CardSummary | null;
  /** The saved card this payment uses, while it does (null: a new card is typed). */
  savedCard: SavedCardChoice | null;
  hostedFieldsUrl: string | null;
  challengeUrl: string | null;
  transactionId: string | null;
  amountDue: Money | null;
  failure: PaymentFailure | null;
  notice: string | null;
  /** The live status line for screen readers and the processing view. */
  statusMessageId: string;
  closedAs: 'CANCELLED' | 'FAILED' | null;
  /**
   * The outcome is unknown (`timedOut`): what to say. A transaction still pending is the bank's
   * wait; a request not found by its key may still be on its way to the gateway, and is never
   * said to be uncharged.
   */
  unknownOutcome: { titleId: string; bodyId: string } | null;
  alreadyPaid: boolean;
  paymentAttempts: number;
}

const STATUS_MESSAGE: Readonly<Record<PaymentPhase, string>> = {
  loading: 'payment.status.loading',
  form: 'payment.status.ready',
  savedCard: 'payment.status.saved_card_ready',
  processing: 'payment.status.processing',
  challenge: 'payment.status.challenge',
  succeeded: 'payment.status.succeeded',
  failed: 'payment.status.failed',
  timedOut: 'payment.status.timed_out',
  closed: 'payment.status.closed',
  loadError: 'payment.status.load_error',
};

const UNKNOWN_OUTCOME = {
  pending: { titleId: 'payment.timed_out.title', bodyId: 'payment.timed_out.body' },
  unconfirmed: { titleId: 'payment.unconfirmed.title', bodyId: 'payment.unconfirmed.body' },
} as const;

type PaymentSnapshot = SnapshotFrom<PaymentMachine>;
type CardEntrySnapshot = SnapshotFrom<CardEntryMachine>;
type SettlementSnapshot = SnapshotFrom<PaymentSettlementMachine>;

/** The card entry running now (the parent is entering a card), if any. */
function cardEntryOf(snapshot: PaymentSnapshot): CardEntrySnapshot | null {
  const child = (snapshot.children as Record<string, ActorRefFrom<CardEntryMachine> | undefined>).cardEntry;
  return child?.getSnapshot() ?? null;
}

/** The settlement running now (the parent is settling), if any. */
function settlementOf(snapshot: PaymentSnapshot): SettlementSnapshot | null {
  const child = (snapshot.children as Record<string, ActorRefFrom<PaymentSettlementMachine> | undefined>)
    .settlement;
  return child?.getSnapshot() ?? null;
}

function phaseOf(
  snapshot: PaymentSnapshot,
  cardEntry: CardEntrySnapshot | null,
  settlement: SettlementSnapshot | null,
): PaymentPhase {
  if (snapshot.matches('succeeded')) return 'succeeded';
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('timedOut')) return 'timedOut';
  if (snapshot.matches('loadError')) return 'loadError';
  // Between two reads of a challenge the bank's page stays on screen.
  if (settlement?.hasTag('challenge') || (settlement && settlement.context.challengeStartedAt !== null)) {
    return 'challenge';
  }
  if (snapshot.hasTag('processing')) return 'processing';
  if (cardEntry?.hasTag('form')) return 'form';
  if (snapshot.hasTag('savedCard')) return 'savedCard';
  return 'loading';
}

const NO_FIELDS = { brand: null, numberComplete: false, securityCodeComplete: false } as const;

export function paymentView(snapshot: PaymentSnapshot): PaymentView {
  const { context } = snapshot;
  const cardEntry = cardEntryOf(snapshot);
  const settlement = settlementOf(snapshot);
  const phase = phaseOf(snapshot, cardEntry, settlement);
  const fields = cardEntry?.context.fields ?? NO_FIELDS;
  const checksShown = cardEntry?.context.checksShown ?? false;
  const fieldsComplete = fields.numberComplete && fields.securityCodeComplete;
  const failure = context.failure;
  return {
    phase,
    tokenizing: cardEntry?.hasTag('busy') ?? false,
    fieldsComplete,
    frameReady: cardEntry?.context.frameReady ?? false,
    checksShown,
    cardIncomplete: checksShown && !fieldsComplete,
    canSaveCard: context.canSaveCard,
    brand: context.card?.brand ?? fields.brand,
    card: context.card,
    savedCard: context.savedCard,
    hostedFieldsUrl: cardEntry?.context.captureContext?.hostedFieldsUrl ?? null,
    challengeUrl: settlement?.context.challengeUrl ?? null,
    transactionId: settlement?.context.transactionId ?? context.transactionId,
    amountDue: context.amountDue,
    failure,
    notice: cardEntry ? cardEntry.context.notice : context.notice,
    statusMessageId: STATUS_MESSAGE[phase],
    closedAs: context.closedAs,
    unknownOutcome:
      phase !== 'timedOut'
        ? null
        : failure?.reason === REQUEST_UNCONFIRMED_REASON
          ? UNKNOWN_OUTCOME.unconfirmed
          : UNKNOWN_OUTCOME.pending,
    alreadyPaid: context.alreadyPaid,
    paymentAttempts: context.paymentAttempts,
  };
}

/** What the card-payment screens may ask of the machine. */
export interface PaymentSenders {
  /**
   * Pay with the card typed in the frame. The machine checks the fields and the expiry: when
   * something is missing it only shows so (`checksShown`). The expiry is the one "MM/AA" field's
   * text; it goes to the frame as a month and a year, unkept.
   */
  pay: (card: { expiry: string; saveCard: boolean }) => void;
  payWithSavedCard: () => void;
  /** Type a new card instead of paying with the saved one. */
  chooseNewCard: () => void;
  /** After a failed payment: pay the same order again. */
  retry: () => void;
  /** After a load error or an unknown outcome: ask again. */
  checkAgain: () => void;
  /** A message one of the page's frames posted: the machine decides whether to believe it. */
  hearFrame: (message: { frame: PaymentFrame; origin: string; data: unknown }) => void;
}

export type PaymentApi = PaymentView & PaymentSenders;

export function paymentSenders(send: (event: PaymentEvent) => void): PaymentSenders {
  return {
    pay: ({ expiry, saveCard }) => {
      // Text that is not a month and a year goes as nothing: the machine then only shows the checks.
      const { month, year } = splitCardExpiry(expiry) ?? { month: '', year: '' };
      send({ type: 'PAY', expirationMonth: month, expirationYear: year, saveCard });
    },
    payWithSavedCard: () => send({ type: 'PAY_WITH_SAVED_CARD' }),
    chooseNewCard: () => send({ type: 'USE_NEW_CARD' }),
    retry: () => send({ type: 'RETRY' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    hearFrame: (message) => send({ type: 'FRAME_MESSAGE', ...message }),
  };
}

/** The view of `snapshot` and the senders that act on it. */
export function connectPayment(snapshot: PaymentSnapshot, send: (event: PaymentEvent) => void): PaymentApi {
  return { ...paymentView(snapshot), ...paymentSenders(send) };
}
