import {
  deliverySlots,
  getOrder,
  isGatewayError,
  newIdempotencyKey,
  PostalAddressSchema,
  paymentRequest,
  rescheduleDetails,
  reschedulePayment,
  submitReschedule,
  transactionStatus,
  validateReschedule,
} from '@senda/core/gateway';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESCHEDULE_LINK_LIFETIME_MS } from '../src/domain/reschedule-delivery.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

const ADDRESS = v.parse(PostalAddressSchema, {
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Orizaba',
  addressLine1: 'Orizaba 101',
});

function failedDelivery() {
  const made = sandbox.state.scenarios.create('failed-delivery');
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  return { ...made, userId, code: made.rescheduleCode ?? '' };
}

async function payOrder(
  client: ReturnType<typeof kit.newClient>['client'],
  userId: string,
  orderRef: string,
) {
  const context = sandbox.state.provider.createCaptureContext(userId, ORIGIN);
  const { token } = sandbox.state.provider.tokenise({
    captureContext: context.id,
    cardNumber: '4242424242424242',
    securityCode: '123',
    expirationMonth: '12',
    expirationYear: '2030',
  });
  const key = newIdempotencyKey();
  let transaction = await paymentRequest(client, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: key,
    transientToken: token,
  });
  while (transaction.status === 'PENDING') {
    transaction = await transactionStatus(client, { transactionId: transaction.transactionId });
  }
  return transaction;
}

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return error.status;
}

describe('delivery rescheduling (sandbox over the gateway calls)', () => {
  it('e-mails the link with its verification code when the courier could not deliver', () => {
    const customer = failedDelivery();
    const mail = sandbox.state.mailbox.listFor(customer.email)[0];
    expect(mail).toMatchObject({ kind: 'reschedule_delivery', code: customer.code });
    expect(mail?.body).toContain(`/reschedule_delivery/sim_only?code=${customer.code}`);
    expect(customer.links.rescheduleDelivery).toBe(`/reschedule_delivery/sim_only?code=${customer.code}`);
    // The e-mail's link signs nobody in by itself.
    expect(customer.links.rescheduleDelivery).not.toContain('auth_token');
  });

  it('validates the code: a signed-out caller gets the reschedule and a session for its customer', async () => {
    const customer = failedDelivery();
    const signedOut = kit.newClient().client;
    const answer = await validateReschedule(signedOut, { verificationCode: customer.code });
    if (!answer.valid) throw new Error('expected a valid code');
    expect(answer.reschedule).toMatchObject({
      orderRef: customer.orderRef,
      fees: {
        DOORSTEP_DELIVERY: { amount: 49, currency: 'MXN' },
        SELF_PICKUP: { amount: 0, currency: 'MXN' },
      },
    });
    expect(sandbox.state.auth.authenticate(answer.accessToken)?.userId).toBe(customer.userId);
    // Signed in as the customer already: no second session.
    const signedIn = kit.newClient(customer.accessToken).client;
    const again = await validateReschedule(signedIn, { verificationCode: customer.code });
    expect(again.valid && again.accessToken).toBeUndefined();
  });

  it('refuses a code no reschedule has, and one past its 7 days', async () => {
    const customer = failedDelivery();
    const client = kit.newClient().client;
    expect(await validateReschedule(client, { verificationCode: '00000000' })).toEqual({
      valid: false,
      reason: 'INVALID',
    });
    clock.advance(RESCHEDULE_LINK_LIFETIME_MS);
    expect(await validateReschedule(client, { verificationCode: customer.code })).toEqual({
      valid: false,
      reason: 'EXPIRED',
    });
  });

  it('charges a doorstep redelivery once, books it when paid, and then refuses the link', async () => {
    const customer = failedDelivery();
    const client = kit.newClient(customer.accessToken).client;
    const validation = await validateReschedule(client, { verificationCode: customer.code });
    if (!validation.valid) throw new Error('expected a valid code');
    const { rescheduleId, slotCalendarId } = validation.reschedule;
    const slot = (await deliverySlots(client, { slotId: slotCalendarId })).find((window) => window.available);
    const body = {
      method: 'DOORSTEP_DELIVERY' as const,
      address: ADDRESS,
      slotId: slot?.slotId ?? '',
      idempotencyKey: newIdempotencyKey(),
    };
    const submitted = await submitReschedule(client, { rescheduleId, body });
    expect(submitted).toMatchObject({ status: 'WAITING', payment: { amount: { amount: 49 }, paid: false } });
    // The same attempt again: the same order, not a second one.
    const again = await submitReschedule(client, { rescheduleId, body });
    expect(again.payment?.orderRef).toBe(submitted.payment?.orderRef);

    const orderRef = submitted.payment?.orderRef ?? '';
    expect((await payOrder(client, customer.userId, orderRef)).status).toBe('SUCCESS');
    expect(await reschedulePayment(client, { rescheduleId })).toMatchObject({
      status: 'DONE',
      payment: { orderRef, paid: true },
      delivery: { method: 'DOORSTEP_DELIVERY', slotId: slot?.slotId },
    });
    expect(
      Object.values(sandbox.state.store.data.payments).filter((p) => p.orderRef === orderRef),
    ).toHaveLength(1);
    const order = await getOrder(client, { orderReference: customer.orderRef });
    expect(order.delivery).toMatchObject({ slotId: slot?.slotId, address: { street: 'Orizaba' } });
    expect(await validateReschedule(client, { verificationCode: customer.code })).toEqual({
      valid: false,
      reason: 'USED',
    });
    expect(
      await failure(
        submitReschedule(client, { rescheduleId, body: { ...body, idempotencyKey: newIdempotencyKey() } }),
      ),
    ).toBe(409);
  });

  it('books a store pick-up at once, with nothing to pay', async () => {
    const customer = failedDelivery();
    const client = kit.newClient(customer.accessToken).client;
    const validation = await validateReschedule(client, { verificationCode: customer.code });
    if (!validation.valid) throw new Error('expected a valid code');
    const answer = await submitReschedule(client, {
      rescheduleId: validation.reschedule.rescheduleId,
      body: { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA', idempotencyKey: newIdempotencyKey() },
    });
    expect(answer).toMatchObject({ status: 'DONE', payment: null, delivery: { method: 'SELF_PICKUP' } });
  });

  it("answers 404 for another customer's reschedule", async () => {
    const owner = failedDelivery();
    const other = failedDelivery();
    const validation = await validateReschedule(kit.newClient(owner.accessToken).client, {
      verificationCode: owner.code,
    });
    if (!validation.valid) throw new Error('expected a valid code');
    const intruder = kit.newClient(other.accessToken).client;
    const { rescheduleId } = validation.reschedule;
    expect(await failure(rescheduleDetails(intruder, { rescheduleId }))).toBe(404);
    expect(await failure(reschedulePayment(intruder, { rescheduleId }))).toBe(404);
    expect(
      await failure(
        submitReschedule(intruder, {
          rescheduleId,
          body: {
            method: 'SELF_PICKUP',
            pickupLocationId: 'TIENDA-ROMA',
            idempotencyKey: newIdempotencyKey(),
          },
        }),
      ),
    ).toBe(404);
  });
});
