import { isPaylinkPayable, type Paylink } from '../gateway/payments/paylink-details.ts';

/**
 * What the paylink page does with a link: pay it, or say why not. Expired (by status or by the
 * clock) goes to /payment/paylink-expired; paid and cancelled links are explained in place.
 */
export type PaylinkOutcome = 'payable' | 'expired' | 'paid' | 'cancelled';

export function paylinkOutcome(paylink: Pick<Paylink, 'status' | 'expiresAt'>, now: number): PaylinkOutcome {
  if (paylink.status === 'PAID') return 'paid';
  if (paylink.status === 'CANCELLED') return 'cancelled';
  return isPaylinkPayable(paylink, now) ? 'payable' : 'expired';
}
