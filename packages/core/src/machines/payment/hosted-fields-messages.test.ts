import { describe, expect, it } from 'vitest';
import {
  cardExpiryMessageId,
  cardExpiryStatus,
  cardExpiryTextStatus,
  formatCardExpiryInput,
  splitCardExpiry,
} from '../../payments/card-expiry.ts';
import { cardBrandDisplayName, knownCardBrand } from './card-brand-names.ts';
import {
  challengeAnswered,
  frameMessageEvent,
  hostedFieldsEvent,
  hostedFieldsFrameUrl,
  originOf,
  tokenizeMessage,
  tokenizeRequest,
} from './hosted-fields-messages.ts';
import {
  failureFromRequestError,
  isCaptureContextExpiredError,
  isOrderNotPayableError,
  tokenizeErrorMessageId,
} from './payment-errors.ts';

const FRAME = 'https://pay.senda-provider.mx';
const from = (data: unknown, origin = FRAME) => ({ origin, data });

describe('hosted-fields messages', () => {
  it('reads the frame’s origin from its URL, relative ones against the page', () => {
    expect(originOf('https://pay.senda-provider.mx/hf?cc=1', 'https://tienda.senda.mx/web/payment')).toBe(
      FRAME,
    );
    expect(originOf('/mocks/payment-provider/hosted-fields', 'http://localhost:5173/web/payment')).toBe(
      'http://localhost:5173',
    );
    expect(originOf('javascript:alert(1)', 'https://tienda.senda.mx')).toBeNull();
    expect(hostedFieldsFrameUrl('javascript:alert(1)', 'https://tienda.senda.mx', 'es-MX')).toBeNull();
    expect(hostedFieldsFrameUrl(`${FRAME}/hf?captureContext=cc_1`, 'https://tienda.senda.mx', 'en-US')).toBe(
      `${FRAME}/hf?captureContext=cc_1&locale=en-US`,
    );
    // The page's look goes along, for the provider to check and apply.
    const styled = hostedFieldsFrameUrl(`${FRAME}/hf`, 'https://tienda.senda.mx', 'es-MX', {
      controlHeight: '3rem',
    });
    expect(new URL(styled ?? '').searchParams.get('style')).toBe('{"controlHeight":"3rem"}');
    // The security-code frame: the same capture context, marked as the code part.
    const code = hostedFieldsFrameUrl(
      `${FRAME}/hf?captureContext=cc_1`,
      'https://tienda.senda.mx',
      'es-MX',
      {},
      'code',
    );
    expect(code).toBe(`${FRAME}/hf?captureContext=cc_1&part=code&locale=es-MX`);
  });

  it('turns the frame’s messages into machine events', () => {
    expect(hostedFieldsEvent(from({ source: 'senda-hosted-fields', type: 'ready' }), FRAME)).toEqual({
      type: 'FRAME_READY',
    });
    expect(
      hostedFieldsEvent(
        from({
          source: 'senda-hosted-fields',
          type: 'change',
          brand: 'visa',
          numberComplete: true,
          securityCodeComplete: false,
        }),
        FRAME,
      ),
    ).toEqual({ type: 'FIELDS_CHANGED', brand: 'visa', numberComplete: true, securityCodeComplete: false });
    expect(
      hostedFieldsEvent(
        from({
          source: 'senda-hosted-fields',
          type: 'token',
          token: 'tkn_abc',
          brand: 'visa',
          last4: '4242',
          expiresAt: '2026-01-15T10:15:00.000Z',
        }),
        FRAME,
      ),
    ).toEqual({ type: 'TOKENIZED', token: 'tkn_abc', brand: 'visa', last4: '4242' });
    expect(
      hostedFieldsEvent(
        from({
          source: 'senda-hosted-fields',
          type: 'error',
          reason: 'CAPTURE_CONTEXT_EXPIRED',
          message: 'x',
        }),
        FRAME,
      ),
    ).toEqual({ type: 'TOKENIZE_FAILED', reason: 'CAPTURE_CONTEXT_EXPIRED' });
  });

  it('ignores any other origin, source or shape', () => {
    const ready = { source: 'senda-hosted-fields', type: 'ready' };
    expect(hostedFieldsEvent(from(ready, 'https://evil.example'), FRAME)).toBeNull();
    expect(hostedFieldsEvent(from(ready, 'https://pay.senda-provider.mx.evil.example'), FRAME)).toBeNull();
    expect(hostedFieldsEvent(from(ready), null)).toBeNull();
    expect(hostedFieldsEvent(from({ ...ready, source: 'other' }), FRAME)).toBeNull();
    expect(hostedFieldsEvent(from('ready'), FRAME)).toBeNull();
    expect(
      hostedFieldsEvent(
        from({ source: 'senda-hosted-fields', type: 'token', token: 't', brand: 'visa', last4: '42424' }),
        FRAME,
      ),
    ).toBeNull();
  });

  it('refuses a "token" that is a card number', () => {
    const message = { source: 'senda-hosted-fields', type: 'token', brand: 'visa', last4: '4242' };
    expect(hostedFieldsEvent(from({ ...message, token: '4242424242424242' }), FRAME)).toBeNull();
    expect(hostedFieldsEvent(from({ ...message, token: '4242 4242 4242 4242' }), FRAME)).toBeNull();
  });

  it('hears the challenge page only from its origin and for its transaction', () => {
    const data = { source: 'senda-challenge', transactionId: 'txn_1', status: 'PENDING' };
    expect(challengeAnswered(from(data), FRAME, 'txn_1')).toBe(true);
    expect(challengeAnswered(from(data), FRAME, 'txn_2')).toBe(false);
    expect(challengeAnswered(from(data, 'https://evil.example'), FRAME, 'txn_1')).toBe(false);
  });

  it('asks the frame for a token with the expiry only', () => {
    expect(tokenizeMessage({ expirationMonth: '07', expirationYear: '2029' })).toEqual({
      source: 'senda-storefront',
      type: 'tokenize',
      expirationMonth: '07',
      expirationYear: '2029',
    });
  });
});

