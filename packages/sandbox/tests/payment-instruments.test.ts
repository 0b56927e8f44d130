import {
  authenticatePaymentMethod,
  customerPaymentMethods,
  deleteCustomerPaymentMethod,
  isGatewayError,
  setDefaultCustomerPaymentMethod,
  validateAndAddInstrument,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Adding a card without paying (the spec's validate-and-add, authenticate by paymentMethodID),
 * with the bank's 3-D Secure step when it asks; an expired card never the default.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

const CHALLENGE = '4000000000003220';
const DECLINE = '4000000000000002';

function customer() {
  const made = sandbox.state.scenarios.create('expired-card');
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  return { ...made, userId, client: kit.newClient(made.accessToken).client };
}

function tokenFor(userId: string, cardNumber: string) {
  const context = sandbox.state.provider.createCaptureContext(userId, 'http://storefront.test');
  return sandbox.state.provider.tokenise({
    captureContext: context.id,
    cardNumber,
    securityCode: '123',
    expirationMonth: '08',
    expirationYear: '2031',
  }).token;
}

async function gatewayFailure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorId: error.errorId };
}

/** The bank's page answered, as the customer's click in the frame does. */
async function answerChallenge(challengeUrl: string, result: 'approve' | 'fail') {
  const response = await fetch(challengeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ result }),
  });
  expect(response.ok).toBe(true);
}

describe('validate-and-add', () => {
  it('saves an approving card at once', async () => {
    const made = customer();
    const answer = await validateAndAddInstrument(made.client, {
      customerId: made.userId,
      transientToken: tokenFor(made.userId, '4242424242424242'),
      makeDefault: true,
    });
    expect(answer.status).toBe('ACTIVE');
    expect(answer.challengeUrl).toBeNull();
    const added = answer.paymentMethods.find((card) => card.paymentMethodId === answer.paymentMethodId);
    expect(added).toMatchObject({ last4: '4242', expiryYear: 2031, isDefault: true });
  });

  it('asks for 3-D Secure, then saves the card once the bank approves it', async () => {
    const made = customer();
    const answer = await validateAndAddInstrument(made.client, {
      customerId: made.userId,
      transientToken: tokenFor(made.userId, CHALLENGE),
      makeDefault: false,
    });
    expect(answer.status).toBe('AUTHENTICATION_REQUIRED');
    expect(answer.paymentMethods).toHaveLength(2);
    const pending = await authenticatePaymentMethod(made.client, { paymentMethodId: answer.paymentMethodId });
    expect(pending.status).toBe('AUTHENTICATION_REQUIRED');
    await answerChallenge(answer.challengeUrl ?? '', 'approve');
    const done = await authenticatePaymentMethod(made.client, { paymentMethodId: answer.paymentMethodId });
    expect(done.status).toBe('ACTIVE');
    expect(done.paymentMethods.map((card) => card.last4)).toEqual(['4242', '4444', '3220']);
    // Asked again: the same card, not a second one.
    const again = await authenticatePaymentMethod(made.client, { paymentMethodId: done.paymentMethodId });
    expect(again.paymentMethods).toHaveLength(3);
  });

  it('saves nothing when the bank refuses the challenge, or when nobody answers it in time', async () => {
    const made = customer();
    const refused = await validateAndAddInstrument(made.client, {
      customerId: made.userId,
      transientToken: tokenFor(made.userId, CHALLENGE),
      makeDefault: false,
    });
    await answerChallenge(refused.challengeUrl ?? '', 'fail');
    expect(
      await authenticatePaymentMethod(made.client, { paymentMethodId: refused.paymentMethodId }),
    ).toMatchObject({
      status: 'FAILED',
      paymentMethods: [expect.anything(), expect.anything()],
    });
    const late = await validateAndAddInstrument(made.client, {
      customerId: made.userId,
      transientToken: tokenFor(made.userId, CHALLENGE),
      makeDefault: false,
    });
    clock.advance((sandbox.state.limits.challengeTtlSeconds + 1) * 1000);
    expect(
      (await authenticatePaymentMethod(made.client, { paymentMethodId: late.paymentMethodId })).status,
    ).toBe('FAILED');
  });

  it('refuses a card its bank declines (422813), and another customer’s card is not found', async () => {
    const made = customer();
    expect(
      await gatewayFailure(
        validateAndAddInstrument(made.client, {
          customerId: made.userId,
          transientToken: tokenFor(made.userId, DECLINE),
          makeDefault: false,
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422813 });
    const other = customer();
    const answer = await validateAndAddInstrument(made.client, {
      customerId: made.userId,
      transientToken: tokenFor(made.userId, CHALLENGE),
      makeDefault: false,
    });
    expect(
      await gatewayFailure(
        authenticatePaymentMethod(other.client, { paymentMethodId: answer.paymentMethodId }),
      ),
    ).toMatchObject({ status: 404 });
  });
});

describe('the default card', () => {
  it('is never an expired card (422812); removing the default hands it to a card that can pay', async () => {
    const made = customer();
    const [expired, valid] = await customerPaymentMethods(made.client, { customerId: made.userId });
    expect(
      await gatewayFailure(
        setDefaultCustomerPaymentMethod(made.client, {
          customerId: made.userId,
          paymentMethodId: expired?.paymentMethodId ?? '',
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422812 });
    const after = await deleteCustomerPaymentMethod(made.client, {
      customerId: made.userId,
      paymentMethodId: expired?.paymentMethodId ?? '',
    });
    expect(after).toEqual([
      expect.objectContaining({ paymentMethodId: valid?.paymentMethodId, isDefault: true }),
    ]);
  });
});
