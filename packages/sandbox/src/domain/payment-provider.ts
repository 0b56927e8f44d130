import {
  canonicalCardBrand,
  detectCardBrand,
  isValidSecurityCode,
  lastFour,
  luhnCheck,
} from '@senda/core/validation';
import { FAILURES, fail } from './failures.ts';
import type { CaptureContextRecord, CardOutcome, CardTokenRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * The card-payment provider's side: capture contexts and tokenisation. Card numbers arrive here
 * and nowhere else; what is kept is brand, last four, expiry and the test outcome the number
 * stands for.
 */
export const TEST_CARDS: readonly { number: string; outcome: CardOutcome; description: string }[] = [
  { number: '4242424242424242', outcome: 'approve', description: 'Approved' },
  { number: '5555555555554444', outcome: 'approve', description: 'Approved (Mastercard)' },
  { number: '4000000000000002', outcome: 'decline', description: 'Declined (CARD_DECLINED)' },
  { number: '4000000000009995', outcome: 'insufficient_funds', description: 'Declined (INSUFFICIENT_FUNDS)' },
  {
    number: '4000000000003220',
    outcome: 'challenge',
    description: '3-D Secure challenge, then the answer given',
  },
  {
    number: '4000000000000069',
    outcome: 'context_expired',
    description: 'payment_request answers "Your capture context has expired."',
  },
];

/** Refusals from the provider itself, in the provider's own error shape (not the gateway's). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export interface TokeniseInput {
  captureContext: string;
  cardNumber: string;
  securityCode: string;
  expirationMonth?: string | undefined;
  expirationYear?: string | undefined;
}

export class PaymentProvider {
  constructor(private readonly store: StateStore) {}

  createCaptureContext(userId: string, targetOrigin: string): CaptureContextRecord {
    const now = this.store.now();
    const record: CaptureContextRecord = {
      id: `cc_${this.store.token(32)}`,
      userId,
      targetOrigin,
      createdAt: now,
      expiresAt: now + this.store.limits.captureContextTtlSeconds * 1000,
    };
    this.store.data.captureContexts[record.id] = record;
    this.store.changed();
    return record;
  }

  captureContext(id: string): CaptureContextRecord | undefined {
    return this.store.data.captureContexts[id];
  }

  isCaptureContextLive(id: string): boolean {
    const record = this.store.data.captureContexts[id];
    return record !== undefined && this.store.now() < record.expiresAt;
  }

  tokenise(input: TokeniseInput): CardTokenRecord {
    const context = this.store.data.captureContexts[input.captureContext];
    if (!context) throw new ProviderError(400, 'INVALID_CAPTURE_CONTEXT', 'Unknown capture context.');
    if (this.store.now() >= context.expiresAt) {
      throw new ProviderError(400, 'CAPTURE_CONTEXT_EXPIRED', 'Your capture context has expired.');
    }
    const digits = input.cardNumber.replace(/[\s-]/g, '');
    const detected = detectCardBrand(digits);
    if (!/^\d{13,19}$/.test(digits) || !luhnCheck(digits) || !detected) {
      throw new ProviderError(400, 'INVALID_CARD_NUMBER', 'The card number is not valid.');
    }
    const brand = canonicalCardBrand(detected);
    if (!isValidSecurityCode(input.securityCode, brand)) {
      throw new ProviderError(400, 'INVALID_SECURITY_CODE', 'The security code is not valid.');
    }
    const expiry =
      input.expirationMonth !== undefined || input.expirationYear !== undefined
        ? this.checkExpiry(input.expirationMonth, input.expirationYear)
        : undefined;
    const now = this.store.now();
    const record: CardTokenRecord = {
      token: `tkn_${this.store.token(28)}`,
      captureContextId: context.id,
      brand,
      last4: lastFour(digits),
      // Kept so that a card saved from this token knows when it expires.
      ...(expiry ? { expiryMonth: expiry.month, expiryYear: expiry.year } : {}),
      outcome: TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approve',
      createdAt: now,
      expiresAt: now + this.store.limits.cardTokenTtlSeconds * 1000,
      used: false,
    };
    this.store.data.cardTokens[record.token] = record;
    this.store.changed();
    return record;
  }

  /** Spends a transient token; answers the gateway's failures, as payment_request reports them. */
  redeem(token: string): CardTokenRecord {
    const record = this.store.data.cardTokens[token];
    if (!record || record.used) fail('cardTokenInvalid');
    // The provider names the lapsed capture context first: that is what the customer can fix.
    if (record.outcome === 'context_expired' || !this.isCaptureContextLive(record.captureContextId)) {
      record.used = true;
      this.store.changed();
      fail('captureContextExpired');
    }
    if (this.store.now() >= record.expiresAt) fail('cardTokenInvalid');
    record.used = true;
    this.store.changed();
    return record;
  }

  /** The expiry as month and four-digit year, or the provider's refusal. */
  private checkExpiry(month: string | undefined, year: string | undefined): { month: number; year: number } {
    const m = Number(month);
    let y = Number(year);
    if (y < 100) y += 2000;
    // Past 2100 is no card's expiry (and beyond what a saved card's schema admits).
    if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || y > 2100) {
      throw new ProviderError(400, 'INVALID_EXPIRY', 'The expiry date is not valid.');
    }
    if (hasExpired({ expiryMonth: m, expiryYear: y }, this.store.now())) {
      throw new ProviderError(400, FAILURES.cardExpired.errorCode, FAILURES.cardExpired.message);
    }
    return { month: m, year: y };
  }
}

/**
 * A card is good through the last day of its expiry month (UTC). One kept without an expiry (a
 * token from a frame that sent none) cannot be known to have lapsed, so it has not.
 */
export function hasExpired(
  card: { expiryMonth?: number | undefined; expiryYear?: number | undefined },
  now: number,
): boolean {
  if (card.expiryMonth === undefined || card.expiryYear === undefined) return false;
  const today = new Date(now);
  const year = today.getUTCFullYear();
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < today.getUTCMonth() + 1);
}

/**
 * True when a request body carries something that looks like a card number or security code:
 * a 13–19 digit run passing Luhn (spaces and dashes ignored), or a field named like one.
 * payment_request takes a token; anything else is refused before it is read further.
 */
export function containsCardData(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || value === undefined) return false;
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    for (const run of text.match(/\d[\d\s-]{11,}\d/g) ?? []) {
      const digits = run.replace(/[\s-]/g, '');
      if (digits.length >= 13 && digits.length <= 19 && luhnCheck(digits)) return true;
    }
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => containsCardData(item, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => CARD_FIELD_NAMES.test(key) || containsCardData(item, depth + 1),
    );
  }
  return false;
}

const CARD_FIELD_NAMES = /^(card_?number|pan|cvv2?|cvc2?|cvn|security_?code|cid)$/i;
