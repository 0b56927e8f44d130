import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { captureContext, isCaptureContextExpired } from './capture-context.ts';
import { enabledPaymentMethods } from './enabled-payment-methods.ts';
import { isPaylinkPayable, paylinkDetails } from './paylink-details.ts';
import {
  IdempotencyKeySchema,
  newIdempotencyKey,
  PaymentRequestBodySchema,
  type PaymentRequestInput,
  paymentRequest,
} from './payment-request.ts';
import { paymentRequestStatus } from './payment-request-status.ts';
import { transactionStatus } from './transaction-status.ts';

const { client, answer } = setupGatewayTest();

describe('enabledPaymentMethods', () => {
  it('GETs the enabled methods with credentials', async () => {
    const methods = [
      {
        paymentMethod: 'CARD',
        label: 'Tarjeta de crédito o débito',
        cardBrands: ['visa', 'mastercard', 'amex'],
      },
      { paymentMethod: 'OXXO', label: 'Pago en efectivo en OXXO' },
    ];
    const calls = answer('GET', 'payment-service/v1/payment-methods/enabled', { result: methods });
    await expect(enabledPaymentMethods(client)).resolves.toEqual([
      methods[0],
      { ...methods[1], cardBrands: [] },
    ]);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('rejects a method without a label', async () => {
    answer('GET', 'payment-service/v1/payment-methods/enabled', { result: [{ paymentMethod: 'CARD' }] });
    await expectSchemaError(enabledPaymentMethods(client));
  });
});

describe('captureContext', () => {
  const CONTEXT = {
    captureContext: 'eyJraWQiOiJzYW5kYm94In0.ctx',
    hostedFieldsUrl: '/mocks/payment-provider/hosted-fields.html',
    issuedAt: '2026-03-01T17:45:00.000Z',
    expiresAt: '2026-03-01T18:00:00.000Z',
  };

  it('POSTs the target origin with credentials and returns the context', async () => {
    const calls = answer('POST', 'payment-service/v1/capture-context', { result: CONTEXT });
    await expect(captureContext(client, { targetOrigin: 'https://tienda.senda.mx' })).resolves.toEqual(
      CONTEXT,
    );
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).json).toEqual({ targetOrigin: 'https://tienda.senda.mx' });
  });

  it('rejects a context without an expiry', async () => {
    answer('POST', 'payment-service/v1/capture-context', { result: { ...CONTEXT, expiresAt: undefined } });
    await expectSchemaError(captureContext(client, { targetOrigin: 'https://tienda.senda.mx' }));
  });

  it('isCaptureContextExpired is true from the expiry instant on', () => {
    const at = Date.parse(CONTEXT.expiresAt);
    expect(isCaptureContextExpired(CONTEXT, at - 1)).toBe(false);
    expect(isCaptureContextExpired(CONTEXT, at)).toBe(true);
  });
});

