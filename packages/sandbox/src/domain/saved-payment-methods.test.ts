import { newIdempotencyKey } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { createManualClock, createSeededRandom } from './clock.ts';
import { FAILURES, SandboxFailure } from './failures.ts';
import type { SavedCardRecord } from './sandbox-data.schema.ts';
import { SandboxState } from './sandbox-state.ts';

const ORIGIN = 'http://storefront.test';
const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';
const DECLINE = '4000000000000002';

function setup() {
  const clock = createManualClock();
  const state = new SandboxState({ clock, random: createSeededRandom(11) });
  return { state, clock };
}

/** An active account, signed up and validated through the domain. */
function customer(state: SandboxState, email = 'ana@example.mx'): string {
  const otp = state.auth.signUp(email, 'web', 'es-MX', {});
  return state.auth.validate('signup', otp.id, otp.code).userId;
}

/** What the hosted-fields frame does: a fresh transient token for a card. */
function cardToken(state: SandboxState, userId: string, cardNumber = VISA, month = '12', year = '2030') {
  const context = state.provider.createCaptureContext(userId, ORIGIN);
  return state.provider.tokenise({
    captureContext: context.id,
    cardNumber,
    securityCode: '123',
    expirationMonth: month,
    expirationYear: year,
  }).token;
}

/** A new eSIM order waiting for payment. */
function pendingOrder(state: SandboxState, userId: string): string {
  const user = state.auth.user(userId);
  const [number] = state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
  if (!user || !number) throw new Error('setup');
  state.numbers.lock(number.number, userId);
  return state.orders.create(user, {
    simType: 'esim',
    numberType: 'NEW',
    selectedNumber: number.number,
    items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-150' }],
  }).orderRef;
}

/** payment_request, then polls until the transaction leaves PENDING. */
function pay(state: SandboxState, userId: string, cardNumber: string, saveCard: boolean) {
  const payment = state.payments.request(userId, {
    orderRef: pendingOrder(state, userId),
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    token: cardToken(state, userId, cardNumber),
    saveCard,
  });
  // The first poll answers PENDING (limits.pendingPollsBeforeSettled), the second the outcome.
  state.payments.poll(payment.transactionId, userId);
  state.payments.poll(payment.transactionId, userId);
  return payment;
}

const shown = (cards: SavedCardRecord[]) => cards.map((card) => [card.brand, card.last4, card.isDefault]);

function failureOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof SandboxFailure) return error.spec;
    throw error;
  }
  throw new Error('no failure');
}

