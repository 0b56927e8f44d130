import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { PaymentInstrumentAnswer } from '../../gateway/payments/payment-instrument.schema.ts';
import type { SavedPaymentMethod } from '../../gateway/payments/saved-payment-method.schema.ts';
import { gatewayRefusal } from '../../gateway/test-support/gateway-refusal.ts';
import { cardEntryMachine } from '../payment/card-entry/card-entry.machine.ts';
import { addPaymentMethodMachine } from './add-payment-method.machine.ts';
import { addPaymentMethodView } from './add-payment-method.view.ts';
import { type PaymentMethodsData, paymentMethodsMachine } from './payment-methods.machine.ts';
import { paymentMethodsView } from './payment-methods.view.ts';
import { savedCardListing } from './saved-card-listing.ts';

const NOW = Date.parse('2026-11-23T18:00:00.000Z');
const refusal = gatewayRefusal;

const card = (id: string, last4: string, extra: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  paymentMethodId: id,
  type: 'CARD',
  brand: 'visa',
  last4,
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: false,
  ...extra,
});
const EXPIRED = card('pm_1', '4242', { expiryMonth: 10, expiryYear: 2026, isDefault: true });
const VALID = card('pm_2', '4444', { brand: 'mastercard' });

const line = (orderRef: string, renewalCard: Line['renewalCard'], status: Line['status'] = 'Active') =>
  ({ orderRef, msisdn: `55${orderRef.padStart(8, '0')}`, status, renewalCard }) as Line;

describe('the customer’s cards, as every page lists them', () => {
  it('marks an expired card, which can never be the default', () => {
    const [expired, valid] = savedCardListing([EXPIRED, VALID], [], NOW);
    expect(expired).toMatchObject({
      key: 'pm_1',
      expired: true,
      // The gateway's default, expired: never shown as the default.
      isDefault: false,
      canBeDefault: false,
      removable: true,
    });
    expect(valid).toMatchObject({ expired: false, canBeDefault: true, expiry: { month: 12, year: 2030 } });
    // An expired card that is not the default is no choice for it either.
    const [, older] = savedCardListing(
      [VALID, card('pm_3', '1111', { expiryMonth: 1, expiryYear: 2025 })],
      [],
      NOW,
    );
    expect(older).toMatchObject({ expired: true, isDefault: false, canBeDefault: false });
  });

  it('lists the card that renews a line, marked, whether it is saved or not', () => {
    const lines = [
      line('1', { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 }),
      line('2', { brand: 'amex', last4: '0005' }),
      line('3', { brand: 'amex', last4: '0005' }),
      line('4', { brand: 'jcb', last4: '0000' }, 'Inactive'),
    ];
    const listed = savedCardListing([EXPIRED, VALID], lines, NOW);
    expect(listed.map((entry) => [entry.key, entry.renews.map((renewed) => renewed.orderRef)])).toEqual([
      ['pm_1', ['1']],
      ['pm_2', []],
      ['line:2', ['2', '3']],
    ]);
    expect(listed[2]).toMatchObject({ paymentMethodId: null, removable: false, canBeDefault: false });
  });

  it('today’s "no saved cards" customer sees the card their line renews with', () => {
    expect(savedCardListing([], [line('1', { brand: 'visa', last4: '4242' })], NOW)).toHaveLength(1);
  });
});

