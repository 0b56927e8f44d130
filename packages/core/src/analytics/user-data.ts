import type { HashedUserData } from './analytics-events.ts';

/*
 * GA4's user-provided data: the customer's e-mail and phone, normalised as Google asks and hashed
 * (SHA-256, hex) here, so the plain address or number never reaches `window.dataLayer`, the tag
 * manager or Google. Sent only while the customer's choice allows analytics (data-layer-feed.ts).
 */

export type Sha256Hex = (text: string) => Promise<string>;

/** SHA-256 as lower-case hex, with the platform's Web Crypto (browsers and Node alike). */
export const webCryptoSha256: Sha256Hex = async (text) => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Trimmed and lower-cased; a Gmail address without the dots of its name, which Gmail ignores
 * (Google normalises it so before matching). Null when it is not an address.
 */
export function normalisedEmail(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1 || /\s/.test(trimmed)) return null;
  const name = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${name.replaceAll('.', '')}@${domain}` : trimmed;
}

/**
 * E.164 for a Mexican mobile number: the profile keeps the 10-digit national number
 * (5512345678); one already written with the country code (+52 or 52) is taken as it is. Null for
 * anything else.
 */
export function normalisedPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s\-().]/g, '');
  if (/^\d{10}$/.test(digits)) return `+52${digits}`;
  const international = /^\+?52(\d{10})$/.exec(digits);
  return international ? `+52${international[1]}` : null;
}

/** The hashed fields for what the customer's profile holds; empty when it holds neither. */
export async function hashedUserData(
  contact: { email?: string | null | undefined; phone?: string | null | undefined },
  sha256: Sha256Hex = webCryptoSha256,
): Promise<HashedUserData> {
  const email = normalisedEmail(contact.email);
  const phone = normalisedPhone(contact.phone);
  return {
    ...(email === null ? {} : { sha256_email_address: await sha256(email) }),
    ...(phone === null ? {} : { sha256_phone_number: await sha256(phone) }),
  };
}
