import type { MessageId } from '../../i18n/messages/index.ts';
import { emailMessageId } from '../../validation/email.ts';
import { TOP_UP_ERROR_IDS } from './error-ids.ts';

/** A Mexican mobile number in national format has 10 digits. */
export const TOP_UP_NUMBER_DIGITS = 10;

/**
 * How often one visitor may look numbers up (topUpLine and createTopUp together): per device and
 * per network address within the window. Enough for a family topping up a few lines and a few
 * typos; far too few to walk the number plan to learn which numbers are Senda's. The gateway
 * counts (the sandbox reads these figures); past them it answers 429 with Retry-After.
 */
export const TOP_UP_LOOKUP_LIMITS = {
  windowSeconds: 15 * 60,
  perDevice: 10,
  perClientAddress: 30,
} as const;

export type TopUpNumberReading =
  | { readonly kind: 'valid'; readonly msisdn: string }
  | { readonly kind: 'invalid'; readonly messageId: MessageId };

/**
 * The number as typed, read as a 10-digit national number: spaces, dashes, dots and brackets are
 * how people write it and are dropped, as is the country code (+52, 52) before 10 digits. Letters,
 * or more or fewer digits, are refused with what to fix.
 */
export function readTopUpNumber(typed: string): TopUpNumberReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { kind: 'invalid', messageId: 'top_up.number.required' };
  if (/[^\d\s().+-]/.test(trimmed)) return { kind: 'invalid', messageId: 'top_up.number.digits_only' };
  const digits = trimmed.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');
  if (digits.length !== TOP_UP_NUMBER_DIGITS) return { kind: 'invalid', messageId: 'top_up.number.length' };
  return { kind: 'valid', msisdn: digits };
}

/** What the mask puts after each name's first letter, whatever the name's length. */
const HIDDEN = '•••';

/**
 * The holder as a stranger may see them: each of their names cut to its first letter, so the
 * payer can tell the number is the one they meant ("L••• H•••") without learning who it is. The
 * letters' count is hidden too (always three dots). No name: the dots alone.
 */
export function maskHolder(names: readonly (string | undefined)[]): string {
  const words = names.flatMap((name) => (name ?? '').trim().split(/\s+/)).filter((word) => word !== '');
  if (words.length === 0) return HIDDEN;
  return words.map((word) => `${[...word][0]?.toLocaleUpperCase('es-MX')}${HIDDEN}`).join(' ');
}

/** The minutes a visitor past the lookup limit waits, from the gateway's Retry-After (at least 1). */
export function topUpRetryMinutes(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null) return Math.ceil(TOP_UP_LOOKUP_LIMITS.windowSeconds / 60);
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** Where a refused lookup or recarga leads: which answer the page gives. */
export type TopUpRefusal = 'unknown' | 'not-active' | 'too-many-tries' | 'other';

export function topUpRefusalOf(error: unknown): TopUpRefusal {
  const { status, errorId } = (error ?? {}) as { status?: unknown; errorId?: unknown };
  if (status === 429 || errorId === TOP_UP_ERROR_IDS.triesExceeded) return 'too-many-tries';
  if (errorId === TOP_UP_ERROR_IDS.numberUnknown || status === 404) return 'unknown';
  if (errorId === TOP_UP_ERROR_IDS.lineNotActive) return 'not-active';
  return 'other';
}

/** The payer's e-mail for the receipt, by the storefront's one e-mail rule (validation/email.ts). */
export function readPayerEmail(
  typed: string,
): { kind: 'valid'; email: string } | { kind: 'invalid'; messageId: MessageId } {
  const email = typed.trim();
  const messageId = emailMessageId(email);
  return messageId ? { kind: 'invalid', messageId } : { kind: 'valid', email };
}