describe('the cards page machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function start(
    setDefault: (id: string) => Promise<SavedPaymentMethod[]>,
    lines: { before: Line[]; after: Line[] } = { before: [], after: [] },
  ) {
    const asked: string[] = [];
    const machine = paymentMethodsMachine.provide({
      actors: {
        load: fromPromise(async () => ({ saved: [EXPIRED, VALID], lines: lines.before })),
        setDefault: fromPromise(async ({ input }) => {
          asked.push(input.paymentMethodId);
          return { saved: await setDefault(input.paymentMethodId), lines: lines.after };
        }),
        remove: fromPromise(
          async (): Promise<PaymentMethodsData> => ({
            saved: [{ ...VALID, isDefault: true }],
            lines: lines.after,
          }),
        ),
      },
    });
    const actor = createActor(machine).start();
    const view = () => paymentMethodsView(actor.getSnapshot(), actor.send, NOW);
    return { actor, view, asked };
  }

  it('one card that is the default already is listed once, not offered as a choice of one', async () => {
    const machine = paymentMethodsMachine.provide({
      actors: {
        load: fromPromise(
          async (): Promise<PaymentMethodsData> => ({ saved: [{ ...VALID, isDefault: true }], lines: [] }),
        ),
      },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(0);
    const view = paymentMethodsView(actor.getSnapshot(), actor.send, NOW);
    expect(view.cards.map((card) => card.key)).toEqual(['pm_2']);
    expect(view.defaultId).toBe('pm_2');
    expect(view.defaultChoices).toEqual([]);
    expect(view.nothingToChoose).toBe(true);
  });

  it('each line a card renews links to the page that replaces that line’s card (the flow answering renewal_card)', async () => {
    const run = start(async () => [], {
      before: [line('ord-7', { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 })],
      after: [],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view().cards[0]?.renews).toEqual([
      expect.objectContaining({
        orderRef: 'ord-7',
        replaceCardPath: expect.stringMatching(/^\/manage\/update-card\/verify\b.*ord-7/),
      }),
    ]);
  });

  it('never asks to make an expired card the default; a valid one becomes it', async () => {
    const run = start(async () => [
      { ...EXPIRED, isDefault: false },
      { ...VALID, isDefault: true },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    // The expired default is listed (marked), never offered or shown as chosen.
    expect(run.view().defaultChoices.map((choice) => choice.key)).toEqual(['pm_2']);
    expect(run.view().defaultId).toBeNull();
    run.view().setDefault('pm_1');
    expect(run.asked).toEqual([]);
    run.view().setDefault('pm_2');
    await vi.advanceTimersByTimeAsync(0);
    expect(run.asked).toEqual(['pm_2']);
    expect(run.view()).toMatchObject({ defaultId: 'pm_2', notice: { tone: 'success' } });
  });

  it('says why the gateway refused (422812), keeping the list', async () => {
    const run = start(async () => {
      throw refusal(422812, 'EXPIRED_CARD_NOT_DEFAULT');
    });
    await vi.advanceTimersByTimeAsync(0);
    run.view().setDefault('pm_2');
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view()).toMatchObject({
      defaultId: null,
      notice: { tone: 'danger', messageId: 'payment_methods.expired_not_default' },
    });
  });

  it('removes a saved card and shows the list the gateway answered', async () => {
    const run = start(async () => []);
    await vi.advanceTimersByTimeAsync(0);
    run.view().remove('pm_1');
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view().cards.map((entry) => entry.key)).toEqual(['pm_2']);
  });

  // "We removed the card." and it stayed, listed as renewing the line.
  const renewing = (renewalCard: Line['renewalCard']) =>
    ({
      ...line('SND-1', renewalCard),
      autoRenewal: true,
      renewalDate: '2026-11-26T06:00:00.000Z',
    }) as Line;
  const visaExpired = { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 };
  const mastercard = { brand: 'mastercard', last4: '4444', expiryMonth: 12, expiryYear: 2030 };

  it('warns that the next renewal would charge the expired card, and what to do', async () => {
    const run = start(async () => [], { before: [renewing(visaExpired)], after: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view().renewalWarnings).toEqual([
      {
        messageId: 'payment_methods.renewal_card_expired.choose',
        msisdn: '55000SND-1',
        orderRef: 'SND-1',
        renewalDate: '2026-11-26T06:00:00.000Z',
        brand: 'Visa',
        last4: '4242',
      },
    ]);
  });

  it('removing the expired card removes it: the line, read again, renews with the new default, and the warning goes', async () => {
    const run = start(async () => [], {
      before: [renewing(visaExpired)],
      after: [renewing(mastercard)],
    });
    await vi.advanceTimersByTimeAsync(0);
    run.view().remove('pm_1');
    await vi.advanceTimersByTimeAsync(0);
    const view = run.view();
    expect(view.cards.map((entry) => [entry.last4, entry.renews.length])).toEqual([['4444', 1]]);
    expect(view.cards.some((entry) => entry.last4 === '4242')).toBe(false);
    expect(view.renewalWarnings).toEqual([]);
    expect(view).toMatchObject({
      defaultId: 'pm_2',
      notice: { messageId: 'select_payment_methods.removed' },
    });
  });
});

describe('adding a card without paying', () => {
  const ORIGIN = 'https://senda.test';
  const CHALLENGE_URL = 'https://pay.provider.test/mocks/payment-provider/challenge/pm_9?key=k';
  const answer = (status: PaymentInstrumentAnswer['status']): PaymentInstrumentAnswer => ({
    paymentMethodId: 'pm_9',
    status,
    challengeUrl: status === 'AUTHENTICATION_REQUIRED' ? CHALLENGE_URL : null,
    reason: null,
    paymentMethods: [],
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function start(
    validate: () => Promise<PaymentInstrumentAnswer>,
    authenticate: PaymentInstrumentAnswer[] = [],
  ) {
    const sent: unknown[] = [];
    const machine = addPaymentMethodMachine.provide({
      actors: {
        cardEntry: cardEntryMachine.provide({
          actors: {
            fetchCaptureContext: fromPromise(async () => ({
              captureContext: 'cc_1',
              hostedFieldsUrl: 'https://pay.provider.test/hosted-fields',
              issuedAt: new Date(NOW).toISOString(),
              expiresAt: new Date(NOW + 15 * 60 * 1000).toISOString(),
            })),
          },
        }),
        validateAndAdd: fromPromise(async ({ input }) => {
          sent.push({ validate: input });
          return validate();
        }),
        authenticate: fromPromise(async ({ input }) => {
          sent.push({ authenticate: input });
          return authenticate.shift() ?? answer('ACTIVE');
        }),
      },
    });
    const actor = createActor(machine, { input: { targetOrigin: ORIGIN } }).start();
    const view = () => addPaymentMethodView(actor.getSnapshot());
    return { actor, view, sent };
  }

  async function typeCard(run: ReturnType<typeof start>) {
    await vi.advanceTimersByTimeAsync(0);
    const entry = run.view().cardEntry as AnyActorRef;
    entry.send({ type: 'FIELDS_CHANGED', brand: 'visa', numberComplete: true, securityCodeComplete: true });
    entry.send({ type: 'PAY', expirationMonth: '08', expirationYear: '2031' });
    entry.send({ type: 'TOKENIZED', token: 'tkn_1', brand: 'visa', last4: '3220' });
    await vi.advanceTimersByTimeAsync(0);
  }

  it('shows the bank’s page when it asks, and saves the card once the page says it was answered', async () => {
    const run = start(async () => answer('AUTHENTICATION_REQUIRED'));
    const added: unknown[] = [];
    run.actor.on('added', (event) => added.push(event));
    await typeCard(run);
    expect(run.view()).toMatchObject({ screen: 'challenge', challengeUrl: CHALLENGE_URL });
    // Another window's message, or one about another card, is not believed.
    const data = { source: 'senda-challenge', transactionId: 'pm_9', status: 'PENDING' };
    run.actor.send({ type: 'FRAME_MESSAGE', frame: 'challenge', origin: 'https://evil.test', data });
    run.actor.send({
      type: 'FRAME_MESSAGE',
      frame: 'challenge',
      origin: 'https://pay.provider.test',
      data: { ...data, transactionId: 'pm_1' },
    });
    expect(run.view().screen).toBe('challenge');
    run.actor.send({ type: 'FRAME_MESSAGE', frame: 'challenge', origin: 'https://pay.provider.test', data });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view().screen).toBe('added');
    expect(added).toEqual([{ type: 'added', paymentMethodId: 'pm_9' }]);
    expect(run.sent).toEqual([
      { validate: { token: 'tkn_1' } },
      { authenticate: { paymentMethodId: 'pm_9' } },
    ]);
    expect(run.actor.getSnapshot().context.token).toBeNull();
  });

  it('a challenge refused: nothing saved, and another card may be tried', async () => {
    const run = start(async () => answer('AUTHENTICATION_REQUIRED'), [answer('FAILED')]);
    await typeCard(run);
    run.actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view()).toMatchObject({ screen: 'failed', notice: 'payment_methods.add.failed' });
    run.actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.view().screen).toBe('card');
  });

  it('a card its bank declines (422813) goes back to the form, saying so', async () => {
    const run = start(async () => {
      throw refusal(422813, 'CARD_NOT_VALIDATED');
    });
    await typeCard(run);
    expect(run.view()).toMatchObject({ screen: 'card', notice: 'payment_methods.not_validated' });
  });
});