describe('saved cards', () => {
  it('keeps brand, last four, expiry and the outcome; the first card is the default', () => {
    const { state, clock } = setup();
    const userId = customer(state);
    expect(state.savedCards.list(userId)).toEqual([]);

    const visa = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, '7', '29'), false);
    expect(visa).toEqual({
      paymentMethodId: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      expiryMonth: 7,
      expiryYear: 2029,
      outcome: 'approve',
      isDefault: true,
      createdAt: clock.now(),
    });
    state.savedCards.addFromToken(userId, cardToken(state, userId, DECLINE), false);
    expect(state.savedCards.list(userId).map((card) => [card.last4, card.outcome, card.isDefault])).toEqual([
      ['4242', 'approve', true],
      ['0002', 'decline', false],
    ]);
    // The state never holds the number nor the security code.
    expect(state.serialize()).not.toContain(VISA);
    expect(state.serialize()).not.toContain(DECLINE);
    expect(state.serialize()).not.toContain('"123"');
  });

  it('makeDefault on a new card moves the flag; another card can be made the default later', () => {
    const { state } = setup();
    const userId = customer(state);
    const visa = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA), false);
    state.savedCards.addFromToken(userId, cardToken(state, userId, MASTERCARD), true);
    expect(shown(state.savedCards.list(userId))).toEqual([
      ['visa', '4242', false],
      ['mastercard', '4444', true],
    ]);
    state.savedCards.makeDefault(userId, visa.paymentMethodId);
    expect(shown(state.savedCards.list(userId))).toEqual([
      ['visa', '4242', true],
      ['mastercard', '4444', false],
    ]);
    expect(failureOf(() => state.savedCards.makeDefault(userId, 'pm_nope'))).toBe(FAILURES.notFound);
  });

  it('does not save the same card twice, but makeDefault still applies to it', () => {
    const { state } = setup();
    const userId = customer(state);
    const visa = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA), false);
    state.savedCards.addFromToken(userId, cardToken(state, userId, MASTERCARD), true);
    const again = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA), true);
    expect(again.paymentMethodId).toBe(visa.paymentMethodId);
    expect(shown(state.savedCards.list(userId))).toEqual([
      ['visa', '4242', true],
      ['mastercard', '4444', false],
    ]);
    // Same number, another expiry: the bank issued a new card, which is saved beside the old one.
    state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, '1', '2031'), false);
    expect(state.savedCards.list(userId).map((card) => card.expiryYear)).toEqual([2030, 2030, 2031]);
  });

  it('deleting the default makes the most recently saved remaining card the default', () => {
    const { state, clock } = setup();
    const userId = customer(state);
    const first = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA), false);
    clock.advance(1000);
    const second = state.savedCards.addFromToken(userId, cardToken(state, userId, MASTERCARD), false);
    clock.advance(1000);
    const third = state.savedCards.addFromToken(userId, cardToken(state, userId, DECLINE), false);

    state.savedCards.remove(userId, first.paymentMethodId);
    expect(state.savedCards.list(userId).map((card) => [card.paymentMethodId, card.isDefault])).toEqual([
      [second.paymentMethodId, false],
      [third.paymentMethodId, true],
    ]);
    // Deleting a card that is not the default leaves the default where it is.
    state.savedCards.remove(userId, second.paymentMethodId);
    expect(shown(state.savedCards.list(userId))).toEqual([['visa', '0002', true]]);
    state.savedCards.remove(userId, third.paymentMethodId);
    expect(state.savedCards.list(userId)).toEqual([]);
    expect(failureOf(() => state.savedCards.remove(userId, third.paymentMethodId))).toBe(FAILURES.notFound);
  });

  it('keeps at most 5 cards per customer; a card already saved is still accepted', () => {
    const { state } = setup();
    const userId = customer(state);
    for (const month of ['1', '2', '3', '4', '5']) {
      state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, month, '2030'), false);
    }
    const spec = failureOf(() =>
      state.savedCards.addFromToken(userId, cardToken(state, userId, MASTERCARD), false),
    );
    expect(spec).toMatchObject({ status: 422, errorCode: 'SAVED_CARDS_LIMIT' });
    expect(state.savedCards.list(userId)).toHaveLength(5);
    state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, '3', '2030'), true);
    expect(state.savedCards.list(userId).map((card) => card.isDefault)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    // Another customer has a limit of their own.
    const other = customer(state, 'otra@example.mx');
    state.savedCards.addFromToken(other, cardToken(state, other, MASTERCARD), false);
    expect(state.savedCards.list(other)).toHaveLength(1);
  });

  it('spends the token as payment_request does: used, unknown, lapsed tokens fail the same way', () => {
    const { state, clock } = setup();
    const userId = customer(state);
    const token = cardToken(state, userId);
    state.savedCards.addFromToken(userId, token, false);
    expect(failureOf(() => state.savedCards.addFromToken(userId, token, false))).toBe(
      FAILURES.cardTokenInvalid,
    );
    expect(failureOf(() => state.savedCards.addFromToken(userId, 'tkn_made_up', false))).toBe(
      FAILURES.cardTokenInvalid,
    );
    const expiredContext = cardToken(state, userId, '4000000000000069');
    expect(failureOf(() => state.savedCards.addFromToken(userId, expiredContext, false))).toBe(
      FAILURES.captureContextExpired,
    );
    const late = cardToken(state, userId, MASTERCARD);
    clock.advance(15 * 60 * 1000);
    expect(failureOf(() => state.savedCards.addFromToken(userId, late, false))).toBe(
      FAILURES.captureContextExpired,
    );
    expect(shown(state.savedCards.list(userId))).toEqual([['visa', '4242', true]]);
  });

  it('another customer cannot touch a card by its id: it is as unknown as a made-up one', () => {
    const { state } = setup();
    const ana = customer(state);
    const eva = customer(state, 'eva@example.mx');
    const card = state.savedCards.addFromToken(ana, cardToken(state, ana), false);
    expect(failureOf(() => state.savedCards.remove(eva, card.paymentMethodId))).toBe(FAILURES.notFound);
    expect(failureOf(() => state.savedCards.makeDefault(eva, card.paymentMethodId))).toBe(FAILURES.notFound);
    expect(state.savedCards.list(ana)).toHaveLength(1);
    expect(state.savedCards.list(eva)).toEqual([]);
  });
});

