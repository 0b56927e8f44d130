import {
  addCustomerPaymentMethod,
  captureContext,
  customerPaymentMethods,
  deleteCustomerPaymentMethod,
  type GatewayClient,
  guestSignup,
  setDefaultCustomerPaymentMethod,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { CARDS, tokenise } from './support/purchase-steps.ts';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;

/** A transient token made as the hosted-fields frame makes it (expiry 12/2030). */
async function freshToken(client: GatewayClient, card: string = CARDS.approve): Promise<string> {
  const context = await captureContext(client, { targetOrigin: ORIGIN });
  const tokenised = await tokenise(context.captureContext, card);
  if (!('token' in tokenised.body)) throw new Error(tokenised.body.error.reason);
  return tokenised.body.token;
}

/** A call outside the core client: 403s and refused bodies, which the client would not send or survive. */
async function raw(method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await fetch(`${GATEWAY_URL}/payment-service/v1/customers/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth': token } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as { failure?: { errorId: number; errorCode: string } },
  };
}

describe('customer payment methods over the gateway', () => {
  it('saves, lists, makes default and deletes through the core client', async () => {
    const { client, userId } = await kit.signedUpCustomer();
    const customerId = userId;
    expect(await customerPaymentMethods(client, { customerId })).toEqual([]);

    const afterVisa = await addCustomerPaymentMethod(client, {
      customerId,
      transientToken: await freshToken(client),
    });
    expect(afterVisa).toEqual([
      {
        paymentMethodId: expect.stringMatching(/^pm_/),
        type: 'CARD',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        isDefault: true,
      },
    ]);
    const visaId = afterVisa[0]?.paymentMethodId ?? '';

    const afterMastercard = await addCustomerPaymentMethod(client, {
      customerId,
      transientToken: await freshToken(client, '5555 5555 5555 4444'),
      makeDefault: true,
    });
    expect(afterMastercard.map((card) => [card.brand, card.isDefault])).toEqual([
      ['visa', false],
      ['mastercard', true],
    ]);

    const afterDefault = await setDefaultCustomerPaymentMethod(client, {
      customerId,
      paymentMethodId: visaId,
    });
    expect(afterDefault.map((card) => [card.brand, card.isDefault])).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);

    // The deleted default passes to the newest remaining card.
    const afterDelete = await deleteCustomerPaymentMethod(client, { customerId, paymentMethodId: visaId });
    expect(afterDelete.map((card) => [card.brand, card.isDefault])).toEqual([['mastercard', true]]);
    expect(await customerPaymentMethods(client, { customerId })).toEqual(afterDelete);
    expect(sandbox.context.violations).toEqual([]);
  });

  it("answers 403 for another customer's cards, on every method, and changes nothing", async () => {
    const ana = await kit.signedUpCustomer('ana@example.mx');
    const eva = await kit.signedUpCustomer('eva@example.mx');
    const [card] = await addCustomerPaymentMethod(ana.client, {
      customerId: ana.userId,
      transientToken: await freshToken(ana.client),
    });
    const cardId = card?.paymentMethodId ?? '';
    const forbidden = { status: 403, body: { failure: expect.objectContaining({ errorCode: 'FORBIDDEN' }) } };

    const evaToken = eva.session.token;
    const anaCards = `${ana.userId}/payment-methods`;
    expect(await raw('GET', anaCards, evaToken)).toEqual(forbidden);
    expect(
      await raw('POST', anaCards, evaToken, {
        transientToken: await freshToken(eva.client),
        makeDefault: true,
      }),
    ).toEqual(forbidden);
    expect(await raw('POST', anaCards, evaToken, { paymentMethodId: cardId, makeDefault: true })).toEqual(
      forbidden,
    );
    expect(await raw('DELETE', `${anaCards}/${cardId}`, evaToken)).toEqual(forbidden);
    // Nor under her own id: another customer's card is not hers to find, to delete or to make
    // her default.
    expect(await raw('DELETE', `${eva.userId}/payment-methods/${cardId}`, evaToken)).toMatchObject({
      status: 404,
    });
    expect(
      await raw('POST', `${eva.userId}/payment-methods`, evaToken, {
        paymentMethodId: cardId,
        makeDefault: true,
      }),
    ).toMatchObject({ status: 404 });

    expect(sandbox.state.savedCards.list(ana.userId)).toMatchObject([{ paymentMethodId: cardId }]);
    expect(sandbox.state.savedCards.list(eva.userId)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for an unknown card, and 401 without credentials', async () => {
    const { client, userId, session } = await kit.signedUpCustomer();
    const saved = await addCustomerPaymentMethod(client, {
      customerId: userId,
      transientToken: await freshToken(client),
    });
    await expect(
      deleteCustomerPaymentMethod(client, { customerId: userId, paymentMethodId: 'pm_nope' }),
    ).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    await expect(
      setDefaultCustomerPaymentMethod(client, { customerId: userId, paymentMethodId: 'pm_nope' }),
    ).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(await customerPaymentMethods(client, { customerId: userId })).toEqual(saved);
    expect((await raw('GET', `${userId}/payment-methods`, undefined)).status).toBe(401);
    // Still signed in: a 404 does not end the session.
    expect(session.ended).toEqual([]);
  });

  it('refuses card data and bodies off the schema, before the token is spent', async () => {
    const { client, userId, session } = await kit.signedUpCustomer();
    const path = `${userId}/payment-methods`;
    const token = await freshToken(client);
    for (const body of [
      { transientToken: '4242424242424242', makeDefault: false },
      { transientToken: token, makeDefault: false, note: '4242 4242 4242 4242' },
      { transientToken: token, makeDefault: false, cvv: '123' },
    ]) {
      expect(await raw('POST', path, session.token, body)).toEqual({
        status: 400,
        body: { failure: expect.objectContaining({ errorId: 400002, errorCode: 'CARD_DATA_NOT_ALLOWED' }) },
      });
    }
    for (const body of [
      // 16 digits, not a valid card number: still not a token (core's schema says so).
      { transientToken: '1234567812345678', makeDefault: false },
      { transientToken: token },
      { transientToken: token, makeDefault: false, brand: 'visa' },
      { paymentMethodId: 'pm_1', makeDefault: false },
      undefined,
    ]) {
      expect(await raw('POST', path, session.token, body)).toMatchObject({
        status: 400,
        body: { failure: { errorCode: 'BAD_REQUEST' } },
      });
    }
    expect(sandbox.state.toJSON().cardTokens[token]?.used).toBe(false);
    expect(sandbox.state.savedCards.list(userId)).toEqual([]);
  });

  it('fails a used or lapsed token as payment_request does', async () => {
    const { client, userId } = await kit.signedUpCustomer();
    const token = await freshToken(client);
    await addCustomerPaymentMethod(client, { customerId: userId, transientToken: token });
    await expect(
      addCustomerPaymentMethod(client, { customerId: userId, transientToken: token }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'INVALID_PAYMENT_TOKEN' });
    const late = await freshToken(client, '5555 5555 5555 4444');
    clock.advance(15 * 60 * 1000);
    await expect(
      addCustomerPaymentMethod(client, { customerId: userId, transientToken: late }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'CAPTURE_CONTEXT_EXPIRED' });
    expect(await customerPaymentMethods(client, { customerId: userId })).toHaveLength(1);
  });

  it('refuses a sixth card with 422 SAVED_CARDS_LIMIT', async () => {
    const { client, userId } = await kit.signedUpCustomer();
    for (const card of [
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 3220',
    ]) {
      await addCustomerPaymentMethod(client, {
        customerId: userId,
        transientToken: await freshToken(client, card),
      });
    }
    const sixth = await freshToken(client, '4111 1111 1111 1111');
    await expect(
      addCustomerPaymentMethod(client, { customerId: userId, transientToken: sixth }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'SAVED_CARDS_LIMIT' });
    expect(await customerPaymentMethods(client, { customerId: userId })).toHaveLength(5);
  });

  it('a guest has no saved cards and cannot save one', async () => {
    const { client, session } = kit.newClient();
    const guest = await guestSignup(client);
    session.setAccessToken(guest.accessToken);
    const guestId = guest.userId;
    expect(await customerPaymentMethods(client, { customerId: guestId })).toEqual([]);
    await expect(
      addCustomerPaymentMethod(client, { customerId: guestId, transientToken: await freshToken(client) }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'ACCOUNT_REQUIRED' });
    // The guest's checkout goes on: no 403, so the client kept the session.
    expect(session.ended).toEqual([]);
    expect(sandbox.state.toJSON().savedCards).toEqual({});
  });
});
