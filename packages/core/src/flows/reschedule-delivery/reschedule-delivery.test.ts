import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import { PostalAddressSchema } from '../../gateway/delivery/postal-address.schema.ts';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import { sandboxOnAClock } from '../../gateway/test-support/sandbox-server.ts';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import type { ServiceRequestPaymentInput } from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { boundedPoll } from '../../machines/shared/bounded-poll.machine.ts';
import { stepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import type { StepUpInput, StepUpStart } from '../../machines/step-up/step-up.types.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { setupStores } from '../../stores/test-stores.ts';
import {
  createRescheduleDeliveryMachine,
  RESCHEDULE_LINK_CUSTOMER,
  type RescheduleDeliveryMachine,
} from './reschedule-delivery.machine.ts';
import { rescheduleDeliveryPagePath } from './reschedule-delivery.pages.ts';
import { rescheduleAddress, rescheduleChoice, rescheduleMethod } from './reschedule-delivery.rules.ts';
import { provideRescheduleDelivery, rescheduleGatewayCalls } from './reschedule-delivery.services.ts';
import type { RescheduleEligible } from './reschedule-delivery.types.ts';
import { rescheduleDeliveryView, rescheduleResultTitleId } from './reschedule-delivery.view.ts';

/**
 * Delivery rescheduling's rules and its machine on the template, against the sandbox gateway
 * (packages/sandbox over MSW, unhandled requests an error): the link's code (wrong, used, expired,
 * valid signed out), the fee due or not, exactly one payment, and the link refused once used.
 *
 */

const DAY = 24 * 60 * 60 * 1000;
let actor: Actor<RescheduleDeliveryMachine> | undefined;
const { sandbox, clock } = await sandboxOnAClock(Date.UTC(2025, 0, 15, 16, 0, 0), {
  cleanup: () => {
    actor?.stop();
    actor = undefined;
  },
});

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createQueryClient();
});

const settle = () => vi.advanceTimersByTimeAsync(10_000);

/** The `failed-delivery` customer, and the flow opened with a code (theirs unless told), signed in or not. */
function start(options: { code?: string; signedIn?: boolean } = {}) {
  const customer = sandbox.state.scenarios.create('failed-delivery');
  const code = options.code ?? customer.rescheduleCode ?? '';
  const testStores = setupStores();
  // Signed in as the app is: the session in the auth store (the gateway client carries it too).
  if (options.signedIn !== false)
    testStores.store.set(testStores.stores.auth.setAccessToken, customer.accessToken);
  const gateway = sandboxGatewayClient(options.signedIn === false ? '' : customer.accessToken);
  const paid: ServiceRequestPaymentInput[] = [];
  const approvals: StepUpInput[] = [];
  const flow = createRescheduleDeliveryMachine(readJourneyJson('reschedule-delivery.json'));
  const deps = { gateway, queryClient, stores: testStores.stores };
  const userId = sandbox.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const machine = provideRescheduleDelivery(flow, {
    calls: rescheduleGatewayCalls(deps),
    deps,
    payment: fakePaymentChild(paid, [{ outcome: 'paid' }]),
    // The account's approval as the code to its address would give it: a real proof of the sandbox.
    stepUp: stepUpMachine.provide({
      actors: {
        startStepUp: fromPromise(async ({ input }: { input: StepUpInput }): Promise<StepUpStart> => {
          approvals.push(input);
          return {
            required: false,
            stepUpToken: sandbox.state.stepUp.grant(userId, input.action),
            expiresIn: 300,
          };
        }),
      },
    }),
  });
  actor = createActor(machine, {
    input: serviceRequestInput(flow, testStores.stores.storage, {
      customer: RESCHEDULE_LINK_CUSTOMER,
      subject: code,
    }),
  }).start();
  const running = actor;
  const { store, stores } = testStores;
  const view = () =>
    rescheduleDeliveryView(running.getSnapshot(), store.get(stores.rescheduleDelivery.state));
  return { customer, actor: running, view, paid, approvals, store, stores };
}

/** Chooses on the review as the screen does: the method, and a window or the store, into the spec's store. */
function choose(
  flow: ReturnType<typeof start>,
  choice: { method: 'DOORSTEP_DELIVERY'; slotId: string } | { method: 'SELF_PICKUP' },
) {
  const details = flow.view().details;
  if (!details) throw new Error('no reschedule');
  flow.store.set(flow.stores.rescheduleDelivery.state, (state) => ({
    ...state,
    selectedDeliveryMethod: rescheduleMethod(details, choice.method),
    selectedDeliverySlot:
      choice.method === 'DOORSTEP_DELIVERY'
        ? { slotId: choice.slotId, date: '2025-01-17', startTime: '09:00', endTime: '14:00', available: true }
        : null,
    selectedSelfPickUpAddress:
      choice.method === 'SELF_PICKUP'
        ? { id: 'TIENDA-ROMA', name: 'Senda Roma', address: details.deliveryAddress, openingHours: [] }
        : null,
  }));
}

