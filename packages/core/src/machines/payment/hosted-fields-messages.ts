import * as v from 'valibot';
import { looksLikeCardNumber } from '../../stores/card-secrets.ts';
import type { PaymentEmitted, PaymentEvent, PaymentFrame, RequestTokenParams } from './payment.types.ts';

/**
 * The postMessage protocol between the storefront and the provider's hosted-fields frame (served
 * from the provider's own origin). Messages cross a boundary, so they are checked here: the origin
 * first (only the frame's origin is heard), then the shape. Card numbers and security codes never
 * cross it: the frame sends completeness, brand, last four and a token.
 */
export const HOSTED_FIELDS_SOURCE = 'senda-hosted-fields';
export const STOREFRONT_SOURCE = 'senda-storefront';
export const CHALLENGE_SOURCE = 'senda-challenge';

const Source = v.literal(HOSTED_FIELDS_SOURCE);
const Brand = v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z_]{1,32}$/));

const HostedFieldsMessageSchema = v.variant('type', [
  v.object({ source: Source, type: v.literal('ready') }),
  v.object({
    source: Source,
    type: v.literal('change'),
    brand: v.nullable(Brand),
    numberComplete: v.boolean(),
    securityCodeComplete: v.boolean(),
  }),
  v.object({
    source: Source,
    type: v.literal('token'),
    // A token that looks like a card number is refused: it would be one in disguise.
    token: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(512),
      v.check((token) => !looksLikeCardNumber(token)),
    ),
    brand: Brand,
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  }),
  v.object({ source: Source, type: v.literal('error'), reason: v.pipe(v.string(), v.maxLength(64)) }),
]);

/** A frame message as the machine hears it: one of its own events, or the frame saying it is drawn. */
export type HostedFieldsFrameEvent =
  | Extract<PaymentEvent, { type: 'FIELDS_CHANGED' | 'TOKENIZED' | 'TOKENIZE_FAILED' | 'CHALLENGE_ANSWERED' }>
  | { type: 'FRAME_READY' };

/** The origin a URL is served from, relative URLs read against `base`; null for junk or non-http(s). */
export function originOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The look the provider's fields are asked to take, so they match the page: each entry names the
 * storefront's design token it is read from (the page reads them; the provider checks the values).
 */
export const HOSTED_FIELDS_STYLE_TOKENS = {
  fontFamily: '--font-family',
  fontSize: '--font-size-md',
  textColor: '--color-text',
  borderColor: '--color-border-strong',
  focusColor: '--color-focus',
  errorColor: '--color-danger-text',
  controlHeight: '--control-height-md',
  radius: '--radius-md',
} as const;
export type HostedFieldsStyle = Partial<Record<keyof typeof HOSTED_FIELDS_STYLE_TOKENS, string>>;

/**
 * One of the provider's two frames: the card number (the frame the machine talks to) or the
 * security code (linked by the provider to the number frame, so the page can put the expiry
 * between them). The URL carries the page language (the provider labels its fields in it) and the
 * page's look. Only a http(s) URL is framed; anything else gives null and no frame.
 */
export function hostedFieldsFrameUrl(
  hostedFieldsUrl: string,
  base: string,
  locale: string,
  style: HostedFieldsStyle = {},
  part: 'number' | 'code' = 'number',
): string | null {
  if (originOf(hostedFieldsUrl, base) === null) return null;
  const url = new URL(hostedFieldsUrl, base);
  if (part === 'code') url.searchParams.set('part', 'code');
  url.searchParams.set('locale', locale);
  if (Object.keys(style).length > 0) url.searchParams.set('style', JSON.stringify(style));
  return url.href;
}

/**
 * A message event from the frame as a machine event, or null: wrong origin (anything but the
 * frame's own), wrong source, or a shape the protocol does not have.
 */
export function hostedFieldsEvent(
  message: { origin: string; data: unknown },
  frameOrigin: string | null,
): HostedFieldsFrameEvent | null {
  if (frameOrigin === null || message.origin !== frameOrigin) return null;
  const parsed = v.safeParse(HostedFieldsMessageSchema, message.data);
  if (!parsed.success) return null;
  const data = parsed.output;
  switch (data.type) {
    case 'ready':
      return { type: 'FRAME_READY' };
    case 'change':
      return {
        type: 'FIELDS_CHANGED',
        brand: data.brand,
        numberComplete: data.numberComplete,
        securityCodeComplete: data.securityCodeComplete,
      };
    case 'token':
      return { type: 'TOKENIZED', token: data.token, brand: data.brand, last4: data.last4 };
    default:
      return { type: 'TOKENIZE_FAILED', reason: data.reason };
  }
}

const ChallengeMessageSchema = v.object({
  source: v.literal(CHALLENGE_SOURCE),
  transactionId: v.string(),
  status: v.optional(v.string()),
});

/** The provider's challenge page says it was answered, for this transaction, from its own origin. */
export function challengeAnswered(
  message: { origin: string; data: unknown },
  challengeOrigin: string | null,
  transactionId: string | null,
): boolean {
  if (challengeOrigin === null || transactionId === null || message.origin !== challengeOrigin) return false;
  const parsed = v.safeParse(ChallengeMessageSchema, message.data);
  return parsed.success && parsed.output.transactionId === transactionId;
}

/** What the storefront posts to the frame. */
export function tokenizeMessage(expiry: { expirationMonth: string; expirationYear: string }) {
  return {
    source: STOREFRONT_SOURCE,
    type: 'tokenize',
    expirationMonth: expiry.expirationMonth,
    expirationYear: expiry.expirationYear,
  } as const;
}

export type TokenizeMessage = ReturnType<typeof tokenizeMessage>;

/**
 * What the machine knows of the page's frames: where each is served from (relative URLs read
 * against the storefront's origin) and the transaction a challenge is for.
 */
export interface PaymentFrames {
  targetOrigin: string;
  hostedFieldsUrl: string | null;
  challengeUrl: string | null;
  transactionId: string | null;
}

/**
 * A message from one of the page's frames as a machine event, or null when it is not believed:
 * the hosted fields are heard only from their own origin and in their protocol, the challenge
 * page only from its origin and about the transaction under way.
 */
export function frameMessageEvent(
  message: { frame: PaymentFrame; origin: string; data: unknown },
  frames: PaymentFrames,
): HostedFieldsFrameEvent | null {
  if (message.frame === 'hostedFields') {
    const origin = frames.hostedFieldsUrl ? originOf(frames.hostedFieldsUrl, frames.targetOrigin) : null;
    return hostedFieldsEvent(message, origin);
  }
  const origin = frames.challengeUrl ? originOf(frames.challengeUrl, frames.targetOrigin) : null;
  return challengeAnswered(message, origin, frames.transactionId) ? { type: 'CHALLENGE_ANSWERED' } : null;
}

/**
 * The tokenise request for the frame served from `hostedFieldsUrl`, addressed to its origin only
 * (the expiry is for the provider and nobody else); null when there is no such frame to ask.
 */
export function tokenizeRequest(
  expiry: RequestTokenParams,
  frames: Pick<PaymentFrames, 'targetOrigin' | 'hostedFieldsUrl'>,
): Extract<PaymentEmitted, { type: 'tokenize' }> | null {
  const targetOrigin = frames.hostedFieldsUrl ? originOf(frames.hostedFieldsUrl, frames.targetOrigin) : null;
  return targetOrigin ? { type: 'tokenize', message: tokenizeMessage(expiry), targetOrigin } : null;
}
