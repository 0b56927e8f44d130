import {
  reschedulePayment,
  submitReschedule,
  validateReschedule,
} from '@senda/core/flows/reschedule-delivery';
import {
  deliverySlots,
  getOrder,
  isGatewayError,
  multiLineUsers,
  newIdempotencyKey,
  PostalAddressSchema,
  paymentRequest,
  requestProfileEmailUpdate,
  startStepUp,
  userDetails,
  userOrders,
} from '@senda/core/gateway';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RESCHEDULE_LINK_AFTER_BOOKING_MS,
  RESCHEDULE_LINK_LIFETIME_MS,
} from '../src/flows/reschedule-delivery/reschedule-delivery.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock, payByCard } = kit;
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

/** A failed doorstep delivery: nobody was there (the scenario), or the courier's own failure. */
function failedDelivery(scenario: 'failed-delivery' | 'failed-delivery-courier' = 'failed-delivery') {
  const made = sandbox.state.scenarios.create(scenario);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  return { ...made, userId, code: made.rescheduleCode ?? '' };
}

/** The failure's e-mail, sent when the courier failed (before the scenario's later mails). */
const failureMail = (email: string) =>
  sandbox.state.mailbox.listFor(email).find((mail) => mail.kind === 'reschedule_delivery');

const mexicoCityDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(at);

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return error.status;
}

