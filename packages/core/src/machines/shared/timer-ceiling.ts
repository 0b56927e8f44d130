/**
 * The longest delay a browser's setTimeout keeps (about 24.8 days); a longer one fires at once.
 * A machine timing something by a date far off caps its delay here rather than firing early.
 */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