describe('the link: reschedule validate by verification code', () => {
  it('a wrong code ends on a refusal saying so, not a crash', async () => {
    const flow = start({ code: '00000000' });
    await settle();
    expect(flow.view()).toMatchObject({
      screen: 'refused',
      refusal: 'INVALID',
      messageId: 'reschedule_delivery.refused.invalid',
    });
  });

  it('an expired code (7 days on) is refused as expired', async () => {
    const customer = sandbox.state.scenarios.create('failed-delivery');
    clock.now += 7 * DAY;
    const flow = start({ code: customer.rescheduleCode ?? '' });
    await settle();
    expect(flow.view()).toMatchObject({
      screen: 'refused',
      messageId: 'reschedule_delivery.refused.expired',
    });
  });

  it('a valid code opens the address step signed out, and signs the customer in', async () => {
    const flow = start({ signedIn: false });
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'address', sends: new Set(['NEXT', 'EXIT']) });
    expect(flow.view().details?.orderRef).toBe(flow.customer.orderRef);
    // The link's session, not the account's: good on the reschedule's pages only.
    expect(flow.store.get(flow.stores.auth.state)).toMatchObject({
      accessToken: expect.any(String),
      linkScope: 'reschedule',
    });
    expect(sandbox.context.violations).toEqual([]);
  });

  it('past five wrong codes from this device: refused, saying in how many minutes to try again', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = start({ code: `0000000${i}`, signedIn: false });
      await settle();
      expect(wrong.view().refusal).toBe('INVALID');
    }
    // The right code too, from this device, until the window lets the first wrong one go.
    const flow = start({ signedIn: false });
    await settle();
    expect(flow.view()).toMatchObject({
      screen: 'refused',
      refusal: 'TOO_MANY_TRIES',
      messageId: 'reschedule_delivery.refused.too_many_tries',
      messageValues: { minutes: 15 },
      details: null,
    });
    expect(flow.store.get(flow.stores.auth.state).accessToken).toBeNull();
  });

  it("another customer's valid link, signed in here: refused with the way out, nothing of it shown, the session kept", async () => {
    const owner = sandbox.state.scenarios.create('failed-delivery');
    const flow = start({ code: owner.rescheduleCode ?? '' });
    await settle();
    expect(flow.view()).toMatchObject({
      screen: 'refused',
      refusal: 'OTHER_CUSTOMER',
      offersLogOut: true,
      messageId: 'reschedule_delivery.refused.other_customer',
      details: null,
      address: null,
    });
    expect(flow.store.get(flow.stores.auth.state).accessToken).toBe(flow.customer.accessToken);
  });

  it('its own link, signed in: opens the address step, the session kept', async () => {
    const flow = start();
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'address', offersLogOut: false });
    expect(flow.store.get(flow.stores.auth.state)).toMatchObject({
      accessToken: flow.customer.accessToken,
      linkScope: null,
    });
  });

  it('its page follows the machine, the code kept in the address', () => {
    expect(
      rescheduleDeliveryPagePath(
        { screen: 'review', busy: false, requestId: null },
        { pathname: '/x' },
        'AB123456',
      ),
    ).toBe('/reschedule_delivery/review_detail?code=AB123456');
    // The result page names the reschedule it reads back by id.
    expect(
      rescheduleDeliveryPagePath(
        { screen: 'status', busy: false, requestId: 'rs_1' },
        { pathname: '/x' },
        'AB123456',
      ),
    ).toBe('/reschedule/payment-success?code=AB123456&rescheduleId=rs_1');
    expect(
      rescheduleDeliveryPagePath(
        { screen: 'payment', busy: true, requestId: 'rs_1' },
        { pathname: '/x' },
        'AB123456',
      ),
    ).toBeNull();
    expect(
      rescheduleDeliveryPagePath(
        { screen: 'refused', busy: false, requestId: null },
        { pathname: '/x' },
        'AB123456',
      ),
    ).toBeNull();
  });
});