describe('saving the card of a payment (saveCard)', () => {
  it('saves it when the transaction succeeds, once, and not when saveCard is off', () => {
    const { state } = setup();
    const userId = customer(state);
    const first = pay(state, userId, VISA, true);
    expect(state.payments.get(first.transactionId)?.status).toBe('SUCCESS');
    expect(state.savedCards.list(userId)).toMatchObject([
      { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, isDefault: true },
    ]);
    pay(state, userId, VISA, true);
    pay(state, userId, MASTERCARD, false);
    expect(shown(state.savedCards.list(userId))).toEqual([['visa', '4242', true]]);
  });

  it('saves nothing when the transaction fails', () => {
    const { state } = setup();
    const userId = customer(state);
    const declined = pay(state, userId, DECLINE, true);
    expect(state.payments.get(declined.transactionId)).toMatchObject({ status: 'FAILED', saveCard: true });
    expect(state.savedCards.list(userId)).toEqual([]);
  });

  it('saves a challenge card once the challenge is approved and the transaction succeeds', () => {
    const { state } = setup();
    const userId = customer(state);
    const payment = state.payments.request(userId, {
      orderRef: pendingOrder(state, userId),
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      token: cardToken(state, userId, '4000000000003220'),
      saveCard: true,
    });
    state.payments.completeChallenge(payment.transactionId, 'approve', payment.challenge?.secret ?? '');
    expect(state.savedCards.list(userId)).toEqual([]);
    state.payments.poll(payment.transactionId, userId);
    state.payments.poll(payment.transactionId, userId);
    expect(state.payments.get(payment.transactionId)?.status).toBe('SUCCESS');
    expect(shown(state.savedCards.list(userId))).toEqual([['visa', '3220', true]]);
  });

  it('at the limit the payment still succeeds; the card is just not saved', () => {
    const { state } = setup();
    const userId = customer(state);
    for (const month of ['1', '2', '3', '4', '5']) {
      state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, month, '2030'), false);
    }
    const payment = pay(state, userId, MASTERCARD, true);
    expect(state.payments.get(payment.transactionId)?.status).toBe('SUCCESS');
    expect(state.savedCards.list(userId).map((card) => card.brand)).not.toContain('mastercard');
  });

  it('a guest keeps no cards: saveCard is ignored, and saving from a token is refused before it is spent', () => {
    const { state } = setup();
    const { userId } = state.auth.guestSignup({});
    const payment = pay(state, userId, VISA, true);
    expect(state.payments.get(payment.transactionId)).toMatchObject({ status: 'SUCCESS' });
    expect(state.payments.get(payment.transactionId)?.saveCard).toBeUndefined();
    expect(state.savedCards.list(userId)).toEqual([]);

    const token = cardToken(state, userId);
    expect(failureOf(() => state.savedCards.addFromToken(userId, token, true))).toMatchObject({
      status: 422,
      errorCode: 'ACCOUNT_REQUIRED',
    });
    expect(state.toJSON().cardTokens[token]?.used).toBe(false);
    expect(state.toJSON().savedCards).toEqual({});
  });
});

describe('paying with a saved card (SAVED_CARD)', () => {
  it('pays through the last moment of its expiry month, and is refused with CARD_EXPIRED after', () => {
    const { state, clock } = setup();
    const userId = customer(state);
    const card = state.savedCards.addFromToken(userId, cardToken(state, userId, VISA, '1', '2025'), false);
    const monthEnd = Date.UTC(2025, 1, 1);
    clock.set(monthEnd - 1);
    const last = state.payments.request(userId, {
      orderRef: pendingOrder(state, userId),
      paymentMethod: 'SAVED_CARD',
      idempotencyKey: newIdempotencyKey(),
      paymentMethodId: card.paymentMethodId,
    });
    expect(last).toMatchObject({ status: 'PENDING', brand: 'visa', last4: '4242', expiryYear: 2025 });

    clock.set(monthEnd);
    const orderRef = pendingOrder(state, userId);
    const spec = failureOf(() =>
      state.payments.request(userId, {
        orderRef,
        paymentMethod: 'SAVED_CARD',
        idempotencyKey: newIdempotencyKey(),
        paymentMethodId: card.paymentMethodId,
      }),
    );
    expect(spec).toBe(FAILURES.cardExpired);
    expect(state.payments.forOrder(orderRef)).toEqual([]);
  });
});
