import { LONGEST_TIMER_MS } from '../../shared/timer-ceiling.ts';
import type { PaymentCaptureContext } from '../payment.types.ts';

/**
 * How long after it arrived a context is to be replaced, `marginMs` before it lapses. Its lifetime
 * is read on the provider's clock alone (issue to expiry), never against the phone's: a phone set
 * an hour ahead of the provider (or a sandbox whose clock was moved on by weeks) would otherwise
 * see each context dead on arrival, or due in weeks, and fetch new ones without end. Never less
 * than the margin itself, so even a context issued nearly spent is not refetched in a loop.
 */
export function captureContextRefreshDelay(
  context: Pick<PaymentCaptureContext, 'issuedAt' | 'expiresAt'>,
  marginMs: number,
): number {
  const lifetime = Date.parse(context.expiresAt) - Date.parse(context.issuedAt);
  return Math.min(LONGEST_TIMER_MS, Math.max(marginMs, lifetime - marginMs));
}
