import type { SupportedLocale } from '../config/constants.ts';
import { normalizeLocale } from './locale-resolution.ts';

/**
 * The technical-difficulties modal appears when page-load queries failed, often before the
 * country config could say which language to use. the spec: its default text is Spanish. So unless the
 * customer's language is known (a stored choice, or `setlocale` on this visit), it speaks es-MX.
 */
export function technicalDifficultiesLocale(input: {
  storedLocale: string | null | undefined;
  forcedLocale: string | null | undefined;
}): SupportedLocale {
  return normalizeLocale(input.forcedLocale) ?? normalizeLocale(input.storedLocale) ?? 'es-MX';
}
