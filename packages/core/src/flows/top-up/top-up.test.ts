import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { GatewayError } from '../../gateway/gateway-error.ts';
import type { TopUpLine } from './gateway/top-up-line.ts';
import { maskHolder, readTopUpNumber, topUpRefusalOf, topUpRetryMinutes } from './top-up.rules.ts';
import { provideTopUp } from './top-up.services.ts';
import type { TopUpCalls } from './top-up.types.ts';
import { topUpView } from './top-up.view.ts';

const LINE: TopUpLine = {
  msisdn: '5512345678',
  holderMasked: 'L••• H•••',
  plan: { name: 'Senda 200', price: { amount: 200, currency: 'MXN' } },
  renewalDate: '2026-12-01',
  renewsUntil: '2026-12-31',
  dataAddOns: [
    { sku: 'ADDON-GB-1', dataGb: 1, price: { amount: 20, currency: 'MXN' } },
    { sku: 'ADDON-GB-3', dataGb: 3, price: { amount: 45, currency: 'MXN' } },
  ],
};

const refusal = (status: number, errorId?: number, retryAfterSeconds?: number) =>
  Object.assign(new Error('refused'), { status, errorId, retryAfterSeconds });

describe('the number typed', () => {
  it('reads 10 digits however people write them, with or without +52', () => {
    for (const typed of [
      '5512345678',
      '55 1234 5678',
      '(55) 1234-5678',
      '+52 55 1234 5678',
      '52 5512345678',
    ]) {
      expect(readTopUpNumber(typed)).toEqual({ kind: 'valid', msisdn: '5512345678' });
    }
  });

  it('says what to fix: nothing typed, letters, too few or too many digits', () => {
    expect(readTopUpNumber('  ')).toEqual({ kind: 'invalid', messageId: 'top_up.number.required' });
    expect(readTopUpNumber('55 1234 567O')).toEqual({
      kind: 'invalid',
      messageId: 'top_up.number.digits_only',
    });
    expect(readTopUpNumber('551234567')).toEqual({ kind: 'invalid', messageId: 'top_up.number.length' });
    expect(readTopUpNumber('551234567890')).toEqual({ kind: 'invalid', messageId: 'top_up.number.length' });
  });
});

describe('the holder as a stranger sees them', () => {
  it('keeps the first letter of each name and hides the rest and its length', () => {
    expect(maskHolder(['Lucía', 'Hernández'])).toBe('L••• H•••');
    expect(maskHolder(['María José', undefined, 'de la Rosa'])).toBe('M••• J••• D••• L••• R•••');
    expect(maskHolder(['Ángel', 'Ñúñez'])).toBe('Á••• Ñ•••');
    expect(maskHolder([undefined, ' '])).toBe('•••');
  });

  it('never lets a whole name through', () => {
    expect(maskHolder(['Lucía', 'Hernández'])).not.toMatch(/ucía|ernández/);
  });
});

describe('the lookup limit', () => {
  it('reads 429 as too many tries, with the wait rounded up to whole minutes', () => {
    expect(topUpRefusalOf(refusal(429, 429060, 61))).toBe('too-many-tries');
    expect(topUpRetryMinutes(61)).toBe(2);
    expect(topUpRetryMinutes(5)).toBe(1);
    // No Retry-After: the whole window.
    expect(topUpRetryMinutes(null)).toBe(15);
  });

  it('tells a number that is not Senda’s from a line that is not active', () => {
    expect(topUpRefusalOf(refusal(404, 404960))).toBe('unknown');
    expect(topUpRefusalOf(refusal(422, 422960))).toBe('not-active');
    expect(topUpRefusalOf(refusal(500))).toBe('other');
  });
});

function start(calls: Partial<TopUpCalls> = {}) {
  const made: unknown[] = [];
  const machine = provideTopUp({
    lookUp: async () => LINE,
    create: async (body) => {
      made.push(body);
      return { paylinkId: 'pl_1', amount: { amount: 200, currency: 'MXN' } };
    },
    ...calls,
  });
  let key = 0;
  const actor = createActor(machine, { input: { newKey: () => `key-${++key}-abcdef` } }).start();
  return { actor, made };
}

