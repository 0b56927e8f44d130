import type { TaxpayerType } from './taxpayer-type.ts';

/**
 * The SAT's RFC pattern: 4 letters for a persona física (13 characters) or 3 for a persona moral
 * (12), the date (YYMMDD: birth or incorporation), and a 3-character homoclave. Ñ and & are
 * letters here, as the SAT allows them.
 */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{3})$/;

/**
 * The generic RFCs (público en general, extranjeros): an invoice to one is a sales receipt, not
 * the customer's own CFDI, so the request asks for the customer's RFC instead.
 */
export const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

/** As the customer typed it, as the SAT writes it: upper case, no spaces or dashes. */
export const normalizeRfc = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

/** A real calendar day in YYMMDD (any century: the SAT's RFCs do not carry it). */
function isCalendarDay(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // 20YY and 19YY have the same leap years (1900 aside, whose 29 February never was).
  const daysInMonth = new Date(Date.UTC(2000 + Number(yy), month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Whose RFC this is (física, 13 characters; moral, 12), or null when it is not a valid RFC. */
export function rfcTaxpayerType(rfc: string): TaxpayerType | null {
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return null;
  const [, letters = '', yy = '', mm = '', dd = ''] = match;
  if (!isCalendarDay(yy, mm, dd)) return null;
  return letters.length === 4 ? 'fisica' : 'moral';
}