describe('the new delivery', () => {
  it('a doorstep window: the fee is due, paid exactly once, booked, and the link is used', async () => {
    const flow = start();
    await settle();
    flow.actor.send({ type: 'NEXT', data: { sameAsBilling: false } });
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'review', choice: null });
    // Nothing chosen yet: nothing to send.
    expect(flow.view().sends.has('SUBMIT')).toBe(false);
    const slotId = nextWindow();
    choose(flow, { method: 'DOORSTEP_DELIVERY', slotId });
    expect(flow.view()).toMatchObject({ feeDue: true, choice: { method: 'DOORSTEP_DELIVERY', slotId } });
    expect(flow.view().sends.has('SUBMIT')).toBe(true);

    flow.actor.send({ type: 'SUBMIT' });
    await settle();
    const due = flow.view().payment;
    expect(flow.view().screen).toBe('payment');
    expect(due).toMatchObject({ amount: 49 });
    // The card is approved: the gateway's order is paid as the payment flow would have paid it.
    sandbox.state.orders.markPaid(due?.orderReference ?? '', 'tx_test');
    flow.actor.send({ type: 'PAYMENT', event: { type: 'PAY' } } as never);
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'done', delivery: { method: 'DOORSTEP_DELIVERY', slotId } });
    expect(flow.paid).toHaveLength(1);
    // Booked: the choice is done with (the store reset), and the same link is refused as used.
    expect(flow.store.get(flow.stores.rescheduleDelivery.state).selectedDeliveryMethod).toBeNull();
    actor?.stop();
    const again = start({ code: flow.customer.rescheduleCode ?? '' });
    await settle();
    expect(again.view()).toMatchObject({ screen: 'refused', messageId: 'reschedule_delivery.refused.used' });
  });

  it("another door: the gateway asks for the account's approval, the step-up runs, and the same submit goes again with its proof", async () => {
    const flow = start();
    await settle();
    const newDoor = v.parse(PostalAddressSchema, {
      postalCode: '06700',
      country: 'MX',
      area: 'Roma Norte',
      street: 'Orizaba',
      addressLine1: 'Orizaba 101',
    });
    flow.actor.send({ type: 'NEXT', data: { sameAsBilling: false, address: newDoor } });
    await settle();
    const slotId = nextWindow();
    choose(flow, { method: 'DOORSTEP_DELIVERY', slotId });
    // Nothing asked up front: only the gateway knows where the SIM was going.
    flow.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(flow.approvals).toEqual([{ action: 'DELIVERY_ADDRESS_CHANGE', accountNumber: undefined }]);
    expect(flow.view()).toMatchObject({ screen: 'payment', payment: { amount: 49 }, stepUp: null });
    const due = flow.view().payment;
    sandbox.state.orders.markPaid(due?.orderReference ?? '', 'tx_test');
    flow.actor.send({ type: 'PAYMENT', event: { type: 'PAY' } } as never);
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'done', delivery: { method: 'DOORSTEP_DELIVERY', slotId } });
    expect(flow.paid).toHaveLength(1);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('a store pick-up: no fee, nothing paid, booked at once', async () => {
    const flow = start();
    await settle();
    flow.actor.send({ type: 'NEXT', data: {} });
    await settle();
    choose(flow, { method: 'SELF_PICKUP' });
    expect(flow.view().feeDue).toBe(false);
    flow.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'done', payment: null });
    expect(flow.paid).toHaveLength(0);
  });
});

/** The first free doorstep window the sandbox offers now (two days ahead, the morning). */
function nextWindow(): string {
  const day = new Date(clock.now + 2 * DAY).toISOString().slice(0, 10);
  return `MX-DOMICILIO-${day}-AM`;
}

describe('rules', () => {
  const address = (street: string) =>
    v.parse(PostalAddressSchema, { postalCode: '06700', country: 'MX', street });
  const details = {
    rescheduleId: 'rs_1',
    orderRef: 'ORD-1',
    deliveryAddress: address('Failed 1'),
    billingAddress: address('Billing 2'),
    failedAt: '2025-01-15T16:00:00.000Z',
    expiresAt: '2025-01-22T16:00:00.000Z',
    fees: {
      DOORSTEP_DELIVERY: { amount: 49, currency: 'MXN' },
      SELF_PICKUP: { amount: 0, currency: 'MXN' },
    },
    slotCalendarId: 'MX-DOMICILIO',
  } satisfies RescheduleEligible;

  it('same-as-billing sends it to the billing address (§4); else the address kept, else the failed one', () => {
    expect(
      rescheduleAddress({ address: { sameAsBilling: true, address: address('Typed 3') } }, details).street,
    ).toBe('Billing 2');
    expect(
      rescheduleAddress({ address: { sameAsBilling: false, address: address('Typed 3') } }, details).street,
    ).toBe('Typed 3');
    expect(rescheduleAddress({}, details).street).toBe('Failed 1');
    // Junk kept for the step reads as nothing typed.
    expect(rescheduleAddress({ address: { address: 42 } }, details).street).toBe('Failed 1');
  });

  it('a choice is complete only with its window (an available one) or its store', () => {
    const none = {
      selectedDeliveryMethod: null,
      selectedDeliverySlot: null,
      selectedSelfPickUpAddress: null,
    };
    const doorstep = { ...none, selectedDeliveryMethod: rescheduleMethod(details, 'DOORSTEP_DELIVERY') };
    expect(rescheduleChoice({}, details, none)).toBeNull();
    expect(rescheduleChoice({}, details, doorstep)).toBeNull();
    const slot = { slotId: 'S1', date: '2025-01-17', startTime: '09:00', endTime: '14:00', available: false };
    expect(rescheduleChoice({}, details, { ...doorstep, selectedDeliverySlot: slot })).toBeNull();
    expect(
      rescheduleChoice({}, details, { ...doorstep, selectedDeliverySlot: { ...slot, available: true } }),
    ).toEqual({
      method: 'DOORSTEP_DELIVERY',
      address: details.deliveryAddress,
      slotId: 'S1',
    });
  });
});