describe('payment errors', () => {
  it('recognises the expired capture context by code, message or frame reason', () => {
    expect(isCaptureContextExpiredError({ errorCode: 'CAPTURE_CONTEXT_EXPIRED' })).toBe(true);
    expect(isCaptureContextExpiredError({ description: 'Your capture context has expired.' })).toBe(true);
    expect(isCaptureContextExpiredError({ reason: 'CAPTURE_CONTEXT_EXPIRED' })).toBe(true);
    expect(isCaptureContextExpiredError({ errorCode: 'CARD_DECLINED' })).toBe(false);
    expect(isCaptureContextExpiredError(undefined)).toBe(false);
  });

  it('recognises a refusal to pay the order', () => {
    expect(isOrderNotPayableError({ status: 409, errorCode: 'ORDER_NOT_PAYABLE' })).toBe(true);
    expect(isOrderNotPayableError({ status: 409 })).toBe(true);
    expect(isOrderNotPayableError({ status: 409, errorCode: 'NUMBER_NOT_AVAILABLE' })).toBe(false);
  });

  it('a failed call gets the payment sentence when it has one, else the catalogue’s', () => {
    expect(failureFromRequestError({ errorCode: 'INVALID_PAYMENT_TOKEN', status: 422 })).toEqual({
      reason: 'INVALID_PAYMENT_TOKEN',
      messageId: 'payment.failure.token_invalid',
    });
    expect(failureFromRequestError({ status: 429 })).toEqual({
      reason: 'REQUEST_FAILED',
      messageId: 'errors.http.429',
    });
  });

  it('the frame’s refusals have sentences the customer can act on', () => {
    expect(tokenizeErrorMessageId('INVALID_CARD_NUMBER')).toBe('validation.card_number.invalid');
    expect(tokenizeErrorMessageId('CARD_EXPIRED')).toBe('payment.card.expired');
    expect(tokenizeErrorMessageId('NETWORK_ERROR')).toBe('payment.errors.provider_unreachable');
    expect(tokenizeErrorMessageId('WHATEVER')).toBe('payment.errors.tokenize_failed');
  });
});

