import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { RENEW_NOW_LINE_ACTION } from './flow.ts';
import { type RenewNowRefusal, renewNowEligibility } from './renew-now.eligibility.ts';

export {
  RENEW_NOW_WINDOW_DAYS,
  type RenewNowEligibility,
  type RenewNowRefusal,
  renewNowEligibility,
} from './renew-now.eligibility.ts';

const REFUSAL_MESSAGES: Readonly<Record<RenewNowRefusal, MessageId>> = {
  SIM_NOT_ACTIVATED: 'renewal.refusal.sim_not_activated',
  LINE_INACTIVE: 'renewal.refusal.line_inactive',
  NOT_DUE_YET: 'renewal.refusal.not_due_yet',
  LINE_UNREGISTERED: 'renewal.refusal.unregistered',
  LINE_CLOSING: 'renewal.refusal.line_closing',
  PAYMENT_PENDING: 'renewal.refusal.payment_pending',
};

export const renewNowRefusalMessageId = (reason: RenewNowRefusal): MessageId => REFUSAL_MESSAGES[reason];

/**
 * The line page's "Renew now": offered exactly when the line may be renewed; otherwise nothing
 * (a line months from its renewal date has nothing to do here, and saying "not yet" on every
 * Active line's page would be noise). The line page's "Pay your plan before …" links to the same.
 */
export function renewNowLineAction(
  line: Pick<Line, 'orderRef' | 'status' | 'renewalDate' | 'activationDate' | 'registry'> &
    Partial<Pick<Line, 'pendingPayment'>>,
  now: number,
): { labelId: MessageId; path: string } | null {
  if (!renewNowEligibility(line, now).eligible) return null;
  return {
    labelId: RENEW_NOW_LINE_ACTION.labelId,
    path: managePath(RENEW_NOW_LINE_ACTION.path, line.orderRef),
  };
}
