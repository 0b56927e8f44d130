import type { Line } from '../../gateway/lines/line.schema.ts';
import { lineCancellation } from '../../gateway/lines/line-cancellation.ts';

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

/** The facts of a line that decide whether it may renew now (its line page remedy's `needs`). */
export type RenewNowLineFacts = Pick<Line, 'status' | 'activationDate' | 'renewalDate'> &
  Partial<Pick<Line, 'registry' | 'closesAt' | 'pendingPayment'>>;

/** Every fact renewNowEligibility reads: the `needs` of the line page's rules that run it. */
export const RENEW_NOW_LINE_FACTS = {
  status: true,
  activationDate: true,
  renewalDate: true,
  registry: true,
  closesAt: true,
  pendingPayment: true,
} as const satisfies Record<keyof RenewNowLineFacts, true>;

/**
 * Renew now is for a line that missed its renewal (Grace, Suspend: the number is still the
 * customer's) or an Active line within its last RENEW_NOW_WINDOW_DAYS. An Inactive line has given
 * its number back; a SIM not yet activated has no period to renew.
 */
export function renewNowEligibility(line: RenewNowLineFacts, now: number): RenewNowEligibility {
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
  if (!line.renewalDate) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
  const due = Date.parse(line.renewalDate);
  return due - now <= RENEW_NOW_WINDOW_DAYS * DAY
    ? { eligible: true }
    : { eligible: false, reason: 'NOT_DUE_YET' };
}
