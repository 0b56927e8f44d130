import type { Line } from '../../gateway/lines/line.schema.ts';
import { lineCancellation } from '../../gateway/lines/line-cancellation.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { RENEW_NOW_LINE_ACTION } from './renew-now.flow.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How many days before its renewal date an Active line may be renewed early ("an active
 * line within its last days"). The spec names no window; five days is when the LFPC notice of an
 * automatic renewal goes out, so the customer who reads it can renew by hand the same day. The
 * sandbox enforces the same figure (it imports this one).
 */
export const RENEW_NOW_WINDOW_DAYS = 5;

/** Why a line cannot be renewed now. */
export type RenewNowRefusal =
  | 'SIM_NOT_ACTIVATED'
  | 'LINE_INACTIVE'
  | 'NOT_DUE_YET'
  | 'LINE_UNREGISTERED'
  | 'LINE_CLOSING'
  | 'PAYMENT_PENDING';

export type RenewNowEligibility = { eligible: true } | { eligible: false; reason: RenewNowRefusal };

/**
 * Renew now is for a line that missed its renewal (Grace, Suspend: the number is still the
 * customer's) or an Active line within its last RENEW_NOW_WINDOW_DAYS. An Inactive line has given
 * its number back; a SIM not yet activated has no period to renew.
 */
export function renewNowEligibility(
  line: Pick<Line, 'status' | 'renewalDate' | 'activationDate' | 'registry'> &
    Partial<Pick<Line, 'closesAt' | 'pendingPayment'>>,
  now: number,
): RenewNowEligibility {
  // An OXXO voucher or SPEI reference for the renewal is out and unpaid: a second one would invite
  // paying twice. The line page shows the one out; once it expires, renewing is offered.
  if (line.pendingPayment && Date.parse(line.pendingPayment.expiresAt) > now) {
    return { eligible: false, reason: 'PAYMENT_PENDING' };
  }
  // A line suspended until it is in the line registry gets nothing from a renewal.
  if (line.registry?.status === 'UNREGISTERED') return { eligible: false, reason: 'LINE_UNREGISTERED' };
  // Asked to be cancelled: a renewal would pay for days the line will not have.
  if (lineCancellation(line) === 'closing') return { eligible: false, reason: 'LINE_CLOSING' };
  if (line.status === 'Grace' || line.status === 'Suspend') return { eligible: true };
  if (line.status === 'Inactive') {
    return { eligible: false, reason: line.activationDate === null ? 'SIM_NOT_ACTIVATED' : 'LINE_INACTIVE' };
  }
  if (line.renewalDate === null) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  const due = Date.parse(line.renewalDate);
  return due - now <= RENEW_NOW_WINDOW_DAYS * DAY
    ? { eligible: true }
    : { eligible: false, reason: 'NOT_DUE_YET' };
}

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

/** Mexico's IVA: 16 % on top of the net price; consumer prices are shown with it included. */
export const IVA_RATE = 0.16;

/** The IVA inside a tax-included amount, rounded to the centavo (200 → 27.59). */
export const ivaIncludedIn = (gross: number): number =>
  Math.round((gross - gross / (1 + IVA_RATE)) * 100) / 100;
