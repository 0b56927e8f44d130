import type { Line } from './line.schema.ts';

// Structural, so a rule that reads a line's facts without the gateway's types (a wing's remedy
// offer, typed by its wing) reads the cancellation the same way.
type CancellationFacts = { readonly status: string; readonly closesAt?: string | undefined };

/**
 * The customer's cancellation of a line (the gateway's `closesAt`), read one way by every rule that
 * needs it: standing while the line is still open ('closing'), or done ('cancelled'); null when no
 * cancellation stands (none asked, or it was withdrawn).
 */
export function lineCancellation(line: CancellationFacts): 'closing' | 'cancelled' | null {
  if (line.closesAt === undefined) return null;
  return line.status === 'Inactive' ? 'cancelled' : 'closing';
}

/**
 * Cancelled before its SIM was ever activated: such a line closes at once and its order is refunded
 * in full, so nothing was sold (no CFDI to issue).
 */
export const refundedOnCancellation = (
  line: Partial<Pick<Line, 'closesAt'>> & Pick<Line, 'activationDate'>,
): boolean => line.closesAt !== undefined && line.activationDate === null;