describe('delivery rescheduling (sandbox over the gateway calls)', () => {
  it('e-mails the link with its verification code when the SIM could not be delivered', () => {
    const customer = failedDelivery();
    const mail = failureMail(customer.email);
    expect(mail).toMatchObject({ kind: 'reschedule_delivery', code: customer.code });
    expect(mail?.body).toContain(`/reschedule_delivery/sim_only?code=${customer.code}`);
    expect(customer.links.rescheduleDelivery).toBe(`/reschedule_delivery/sim_only?code=${customer.code}`);
    // The e-mail's link signs nobody in by itself.
    expect(customer.links.rescheduleDelivery).not.toContain('auth_token');
  });

  it.each([
    'failed-delivery',
    'failed-delivery-courier',
  ] as const)('%s: the failure is dated on the booked window, in the past, and every text gives that day', async (scenario) => {
    const customer = failedDelivery(scenario);
    const client = kit.newClient(customer.accessToken).client;
    const order = await getOrder(client, { orderReference: customer.orderRef });
    const windowDay = /-(\d{4}-\d{2}-\d{2})-/.exec(order.delivery?.slotId ?? '')?.[1] ?? 'no window';
    const validation = await validateReschedule(client, { verificationCode: customer.code });
    if (!validation.valid) throw new Error('expected a valid code');
    const details = validation.reschedule;
    const failedAt = Date.parse(details.failedAt);
    // The courier could only fail on the day it came: the booked one, which is over.
    expect(mexicoCityDay(failedAt)).toBe(windowDay);
    expect(failedAt).toBeLessThan(clock.now());
    const spoken = new Intl.DateTimeFormat('es-MX', {
      timeZone: 'America/Mexico_City',
      dateStyle: 'long',
    }).format(failedAt);
    const [failureMail, confirmation] = ['reschedule_delivery', 'order_confirmation'].map((kind) =>
      sandbox.state.mailbox.listFor(customer.email).find((mail) => mail.kind === kind),
    );
    expect(failureMail?.body).toContain(`El ${spoken} `);
    expect(confirmation?.body).toContain(`la entregaremos en tu domicilio el ${spoken},`);
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
    // Another door than the one the SIM was going to: the account's address approves it.
    const proof = await kit.stepUpProof({ client }, 'DELIVERY_ADDRESS_CHANGE');
    const submitted = await submitReschedule(client, { rescheduleId, body }, proof);
    expect(submitted).toMatchObject({ status: 'WAITING', payment: { amount: { amount: 49 }, paid: false } });
    // The same attempt again: the same order, not a second one.
    const again = await submitReschedule(client, { rescheduleId, body });
    expect(again.payment?.orderRef).toBe(submitted.payment?.orderRef);

    const orderRef = submitted.payment?.orderRef ?? '';
    expect((await payByCard(client, customer.userId, orderRef)).status).toBe('SUCCESS');
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
        submitReschedule(
          client,
          { rescheduleId, body: { ...body, idempotencyKey: newIdempotencyKey() } },
          await kit.stepUpProof({ client }, 'DELIVERY_ADDRESS_CHANGE'),
        ),
      ),
    ).toBe(409);
  });

  it("after the courier's own failure a doorstep redelivery is free: booked at once, no fee order, and the e-mail says so", async () => {
    const customer = failedDelivery('failed-delivery-courier');
    expect(failureMail(customer.email)?.body).toContain(
      'nuestro mensajero no pudo entregar tu SIM. Elige una nueva fecha, sin costo',
    );
    const client = kit.newClient(customer.accessToken).client;
    const validation = await validateReschedule(client, { verificationCode: customer.code });
    if (!validation.valid) throw new Error('expected a valid code');
    const { rescheduleId, slotCalendarId, fees } = validation.reschedule;
    expect(fees.DOORSTEP_DELIVERY).toEqual({ amount: 0, currency: 'MXN' });
    const slot = (await deliverySlots(client, { slotId: slotCalendarId })).find((window) => window.available);
    const proof = await kit.stepUpProof({ client }, 'DELIVERY_ADDRESS_CHANGE');
    const ordersBefore = Object.keys(sandbox.state.store.data.orders).length;
    const answer = await submitReschedule(
      client,
      {
        rescheduleId,
        body: {
          method: 'DOORSTEP_DELIVERY',
          address: ADDRESS,
          slotId: slot?.slotId ?? '',
          idempotencyKey: newIdempotencyKey(),
        },
      },
      proof,
    );
    expect(answer).toMatchObject({
      status: 'DONE',
      payment: null,
      delivery: { method: 'DOORSTEP_DELIVERY', slotId: slot?.slotId },
    });
    expect(Object.keys(sandbox.state.store.data.orders)).toHaveLength(ordersBefore);
    // Nobody there to receive it is another matter: that e-mail names the fee the visit costs.
    const absent = failedDelivery();
    expect(failureMail(absent.email)?.body).toContain(
      'no había nadie para recibirla. Elige una nueva fecha (la nueva visita cuesta $49 MXN)',
    );
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

/** How a call failed: its status, the spec-style code and Retry-After. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorCode: error.errorCode, retryAfterSeconds: error.retryAfterSeconds };
}

describe('the reschedule link cannot be guessed or stretched', () => {
  /** A signed-out client on a device of its own (X-DeviceId). */
  const onDevice = (deviceId: string) => {
    const { client, session } = kit.newClient();
    session.getDeviceId = () => deviceId;
    return client;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');

  it('a device gets five wrong codes, then 429 with Retry-After, the right code too; the owner still opens it', async () => {
    const customer = failedDelivery();
    const guesser = onDevice('1737000000000R0009001');
    for (let i = 0; i < 5; i++) {
      clock.advance(1_000);
      expect(await validateReschedule(guesser, { verificationCode: wrong(customer.code) })).toEqual({
        valid: false,
        reason: 'INVALID',
      });
    }
    const limited = {
      status: 429,
      errorCode: 'RESCHEDULE_CODE_TRIES_EXCEEDED',
      // Fifteen minutes from the oldest of the five, sent four seconds before.
      retryAfterSeconds: 896,
    };
    expect(await refusal(validateReschedule(guesser, { verificationCode: wrong(customer.code) }))).toEqual(
      limited,
    );
    // The right code after the limit does not get the guesser in.
    expect(await refusal(validateReschedule(guesser, { verificationCode: customer.code }))).toEqual(limited);
    // The owner's own phone is not slowed by someone else's guesses.
    const owner = onDevice('1737000000000R0009002');
    await expect(validateReschedule(owner, { verificationCode: customer.code })).resolves.toMatchObject({
      valid: true,
    });
    // The window over, the guesser may try again.
    clock.advance(896_000);
    await expect(validateReschedule(guesser, { verificationCode: customer.code })).resolves.toMatchObject({
      valid: true,
    });
  });

  it('counts wrong codes per client address too, and callers with no device id together', () => {
    const customer = failedDelivery();
    const reschedules = sandbox.state.rescheduleDelivery;
    for (let i = 0; i < 20; i++) {
      reschedules.validateFrom('12345678', { deviceId: `device-${i}`, clientAddress: '203.0.113.9' });
    }
    expect(() =>
      reschedules.validateFrom(customer.code, { deviceId: 'device-new', clientAddress: '203.0.113.9' }),
    ).toThrow(expect.objectContaining({ detail: { retryAfterSeconds: 900 } }));
    expect(
      reschedules.validateFrom(customer.code, { deviceId: 'device-new', clientAddress: '198.51.100.2' }),
    ).toMatchObject({ valid: true });
    // A script that sends no device id shares one count with every other.
    for (let i = 0; i < 5; i++) reschedules.validateFrom('12345678', {});
    expect(() => reschedules.validateFrom(customer.code, {})).toThrow(
      expect.objectContaining({ detail: { retryAfterSeconds: 900 } }),
    );
  });

  it("the link's session reaches that reschedule and its payment only, and ends with the booking", async () => {
    const customer = failedDelivery();
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const linkToken = answer.accessToken;
    const link = () => kit.newClient(linkToken).client;
    const { rescheduleId } = answer.reschedule;

    // Nothing else of the account: profile, e-mail change, lines, the order list.
    expect((await refusal(userDetails(link()))).status).toBe(403);
    expect((await refusal(requestProfileEmailUpdate(link(), { email: 'thief@example.mx' }))).status).toBe(
      403,
    );
    expect((await refusal(multiLineUsers(link()))).status).toBe(403);
    expect((await refusal(userOrders(link()))).status).toBe(403);
    // Nor stretched into an account's session.
    expect(() => sandbox.state.auth.refresh(linkToken)).toThrow(
      expect.objectContaining({ spec: expect.objectContaining({ status: 401 }) }),
    );
    expect(sandbox.state.auth.user(customer.userId)?.email).toBe(customer.email);

    // That delivery: its reschedule, the submit and the fee's payment.
    await expect(reschedulePayment(link(), { rescheduleId })).resolves.toMatchObject({ rescheduleId });
    const slot = (await deliverySlots(link(), { slotId: answer.reschedule.slotCalendarId })).find(
      (window) => window.available,
    );
    const submitted = await submitReschedule(
      link(),
      {
        rescheduleId,
        body: {
          method: 'DOORSTEP_DELIVERY',
          address: ADDRESS,
          slotId: slot?.slotId ?? '',
          idempotencyKey: newIdempotencyKey(),
        },
      },
      await kit.stepUpProof({ client: link() }, 'DELIVERY_ADDRESS_CHANGE'),
    );
    const feeOrder = submitted.payment?.orderRef ?? '';
    expect((await payByCard(link(), customer.userId, feeOrder)).status).toBe('SUCCESS');

    // Booked: the confirmation may still read it for a while, nothing more, then nothing at all.
    await expect(reschedulePayment(link(), { rescheduleId })).resolves.toMatchObject({ status: 'DONE' });
    expect(
      (
        await refusal(
          submitReschedule(link(), {
            rescheduleId,
            body: {
              method: 'SELF_PICKUP',
              pickupLocationId: 'TIENDA-ROMA',
              idempotencyKey: newIdempotencyKey(),
            },
          }),
        )
      ).status,
    ).toBe(403);
    clock.advance(RESCHEDULE_LINK_AFTER_BOOKING_MS);
    expect((await refusal(reschedulePayment(link(), { rescheduleId }))).status).toBe(401);
    // The customer's own session still reads everything, as before.
    await expect(userDetails(kit.newClient(customer.accessToken).client)).resolves.toMatchObject({
      email: customer.email,
    });
  });

  it("the link's session pays the fee order only, with a new card it does not keep", async () => {
    const customer = failedDelivery();
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const link = kit.newClient(answer.accessToken).client;
    // The customer's original order is theirs to read from the link, not to pay from it.
    expect(
      (
        await refusal(
          paymentRequest(link, {
            orderRef: customer.orderRef,
            paymentMethod: 'CARD',
            idempotencyKey: newIdempotencyKey(),
            transientToken: 'tok',
          }),
        )
      ).status,
    ).toBe(403);
    // And it dies with the link.
    const other = kit.newClient(answer.accessToken).client;
    clock.advance(RESCHEDULE_LINK_LIFETIME_MS);
    expect(
      (await refusal(reschedulePayment(other, { rescheduleId: answer.reschedule.rescheduleId }))).status,
    ).toBe(401);
  });
});

describe("the reschedule link session on the flow's next pages", () => {
  it("checking the code again with the link's session hands over no second session", async () => {
    const customer = failedDelivery();
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const again = await validateReschedule(kit.newClient(answer.accessToken).client, {
      verificationCode: customer.code,
    });
    expect(again.valid && again.accessToken).toBeUndefined();
  });
});

describe("the reschedule link's session reads only what the reschedule's pages show", () => {
  it("the failed delivery's order is not the link's to read; its fee order reads as its payment page needs it", async () => {
    const customer = failedDelivery();
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const link = kit.newClient(answer.accessToken).client;
    const { rescheduleId } = answer.reschedule;
    // The order holds the number, the SIM, the line's account, the card, the reschedule code. (A
    // client of its own: a 403 ends the session the client holds.)
    expect(
      await refusal(
        getOrder(kit.newClient(answer.accessToken).client, { orderReference: customer.orderRef }),
      ),
    ).toMatchObject({ status: 403 });
    const slot = (await deliverySlots(link, { slotId: answer.reschedule.slotCalendarId })).find(
      (window) => window.available,
    );
    const submitted = await submitReschedule(
      link,
      {
        rescheduleId,
        body: {
          method: 'DOORSTEP_DELIVERY',
          address: ADDRESS,
          slotId: slot?.slotId ?? '',
          idempotencyKey: newIdempotencyKey(),
        },
      },
      await kit.stepUpProof({ client: link }, 'DELIVERY_ADDRESS_CHANGE'),
    );
    const feeOrder = await getOrder(link, { orderReference: submitted.payment?.orderRef ?? '' });
    expect(feeOrder).toMatchObject({ payment_due: { amount: 49 }, total: { amount: 49 } });
    expect(Object.keys(feeOrder).sort()).toEqual(
      [
        'channel',
        'created_at',
        'items',
        'order_ref',
        'order_type',
        'payment_due',
        'product_label',
        'promoCodes',
        'source_channel',
        'state',
        'status',
        'subtotal',
        'tax',
        'total',
      ].sort(),
    );
    // The account's own session still reads the fee order whole.
    const own = await getOrder(kit.newClient(customer.accessToken).client, {
      orderReference: feeOrder.order_ref,
    });
    expect(own.msisdn).toBeTruthy();
  });
});

describe('a delivery rebooked to another door tells the account’s address', () => {
  type Mail = { kind: string; subject: string; body: string };
  const notices = (email: string) =>
    sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === 'account_notice') as Mail[];

  async function rebook(
    customer: ReturnType<typeof failedDelivery>,
    address: typeof ADDRESS | 'same',
    language?: string,
  ) {
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const { client: link, session } = kit.newClient(answer.accessToken);
    session.language = language;
    const slot = (await deliverySlots(link, { slotId: answer.reschedule.slotCalendarId })).find(
      (window) => window.available,
    );
    // The door the SIM was going to needs no approval; another one does.
    const proof =
      address === 'same' ? null : await kit.stepUpProof({ client: link }, 'DELIVERY_ADDRESS_CHANGE');
    const submitted = await submitReschedule(
      link,
      {
        rescheduleId: answer.reschedule.rescheduleId,
        body: {
          method: 'DOORSTEP_DELIVERY',
          address: address === 'same' ? answer.reschedule.deliveryAddress : address,
          slotId: slot?.slotId ?? '',
          idempotencyKey: newIdempotencyKey(),
        },
      },
      proof,
    );
    return { link, submitted };
  }

  it('once booked (the fee paid): what changed, when, the new address in short, whom to call', async () => {
    const customer = failedDelivery();
    const { link, submitted } = await rebook(customer, ADDRESS);
    // Not booked yet (the fee unpaid): nothing has changed.
    expect(notices(customer.email)).toEqual([]);
    expect((await payByCard(link, customer.userId, submitted.payment?.orderRef ?? '')).status).toBe(
      'SUCCESS',
    );
    const [notice, ...more] = notices(customer.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Senda: cambió la dirección de entrega de tu SIM');
    expect(notice?.body).toContain(`de tu pedido ${customer.orderRef}`);
    expect(notice?.body).toContain('Ahora se entrega en: Orizaba 101, Roma Norte, 06700 Cuauhtémoc.');
    expect(notice?.body).toContain('(hora de la Ciudad de México)');
    expect(notice?.body).toContain(
      'Si no fuiste tú, llama a atención a clientes de Senda al *611 y repórtalo.',
    );
  });

  it("a free redelivery to the door it was going to says nothing; to another one, it tells the account's address in its language", async () => {
    const same = failedDelivery('failed-delivery-courier');
    expect((await rebook(same, 'same')).submitted.status).toBe('DONE');
    expect(notices(same.email)).toEqual([]);

    const moved = failedDelivery('failed-delivery-courier');
    // The order's own e-mail is not who is told: the account's address is.
    const order = sandbox.state.orders.find(moved.orderRef);
    if (order) order.email = 'typed.at.checkout@example.mx';
    expect((await rebook(moved, ADDRESS, 'en-US')).submitted.status).toBe('DONE');
    const [notice] = notices(moved.email);
    expect(notice?.subject).toBe('Senda: your SIM’s delivery address was changed');
    expect(notice?.body).toContain('It is now delivered to: Orizaba 101, Roma Norte, 06700 Cuauhtémoc.');
    expect(notices('typed.at.checkout@example.mx')).toEqual([]);
  });
});

describe("a new door from the reschedule link needs the account's address", () => {
  it("without the step-up proof a new door is refused (422120) and nothing changes; the code mailed to the account's address names the change and approves it", async () => {
    const customer = failedDelivery();
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: customer.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const link = () => kit.newClient(answer.accessToken).client;
    const { rescheduleId } = answer.reschedule;
    const slot = (await deliverySlots(link(), { slotId: answer.reschedule.slotCalendarId })).find(
      (window) => window.available,
    );
    const body = {
      method: 'DOORSTEP_DELIVERY' as const,
      address: ADDRESS,
      slotId: slot?.slotId ?? '',
      idempotencyKey: newIdempotencyKey(),
    };
    const ordersBefore = Object.keys(sandbox.state.store.data.orders).length;
    expect(await refusal(submitReschedule(link(), { rescheduleId, body }))).toMatchObject({
      status: 422,
      errorCode: 'STEP_UP_REQUIRED',
    });
    expect(
      await refusal(submitReschedule(link(), { rescheduleId, body }, 'made-up-proof-0000000')),
    ).toMatchObject({ status: 422, errorCode: 'STEP_UP_REQUIRED' });
    expect(Object.keys(sandbox.state.store.data.orders)).toHaveLength(ordersBefore);
    expect(await reschedulePayment(link(), { rescheduleId })).toMatchObject({
      status: 'SUBMITTED',
      delivery: null,
    });

    // A link's session approves its own change only: nothing else of the account.
    expect(
      await refusal(startStepUp(link(), { action: 'TERMINATION', accountNumber: customer.accountNumber })),
    ).toMatchObject({ status: 403 });
    // The code goes to the account's current address, naming the change.
    const proof = await kit.stepUpProof({ client: link() }, 'DELIVERY_ADDRESS_CHANGE');
    const [codeMail] = sandbox.state.mailbox
      .listFor(customer.email)
      .filter((mail) => mail.kind === 'step_up');
    expect(codeMail?.subject).toBe('Senda: tu código para cambiar la dirección a la que enviamos tu SIM');
    expect(codeMail?.body).toContain('Si no fuiste tú, no uses el código');
    expect(await submitReschedule(link(), { rescheduleId, body }, proof)).toMatchObject({
      status: 'WAITING',
    });
    // Spent: another new door needs another proof.
    expect(
      await refusal(
        submitReschedule(
          link(),
          { rescheduleId, body: { ...body, idempotencyKey: newIdempotencyKey() } },
          proof,
        ),
      ),
    ).toMatchObject({ status: 422, errorCode: 'STEP_UP_REQUIRED' });
  });

  it('the door the SIM was going to, and a store pick-up, need no approval', async () => {
    const same = failedDelivery('failed-delivery-courier');
    const answer = await validateReschedule(kit.newClient().client, { verificationCode: same.code });
    if (!answer.valid || !answer.accessToken) throw new Error('expected a valid code and a session');
    const link = kit.newClient(answer.accessToken).client;
    const slot = (await deliverySlots(link, { slotId: answer.reschedule.slotCalendarId })).find(
      (window) => window.available,
    );
    // As the address form sends it back: the colonia as a second line, names respelled.
    const door = answer.reschedule.deliveryAddress;
    const booked = await submitReschedule(link, {
      rescheduleId: answer.reschedule.rescheduleId,
      body: {
        method: 'DOORSTEP_DELIVERY',
        address: {
          ...door,
          addressLine2: door.area,
          state: 'CIUDAD DE MEXICO',
          street: ` ${door.street.toUpperCase()} `,
        },
        slotId: slot?.slotId ?? '',
        idempotencyKey: newIdempotencyKey(),
      },
    });
    expect(booked.status).toBe('DONE');

    const pickup = failedDelivery();
    const opened = await validateReschedule(kit.newClient().client, { verificationCode: pickup.code });
    if (!opened.valid || !opened.accessToken) throw new Error('expected a valid code and a session');
    const answered = await submitReschedule(kit.newClient(opened.accessToken).client, {
      rescheduleId: opened.reschedule.rescheduleId,
      body: { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA', idempotencyKey: newIdempotencyKey() },
    });
    expect(answered.status).toBe('DONE');
    expect(sandbox.state.mailbox.listFor(pickup.email).filter((mail) => mail.kind === 'step_up')).toEqual([]);
  });
});