describe('the page title follows the flow, not the address', () => {
  it('says "rescheduled" only once the booking is done: the address, the review and the payment have their own', async () => {
    const flow = start();
    await settle();
    // Opened on the result page's address before anything was chosen: the address form, under the
    // title the link's page painted while it was checked.
    expect(flow.view()).toMatchObject({ screen: 'address', titleId: 'reschedule_delivery.flow.title' });
    flow.actor.send({ type: 'NEXT', data: { sameAsBilling: false } });
    await settle();
    choose(flow, { method: 'DOORSTEP_DELIVERY', slotId: nextWindow() });
    flow.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(flow.view()).toMatchObject({ screen: 'payment', titleId: 'reschedule_delivery.payment.title' });
    // The result page titles by the booking it reads: not done yet is not "rescheduled".
    expect(rescheduleResultTitleId(undefined)).toBe('reschedule_delivery.flow.title');
    expect(rescheduleResultTitleId({ status: 'IN_PROGRESS' })).toBe('reschedule_delivery.booking.title');
    expect(rescheduleResultTitleId({ status: 'DONE' })).toBe('reschedule_delivery.success.title');
  });
});

describe('a booking the gateway could not make', () => {
  it('after the fee was paid: nothing is offered again, neither the sentence nor the title promises a choice', async () => {
    const flow = start();
    await settle();
    flow.actor.send({ type: 'NEXT', data: { sameAsBilling: false } });
    await settle();
    choose(flow, { method: 'DOORSTEP_DELIVERY', slotId: nextWindow() });
    // The review has its own title ("Choose the new delivery").
    expect(flow.view()).toMatchObject({ screen: 'review', titleId: 'reschedule_delivery.review.title' });
    flow.actor.send({ type: 'SUBMIT' });
    await settle();
    const due = flow.view().payment;
    sandbox.state.orders.markPaid(due?.orderReference ?? '', 'tx_test');
    // The booking's status read answers FAILED (the sandbox books every paid one).
    const requestId = flow.view().requestId ?? '';
    const resumed = failedFollowing(flow, requestId, due);
    await settle();
    expect(resumed.view()).toMatchObject({
      screen: 'failed',
      messageId: 'reschedule_delivery.error.failed_paid',
      titleId: 'reschedule_delivery.failed_paid.title',
    });
    expect([...resumed.view().sends]).toEqual([]);
  });
});

/** The flow opened again once paid (a reload), its booking's status answering FAILED. */
function failedFollowing(
  flow: ReturnType<typeof start>,
  requestId: string,
  payment: ReturnType<ReturnType<typeof start>['view']>['payment'],
) {
  flow.actor.stop();
  const definition = createRescheduleDeliveryMachine(readJourneyJson('reschedule-delivery.json'));
  const machine = definition.machine.provide({
    actors: {
      checkCancelEligibility: fromPromise(async () => ({ cancelable: false as boolean })),
      followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })),
    },
  });
  const running = createActor(machine, {
    input: {
      ...serviceRequestInput(definition, flow.stores.storage, {
        customer: RESCHEDULE_LINK_CUSTOMER,
        subject: flow.customer.rescheduleCode ?? '',
      }),
      resume: { checkpoint: 'paid', requestId, payment, data: {}, facts: {}, journey: null, notice: null },
    },
  }).start();
  actor = running;
  return {
    view: () =>
      rescheduleDeliveryView(running.getSnapshot(), flow.store.get(flow.stores.rescheduleDelivery.state)),
  };
}