describe('frame messages, decided in core', () => {
  const STOREFRONT = 'https://tienda.senda.mx';
  const PROVIDER = FRAME;
  const EVIL = 'https://pay.senda-provider.mx.evil.example';
  const HOSTED_FIELDS = { source: 'senda-hosted-fields' } as const;

  it('reads a frame’s message against where that frame is served from', () => {
    const frames = {
      targetOrigin: STOREFRONT,
      hostedFieldsUrl: `${PROVIDER}/hosted-fields?cc=1`,
      challengeUrl: `${PROVIDER}/challenge/txn_1`,
      transactionId: 'txn_1',
    };
    const ready = { ...HOSTED_FIELDS, type: 'ready' };
    const answered = { source: 'senda-challenge', transactionId: 'txn_1' };
    expect(frameMessageEvent({ frame: 'hostedFields', origin: PROVIDER, data: ready }, frames)).toEqual({
      type: 'FRAME_READY',
    });
    // Each frame is believed only as itself: the challenge page cannot type a card, nor the reverse.
    expect(frameMessageEvent({ frame: 'challenge', origin: PROVIDER, data: ready }, frames)).toBeNull();
    expect(frameMessageEvent({ frame: 'hostedFields', origin: PROVIDER, data: answered }, frames)).toBeNull();
    expect(frameMessageEvent({ frame: 'challenge', origin: PROVIDER, data: answered }, frames)).toEqual({
      type: 'CHALLENGE_ANSWERED',
    });
    expect(frameMessageEvent({ frame: 'challenge', origin: EVIL, data: answered }, frames)).toBeNull();
    expect(
      frameMessageEvent(
        { frame: 'challenge', origin: PROVIDER, data: answered },
        { ...frames, challengeUrl: null },
      ),
    ).toBeNull();
    expect(
      frameMessageEvent(
        { frame: 'hostedFields', origin: PROVIDER, data: ready },
        { ...frames, hostedFieldsUrl: null },
      ),
    ).toBeNull();
    // A frame served from the storefront itself (the sandbox's pages) is heard from the storefront.
    const local = { ...frames, hostedFieldsUrl: '/mocks/payment-provider/hosted-fields?cc=1' };
    expect(frameMessageEvent({ frame: 'hostedFields', origin: STOREFRONT, data: ready }, local)).toEqual({
      type: 'FRAME_READY',
    });
  });

  it('addresses the tokenise request to the frame’s origin only, and to no frame that is not http(s)', () => {
    const expiry = { expirationMonth: '12', expirationYear: '2030' };
    expect(
      tokenizeRequest(expiry, { targetOrigin: STOREFRONT, hostedFieldsUrl: `${PROVIDER}/hf?cc=1` }),
    ).toEqual({
      type: 'tokenize',
      message: { source: 'senda-storefront', type: 'tokenize', ...expiry },
      targetOrigin: PROVIDER,
    });
    expect(
      tokenizeRequest(expiry, { targetOrigin: STOREFRONT, hostedFieldsUrl: '/hf?cc=1' })?.targetOrigin,
    ).toBe(STOREFRONT);
    expect(
      tokenizeRequest(expiry, { targetOrigin: STOREFRONT, hostedFieldsUrl: 'javascript:alert(1)' }),
    ).toBeNull();
    expect(tokenizeRequest(expiry, { targetOrigin: STOREFRONT, hostedFieldsUrl: null })).toBeNull();
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 0, 15).getTime();

  it('is valid through the end of its month', () => {
    expect(cardExpiryStatus('01', '2026', now)).toBe('valid');
    expect(cardExpiryStatus('1', '26', now)).toBe('valid');
    expect(cardExpiryStatus('12', '2025', now)).toBe('expired');
    expect(cardExpiryStatus('', '2030', now)).toBe('missing');
    expect(cardExpiryStatus('13', '2030', now)).toBe('invalid');
    expect(cardExpiryStatus('01', '2099', now)).toBe('invalid');
  });

  it('has a message for every status but valid', () => {
    expect(cardExpiryMessageId('valid')).toBeNull();
    expect(cardExpiryMessageId('expired')).toBe('payment.card.expired');
    expect(cardExpiryMessageId('missing')).toBe('payment.card.expiry_required');
    expect(cardExpiryMessageId('invalid')).toBe('payment.card.expiry_invalid');
  });

  it('reads the one MM/AA field as typed or pasted', () => {
    const april2028 = { month: '04', year: '2028' };
    expect(splitCardExpiry('0428')).toEqual(april2028);
    expect(splitCardExpiry('04/28')).toEqual(april2028);
    expect(splitCardExpiry('4/28')).toEqual(april2028);
    expect(splitCardExpiry('04 / 2028')).toEqual(april2028);
    expect(splitCardExpiry('042028')).toEqual(april2028);
    expect(splitCardExpiry('04/2')).toBeNull();
    expect(splitCardExpiry('abril 28')).toBeNull();
  });

  it('checks the field: a real month, not past, at most 20 years ahead', () => {
    expect(cardExpiryTextStatus('', now)).toBe('missing');
    expect(cardExpiryTextStatus('  ', now)).toBe('missing');
    expect(cardExpiryTextStatus('01/26', now)).toBe('valid');
    expect(cardExpiryTextStatus('12/25', now)).toBe('expired');
    expect(cardExpiryTextStatus('13/28', now)).toBe('invalid');
    expect(cardExpiryTextStatus('00/28', now)).toBe('invalid');
    expect(cardExpiryTextStatus('04/2', now)).toBe('invalid');
    expect(cardExpiryTextStatus('12/46', now)).toBe('valid');
    expect(cardExpiryTextStatus('01/47', now)).toBe('invalid');
  });

  it('puts the "/" in after the month while typing, and lets it be erased', () => {
    expect(formatCardExpiryInput('', '0')).toBe('0');
    expect(formatCardExpiryInput('0', '04')).toBe('04/');
    expect(formatCardExpiryInput('04/', '04/2')).toBe('04/2');
    expect(formatCardExpiryInput('', '0428')).toBe('04/28');
    expect(formatCardExpiryInput('', '04 / 2028')).toBe('04/2028');
    expect(formatCardExpiryInput('04/', '04')).toBe('04');
    expect(formatCardExpiryInput('04/28', '04/2899')).toBe('04/2899');
  });
});

describe('card brand names', () => {
  it('names known brands (master as Mastercard) and nothing else', () => {
    expect(cardBrandDisplayName('VISA')).toBe('Visa');
    expect(cardBrandDisplayName('master')).toBe('Mastercard');
    expect(knownCardBrand('master')).toBe('mastercard');
    expect(cardBrandDisplayName('discover')).toBeNull();
    expect(cardBrandDisplayName(null)).toBeNull();
  });
});
