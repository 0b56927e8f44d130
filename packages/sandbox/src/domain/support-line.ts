/**
 * Where a customer reports a change they did not make: the operator's customer service line,
 * dialled free from the line itself. The spec names no number; this is the sandbox's (README,
 * "not shown"), and every account notice names it.
 */
export const SUPPORT_LINE = '*611';
