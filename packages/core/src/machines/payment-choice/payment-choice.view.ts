import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { CashPayment } from '../../gateway/cash-payments/cash-payment.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { SavedCardChoice } from '../payment/payment.types.ts';
import {
  openCashLeft,
  type PaymentChoiceEvent,
  type PaymentChoiceMachine,
} from './payment-choice.machine.ts';

export type PaymentChoiceScreen =
  | 'loading'
  | 'choosing'
  | 'card'
  | 'cash-creating'
  | 'cash-failed'
  | 'cash-waiting'
  | 'cash-resting'
  | 'cash-expired'
  | 'done';

export interface PaymentChoiceView {
  screen: PaymentChoiceScreen;
  /** The customer's payable saved cards (paymentChoiceOptions orders them with the other ways). */
  savedCards: SavedCardChoice[];
  /** The voucher or transfer reference being paid, when one is. */
  cash: CashPayment | null;
  /** Choosing again with a reference still open: paying another way closes it (the page says so). */
  openCashLeft: CashPayment | null;
  failureMessageId: MessageId | null;
  /** The events the screen may send now. */
  sends: ReadonlySet<PaymentChoiceEvent['type']>;
}

/** The events each screen takes (the machine's transitions, named for the screen's buttons). */
const SENDS: Readonly<Record<PaymentChoiceScreen, readonly PaymentChoiceEvent['type'][]>> = {
  loading: [],
  choosing: ['CHOOSE', 'GIVE_UP'],
  card: ['GIVE_UP'],
  'cash-creating': [],
  'cash-failed': ['RETRY', 'CHOOSE_ANOTHER'],
  'cash-waiting': ['CHOOSE_ANOTHER'],
  'cash-resting': ['CHECK_AGAIN', 'CHOOSE_ANOTHER'],
  'cash-expired': ['RETRY', 'CHOOSE_ANOTHER'],
  done: [],
};

type Snapshot = SnapshotFrom<PaymentChoiceMachine>;

function screenOf(snapshot: Snapshot): PaymentChoiceScreen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('choosing')) return 'choosing';
  if (snapshot.matches('card')) return 'card';
  if (snapshot.matches('cashCreating')) return 'cash-creating';
  if (snapshot.matches('cashFailed')) return 'cash-failed';
  if (snapshot.matches({ cashWaiting: 'resting' })) return 'cash-resting';
  if (snapshot.matches('cashWaiting')) return 'cash-waiting';
  if (snapshot.matches('cashExpired')) return 'cash-expired';
  return 'done';
}

/** What the payment-choice screen shows for a snapshot of the child, and what it may send. */
export function paymentChoiceView(snapshot: Snapshot): PaymentChoiceView {
  const { context } = snapshot;
  const screen = screenOf(snapshot);
  return {
    screen,
    savedCards: context.savedCards,
    cash: context.cash,
    openCashLeft: screen === 'choosing' ? openCashLeft(context) : null,
    failureMessageId: context.failureMessageId,
    sends: new Set(SENDS[screen]),
  };
}

/** The payment-choice child of a service request in its `paying` phase, or null. */
export function paymentChoiceChild(snapshot: {
  children: Record<string, AnyActorRef | undefined>;
}): AnyActorRef | null {
  const child = snapshot.children.pay;
  // Only the payment-choice machine itself: a flow (or a story) may run another `pay` child.
  const machine = (child?.getSnapshot() as { machine?: { id?: string } } | undefined)?.machine;
  return child && machine?.id === 'paymentChoice' ? child : null;
}