describe('paymentRequest', () => {
  const PATH = 'payment-service/v4/payment_request';
  const KEY = 'pay_a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d0';

  it('POSTs order, method, token, brand and last four with credentials', async () => {
    const calls = answer('POST', PATH, {
      result: {
        transactionId: 'TX-1',
        status: 'CHALLENGE',
        challengeUrl: '/mocks/payment-provider/3ds?tx=TX-1',
      },
    });
    const result = await paymentRequest(client, {
      orderRef: 'ORD-9',
      paymentMethod: 'CARD',
      idempotencyKey: KEY,
      transientToken: 'tt_01HZX9K2M7',
      card: { brand: 'visa', last4: '4242' },
      saveCard: false,
    });
    expect(result).toEqual({
      transactionId: 'TX-1',
      status: 'CHALLENGE',
      challengeUrl: '/mocks/payment-provider/3ds?tx=TX-1',
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({
      orderRef: 'ORD-9',
      paymentMethod: 'CARD',
      idempotencyKey: KEY,
      transientToken: 'tt_01HZX9K2M7',
      cardBrand: 'visa',
      cardLast4: '4242',
      saveCard: false,
    });
  });

  it('pays with a saved card by its paymentMethodId, without a token', async () => {
    const calls = answer('POST', PATH, { result: { transactionId: 'TX-4', status: 'PENDING' } });
    await paymentRequest(client, {
      orderRef: 'ORD-9',
      paymentMethod: 'SAVED_CARD',
      idempotencyKey: KEY,
      paymentMethodId: 'pm_7',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(onlyCall(calls).json).toEqual({
      orderRef: 'ORD-9',
      paymentMethod: 'SAVED_CARD',
      idempotencyKey: KEY,
      paymentMethodId: 'pm_7',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('refuses a saved-card payment without the saved card, or with a token besides it', async () => {
    const calls = answer('POST', PATH, { result: { transactionId: 'TX-5', status: 'PENDING' } });
    await expect(
      paymentRequest(client, { orderRef: 'ORD-9', paymentMethod: 'SAVED_CARD', idempotencyKey: KEY }),
    ).rejects.toThrow(/saved card/);
    await expect(
      paymentRequest(client, {
        orderRef: 'ORD-9',
        paymentMethod: 'SAVED_CARD',
        idempotencyKey: KEY,
        paymentMethodId: 'pm_7',
        transientToken: 'tt_1',
      }),
    ).rejects.toThrow(/saved card/);
    expect(calls).toHaveLength(0);
  });

  it('sends a cash payment without a token', async () => {
    const calls = answer('POST', PATH, { result: { transactionId: 'TX-2', status: 'PENDING' } });
    await paymentRequest(client, { orderRef: 'ORD-9', paymentMethod: 'OXXO', idempotencyKey: KEY });
    expect(onlyCall(calls).json).toEqual({ orderRef: 'ORD-9', paymentMethod: 'OXXO', idempotencyKey: KEY });
  });

  it('never sends card data that slipped into the input at run time', async () => {
    const calls = answer('POST', PATH, { result: { transactionId: 'TX-3', status: 'PENDING' } });
    const sneaky = {
      orderRef: 'ORD-9',
      paymentMethod: 'CARD',
      idempotencyKey: KEY,
      transientToken: 'tt_1',
      card: { brand: 'visa', last4: '4242', number: '4242424242424242' },
      cardNumber: '4242424242424242',
      cvv: '123',
    } as unknown as PaymentRequestInput;
    await paymentRequest(client, sneaky);
    const sent = JSON.stringify(onlyCall(calls).json);
    expect(sent).not.toContain('4242424242424242');
    expect(sent).not.toContain('123');
  });

  it.each([
    ['a card number as the token', { transientToken: '4242 4242 4242 4242' }],
    ['a card payment without a token', { transientToken: undefined }],
    ['more than four digits as last four', { card: { brand: 'visa', last4: '424242' } }],
    ['a payment without an idempotency key', { idempotencyKey: undefined }],
    ['an idempotency key too short to be unique', { idempotencyKey: 'pay_1' }],
  ])('refuses to send %s', async (_label, over) => {
    const calls = answer('POST', PATH, { result: { transactionId: 'TX', status: 'PENDING' } });
    const input = {
      orderRef: 'ORD-9',
      paymentMethod: 'CARD',
      idempotencyKey: KEY,
      transientToken: 'tt_1',
      ...over,
    };
    await expect(paymentRequest(client, input as PaymentRequestInput)).rejects.toBeInstanceOf(v.ValiError);
    expect(calls).toHaveLength(0);
  });

  it('the body schema refuses any extra key', () => {
    expect(
      v.safeParse(PaymentRequestBodySchema, { orderRef: 'O', paymentMethod: 'OXXO', securityCode: '123' })
        .success,
    ).toBe(false);
  });

  it('does not compile with a card number or security code', () => {
    // Checked by `npx tsc -b`, which compiles this file (these lines do nothing at run time). Each
    // shape differs from a valid input only by the card data it carries: the valid one must
    // type-check, so what the `not` lines refuse is the card data and nothing else.
    const valid = { orderRef: 'O', paymentMethod: 'CARD', idempotencyKey: KEY, transientToken: 'tt_1' };
    expectTypeOf(valid).toExtend<PaymentRequestInput>();
    expectTypeOf({ ...valid, cardNumber: '4242424242424242' }).not.toExtend<PaymentRequestInput>();
    expectTypeOf({ ...valid, securityCode: '123' }).not.toExtend<PaymentRequestInput>();
    expectTypeOf({ ...valid, cvv: '123' }).not.toExtend<PaymentRequestInput>();
    expectTypeOf({
      ...valid,
      card: { brand: 'visa', last4: '4242', number: '4242424242424242' },
    }).not.toExtend<PaymentRequestInput>();
    expectTypeOf({ ...valid, card: { brand: 'visa', last4: '4242' } }).toExtend<PaymentRequestInput>();
  });

  it('rejects a transaction status the app does not know', async () => {
    answer('POST', PATH, { result: { transactionId: 'TX', status: 'AUTHORISED' } });
    await expectSchemaError(
      paymentRequest(client, { orderRef: 'ORD-9', paymentMethod: 'OXXO', idempotencyKey: KEY }),
    );
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh key the body schema accepts, every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(v.is(IdempotencyKeySchema, key)).toBe(true);
  });

  it('has no digits, so no key can ever look like a card number to a gateway', () => {
    for (let index = 0; index < 500; index += 1) expect(newIdempotencyKey()).not.toMatch(/\d/);
  });
});

describe('paymentRequestStatus', () => {
  it('GETs the transaction made under an idempotency key, with credentials', async () => {
    const calls = answer('GET', 'payment-service/v4/payment_request/:idempotencyKey/status', {
      result: { transactionId: 'TX-8', status: 'PENDING', orderRef: 'ORD-9' },
    });
    await expect(
      paymentRequestStatus(client, { idempotencyKey: 'pay_a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d0' }),
    ).resolves.toEqual({ transactionId: 'TX-8', status: 'PENDING', orderRef: 'ORD-9' });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toMatch(/payment_request\/pay_a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d0\/status$/);
  });
});

describe('transactionStatus', () => {
  it('GETs the status of a transaction with credentials', async () => {
    const calls = answer('GET', 'payment-service/v1/transactions/:transactionId/status', {
      result: { transactionId: 'TX-1', status: 'FAILED', reason: 'INSUFFICIENT_FUNDS' },
    });
    await expect(transactionStatus(client, { transactionId: 'TX-1' })).resolves.toEqual({
      transactionId: 'TX-1',
      status: 'FAILED',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(onlyCall(calls).url.pathname).toBe('/gateway/payment-service/v1/transactions/TX-1/status');
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('rejects an answer without a status', async () => {
    answer('GET', 'payment-service/v1/transactions/:transactionId/status', {
      result: { transactionId: 'TX-1' },
    });
    await expectSchemaError(transactionStatus(client, { transactionId: 'TX-1' }));
  });
});

describe('paylinkDetails', () => {
  const PAYLINK = {
    paylinkId: 'PL-5',
    orderRef: 'ORD-9',
    amount: { amount: 299, currency: 'MXN' },
    status: 'ACTIVE',
    expiresAt: '2026-03-08T06:00:00.000Z',
    customerEmail: 'a***@example.mx',
  };

  it('GETs a paylink by id without credentials', async () => {
    const calls = answer('GET', 'payment-service/v1/paylinks/:paylinkId', { result: PAYLINK });
    await expect(paylinkDetails(client, { paylinkId: 'PL-5' })).resolves.toEqual({
      ...PAYLINK,
      description: '',
    });
    expect(onlyCall(calls).url.pathname).toBe('/gateway/payment-service/v1/paylinks/PL-5');
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('rejects an unknown paylink status', async () => {
    answer('GET', 'payment-service/v1/paylinks/:paylinkId', { result: { ...PAYLINK, status: 'OPEN' } });
    await expectSchemaError(paylinkDetails(client, { paylinkId: 'PL-5' }));
  });

  it('isPaylinkPayable needs ACTIVE and a future expiry', () => {
    const at = Date.parse(PAYLINK.expiresAt);
    expect(isPaylinkPayable({ status: 'ACTIVE', expiresAt: PAYLINK.expiresAt }, at - 1)).toBe(true);
    expect(isPaylinkPayable({ status: 'ACTIVE', expiresAt: PAYLINK.expiresAt }, at)).toBe(false);
    expect(isPaylinkPayable({ status: 'PAID', expiresAt: PAYLINK.expiresAt }, at - 1)).toBe(false);
    expect(isPaylinkPayable({ status: 'EXPIRED', expiresAt: PAYLINK.expiresAt }, at - 1)).toBe(false);
  });
});
