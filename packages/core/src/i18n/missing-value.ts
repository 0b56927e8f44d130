/** What a formatter shows for an amount or date it cannot read: a dash, never "NaN" or "Invalid Date". */
export const MISSING_VALUE_TEXT = '—';
