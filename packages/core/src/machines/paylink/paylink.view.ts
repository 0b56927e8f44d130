import type { SnapshotFrom } from 'xstate';
import type { Paylink } from '../../gateway/payments/paylink-details.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { PAYMENT_ROUTES } from '../../navigation/routes.ts';
import { directPaymentSuccessPath } from '../payment/payment-outcome.ts';
import type { ServiceRequestPaymentDue } from '../service-request-template/service-request-template.types.ts';
import type { PaylinkMachine } from './paylink.machine.ts';
import type { PaylinkEvent } from './paylink.types.ts';

export type PaylinkScreen =
  | 'loading'
  | 'load-failed'
  | 'ready'
  | 'opening'
  | 'open-failed'
  | 'paying'
  | 'pay-failed'
  | 'paid'
  | 'already-paid'
  | 'expired'
  | 'cancelled'
  | 'not-found'
  | 'too-many-tries'
  | 'invalid';

export interface PaylinkView {
  screen: PaylinkScreen;
  /** The link as last read: the order it names, the amount, until when. */
  paylink: Paylink | null;
  /** What is being paid, for the payment screens while `paying`. */
  due: ServiceRequestPaymentDue | null;
  failureMessageId: MessageId | null;
  /** On `too-many-tries`: whole minutes until the link may be opened again (at least 1). */
  retryMinutes: number | null;
  /** Where the page goes now: the success page once paid, the expired-link page for an expired link. */
  redirectTo: string | null;
  sends: ReadonlySet<PaylinkEvent['type']>;
}

const SENDS: Readonly<Record<PaylinkScreen, readonly PaylinkEvent['type'][]>> = {
  loading: [],
  'load-failed': ['RETRY'],
  ready: ['PAY'],
  opening: [],
  'open-failed': ['RETRY'],
  paying: ['PAYMENT'],
  'pay-failed': ['RETRY'],
  paid: [],
  'already-paid': [],
  expired: [],
  cancelled: [],
  'not-found': [],
  'too-many-tries': [],
  invalid: [],
};

const SCREENS: readonly [string, PaylinkScreen][] = [
  ['start', 'loading'],
  ['loading', 'loading'],
  ['loadFailed', 'load-failed'],
  ['ready', 'ready'],
  ['opening', 'opening'],
  ['openFailed', 'open-failed'],
  ['paying', 'paying'],
  ['payFailed', 'pay-failed'],
  ['paid', 'paid'],
  ['alreadyPaid', 'already-paid'],
  ['expired', 'expired'],
  ['cancelled', 'cancelled'],
  ['notFound', 'not-found'],
  ['tooManyTries', 'too-many-tries'],
  ['invalid', 'invalid'],
];

/** The expired-link page, naming the link so it can say which order and since when. */
export function paylinkExpiredPath(paylinkId: string): string {
  return `${PAYMENT_ROUTES.paylinkExpired}?${new URLSearchParams({ paylink_id: paylinkId }).toString()}`;
}

/** What /payment/paylink shows for a snapshot of the paylink machine, and what it may send. */
export function paylinkView(snapshot: SnapshotFrom<PaylinkMachine>): PaylinkView {
  const { context } = snapshot;
  const screen = SCREENS.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'loading';
  const paylink = context.read?.paylink ?? null;
  const id = context.paylinkId ?? '';
  let redirectTo: string | null = null;
  if (screen === 'paid' && paylink) redirectTo = directPaymentSuccessPath(paylink.orderRef, id);
  if (screen === 'expired') redirectTo = paylinkExpiredPath(id);
  return {
    screen,
    paylink,
    due:
      screen === 'paying' && paylink
        ? { orderReference: paylink.orderRef, amount: paylink.amount.amount }
        : null,
    failureMessageId: context.failureMessageId,
    // The gateway's Retry-After, or its window (15 min) when it said none.
    retryMinutes:
      screen === 'too-many-tries'
        ? Math.max(1, Math.ceil((context.retryAfterSeconds ?? 15 * 60) / 60))
        : null,
    redirectTo,
    sends: new Set(SENDS[screen]),
  };
}