describe('the recarga machine', () => {
  it('a bad number is refused before any call, and what was typed stays', async () => {
    let asked = 0;
    const { actor } = start({
      lookUp: async () => {
        asked++;
        return LINE;
      },
    });
    actor.send({ type: 'NUMBER_CHANGED', value: '55 1234' });
    actor.send({ type: 'LOOK_UP' });
    const view = topUpView(actor.getSnapshot());
    expect(view).toMatchObject({
      screen: 'number',
      typedNumber: '55 1234',
      numberErrorId: 'top_up.number.length',
    });
    expect(asked).toBe(0);
  });

  it('number → line → e-mail → the pay-by-link page of the recarga, once', async () => {
    const { actor, made } = start();
    actor.send({ type: 'NUMBER_CHANGED', value: '55 1234 5678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.matches('confirm'));
    expect(topUpView(actor.getSnapshot()).line).toEqual(LINE);
    actor.send({ type: 'EMAIL_CHANGED', value: 'no-es-correo' });
    actor.send({ type: 'PAY' });
    expect(topUpView(actor.getSnapshot()).emailErrorId).not.toBeNull();
    actor.send({ type: 'EMAIL_CHANGED', value: ' amiga@example.mx ' });
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(made).toEqual([
      { msisdn: '5512345678', payerEmail: 'amiga@example.mx', idempotencyKey: 'key-1-abcdef-1' },
    ]);
    expect(topUpView(actor.getSnapshot()).redirectTo).toBe('/payment/paylink?paylink_id=pl_1');
  });

  it('renew the plan or add data: the add-on chosen is what is made and paid; one the line does not offer is ignored', async () => {
    const { actor, made } = start();
    actor.send({ type: 'NUMBER_CHANGED', value: '5512345678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.matches('confirm'));
    // The renewal is chosen first, at the plan's price.
    expect(topUpView(actor.getSnapshot())).toMatchObject({ sku: null, amount: 200 });
    actor.send({ type: 'CHOOSE', sku: 'ADDON-GB-5' });
    expect(topUpView(actor.getSnapshot())).toMatchObject({ sku: null, amount: 200 });
    actor.send({ type: 'CHOOSE', sku: 'ADDON-GB-3' });
    expect(topUpView(actor.getSnapshot())).toMatchObject({ sku: 'ADDON-GB-3', amount: 45 });
    actor.send({ type: 'EMAIL_CHANGED', value: 'amiga@example.mx' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(made).toEqual([
      {
        msisdn: '5512345678',
        payerEmail: 'amiga@example.mx',
        idempotencyKey: 'key-1-abcdef-1-ADDON-GB-3',
        sku: 'ADDON-GB-3',
      },
    ]);
  });

  it('a number that is not Senda’s goes back to the number with the answer, the number kept', async () => {
    const { actor } = start({ lookUp: async () => Promise.reject(refusal(404, 404960)) });
    actor.send({ type: 'NUMBER_CHANGED', value: '3312345678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.refusalId !== null);
    expect(topUpView(actor.getSnapshot())).toMatchObject({
      screen: 'number',
      typedNumber: '3312345678',
      numberErrorId: 'top_up.refusal.unknown',
    });
  });

  it('an inactive line is told apart', async () => {
    const { actor } = start({ lookUp: async () => Promise.reject(refusal(422, 422960)) });
    actor.send({ type: 'NUMBER_CHANGED', value: '3312345678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.context.refusalId !== null);
    expect(topUpView(actor.getSnapshot()).numberErrorId).toBe('top_up.refusal.not_active');
  });

  it('past the lookup limit the page says how long to wait', async () => {
    const error = new GatewayError({
      kind: 'http',
      status: 429,
      statusText: 'Too Many Requests',
      url: '/top-ups/line',
      body: {},
      errorId: 429060,
      retryAfterSeconds: 600,
    });
    const { actor } = start({ lookUp: async () => Promise.reject(error) });
    actor.send({ type: 'NUMBER_CHANGED', value: '5512345678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.matches('tooManyTries'));
    expect(topUpView(actor.getSnapshot())).toMatchObject({ screen: 'too-many-tries', retryMinutes: 10 });
  });

  it('a recarga made but not answered is asked for again with the same key', async () => {
    const keys: string[] = [];
    let first = true;
    const { actor } = start({
      create: async (body) => {
        keys.push(body.idempotencyKey);
        if (first) {
          first = false;
          throw refusal(503);
        }
        return { paylinkId: 'pl_2', amount: { amount: 200, currency: 'MXN' } };
      },
    });
    actor.send({ type: 'NUMBER_CHANGED', value: '5512345678' });
    actor.send({ type: 'LOOK_UP' });
    await waitFor(actor, (s) => s.matches('confirm'));
    actor.send({ type: 'EMAIL_CHANGED', value: 'amiga@example.mx' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('createFailed'));
    expect(topUpView(actor.getSnapshot()).screen).toBe('failed');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(keys).toEqual(['key-1-abcdef-1', 'key-1-abcdef-1']);
  });
});
