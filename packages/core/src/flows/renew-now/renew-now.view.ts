import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { ivaIncludedIn } from '../../invoices/iva.ts';
import {
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import { RENEW_NOW_MESSAGES, type RenewNowMachine } from './renew-now.machine.ts';
import type { RenewNowEligibleLine } from './renew-now.types.ts';

export type RenewNowScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** /manage/renew: the plan and the amount; SUBMIT goes on to pay. */
  | 'review'
  | 'sending'
  | 'send-failed'
  /** /manage/payment: the ways to pay (the payment-choice child). */
  | 'payment'
  | 'payment-failed'
  /** /manage/payment-success: the renewal followed until the line is renewed. */
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed';

export type RenewNowCommand = 'SUBMIT' | 'RETRY' | 'CHECK_AGAIN' | 'PAYMENT';

export interface RenewNowView {
  screen: RenewNowScreen;
  phase: ServiceRequestPhase;
  /** The plan and what one period costs, once the line was found eligible. */
  line: RenewNowEligibleLine | null;
  payment: ServiceRequestPaymentDue | null;
  /** The IVA inside the amount (16 %), shown under the total. */
  iva: number | null;
  /** The renewal date the line gets when paid now (from the submit's answer). */
  renewsUntil: string | null;
  requestId: string | null;
  messageId: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<RenewNowCommand>;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'checking',
    confirming: 'review',
    cancelled: 'failed',
    left: 'failed',
  },
  { pay: true },
);

/** What a renew-now screen shows, from the machine's snapshot, and the events it may send. */
export function renewNowView(snapshot: SnapshotFrom<RenewNowMachine>): RenewNowView {
  const base = serviceRequestView(snapshot);
  const screen = SCREEN_BY_PHASE[base.phase];
  const sends = new Set<RenewNowCommand>();
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    screen,
    phase: base.phase,
    line: base.eligibility,
    iva: base.eligibility ? ivaIncludedIn(base.eligibility.price.amount) : null,
    payment: base.payment,
    renewsUntil: base.submitted?.renewsUntil ?? null,
    requestId: base.requestId,
    messageId:
      screen === 'not-eligible' ? (base.messageId ?? RENEW_NOW_MESSAGES.notEligible) : base.messageId,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}
