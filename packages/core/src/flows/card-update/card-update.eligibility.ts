import type { Line } from '../../gateway/lines/line.schema.ts';

/** Why the card of a line cannot change (the sandbox answers the same, 422810 with the reason). */
export type CardUpdateRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE' | 'NO_NUMBER';

export type CardUpdateEligibility = { eligible: true } | { eligible: false; reason: CardUpdateRefusal };

/** The facts of a line that decide whether its card may change, and why not. */
export type CardUpdateLineFacts = Pick<Line, 'status' | 'activationDate' | 'portIn' | 'portedOut'>;

/**
 * Whether a line's card may change: Active, and Grace or Suspend too (the card its next renewal,
 * or a renewal paid now, would use). A SIM never activated has no period to renew yet, and an
 * Inactive line none left. The one rule the line action (card-update.rules.ts, which says why not)
 * and the line page's expired-card notice (flow.ts's remedy) both read; it imports nothing, so the
 * registry reads it without loading the flow.
 */
export const cardMayChange = (line: Pick<Line, 'status' | 'activationDate'>): boolean =>
  line.activationDate !== null && line.status !== 'Inactive';
