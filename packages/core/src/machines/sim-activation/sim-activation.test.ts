import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { ICCID_INPUT_MAX_LENGTH } from '../../validation/iccid.ts';
import type { SimActivationMachine } from './sim-activation.machine.ts';
import { provideSimActivationMachine } from './sim-activation.services.ts';
import type { SimActivationEmitted } from './sim-activation.types.ts';
import { simActivationView } from './sim-activation.view.ts';

const { client, answer } = setupGatewayTest();

const ORDER = 'SND-250115-00007';
const ORDER_PATH = `order-service/v2/orders/${ORDER}`;
const ACTIVATE_PATH = `order-service/v1/orders/${ORDER}/sim/activate`;
const ICCID = '8952140000061234568';

const AWAITING = {
  ...LINE,
  orderRef: ORDER,
  status: 'Inactive',
  sim: {
    iccid: ICCID,
    type: 'physical_sim',
    activationStatus: 'AWAITING_ACTIVATION',
    installationStatus: 'NOT_INSTALLED',
  },
  activationDate: null,
  renewalDate: null,
  graceEndsAt: undefined,
};
const ACTIVE = {
  ...AWAITING,
  status: 'Active',
  sim: { ...AWAITING.sim, activationStatus: 'ACTIVATED', installationStatus: 'INSTALLED' },
  activationDate: '2025-01-15T16:00:00.000Z',
  renewalDate: '2025-02-14T06:00:00.000Z',
};
const order = (line: unknown) => ({
  result: {
    order_ref: ORDER,
    order_type: 'SIM_ONLY',
    state: 'PRO',
    status: 'COMPLETED',
    created_at: '2025-01-15T16:00:00.000Z',
    sim_type: 'physical_sim',
    items: [],
    subtotal: { amount: 172.41, currency: 'MXN' },
    tax: { amount: 27.59, currency: 'MXN' },
    total: { amount: 200, currency: 'MXN' },
    payment_due: { amount: 0, currency: 'MXN' },
    ...(line ? { line } : {}),
  },
});
const failure = (errorId: number, errorCode: string) => ({
  failure: { errorId, errorCode, message: errorCode },
});

let actor: Actor<SimActivationMachine> | undefined;
let emitted: SimActivationEmitted[] = [];
let queryClient = createQueryClient();

beforeEach(() => {
  vi.useFakeTimers();
  emitted = [];
  queryClient = createQueryClient();
});
afterEach(() => {
  actor?.stop();
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

async function start() {
  actor = createActor(provideSimActivationMachine({ gateway: client, queryClient }), {
    input: { orderRef: ORDER },
  });
  actor.on('simActivation.activated', (event) => emitted.push(event));
  actor.start();
  await settle();
  return actor;
}
const view = () => simActivationView((actor as Actor<SimActivationMachine>).getSnapshot());
const type = (value: string) => actor?.send({ type: 'ICCID_CHANGED', value });

describe('SIM activation', () => {
  it('activates a delivered SIM with the ICCID typed as printed (spaces dropped) and shows the line Active', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    const activations = answer('POST', ACTIVATE_PATH, { result: ACTIVE });
    await start();
    expect(view()).toMatchObject({ phase: 'entering', showForm: true, iccidErrorId: null });

    type('8952 1400 0006 1234 568');
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(activations.map((call) => call.json)).toEqual([{ iccid: ICCID }]);
    expect(view()).toMatchObject({ phase: 'activated', msisdn: '55 1234 5678' });
    expect(actor?.getSnapshot().output).toMatchObject({ outcome: 'activated', line: { status: 'Active' } });
    expect(emitted).toEqual([{ type: 'simActivation.activated', orderRef: ORDER, msisdn: LINE.msisdn }]);
  });

  it('an activated SIM makes its line’s page and order read again, and no other line’s', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    answer('POST', ACTIVATE_PATH, { result: ACTIVE });
    const lineHome = [...customerQueryKeys.line(ORDER), 'home'];
    const otherLine = [...customerQueryKeys.line('SND-OTHER'), 'home'];
    queryClient.setQueryData(lineHome, { kind: 'order' });
    queryClient.setQueryData(otherLine, { kind: 'line' });
    await start();
    type(ICCID);
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(view().phase).toBe('activated');
    expect(queryClient.getQueryState(lineHome)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(customerQueryKeys.order(ORDER))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherLine)?.isInvalidated).toBe(false);
  });

  it('keeps at most 20 digits of a long paste, however grouped, and gives the screen the field’s bound', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    const activations = answer('POST', ACTIVATE_PATH, { result: ACTIVE });
    await start();
    type('8'.repeat(10_000));
    expect(view().iccid).toBe('8'.repeat(20));
    expect(view().iccidMaxLength).toBe(ICCID_INPUT_MAX_LENGTH);
    // As printed, in groups of four: the separators do not count against the 20 digits.
    type('8952 1400 0006 1234 5673');
    expect(view().iccid).toBe('8952 1400 0006 1234 5673');
    type('ICCID 8952 1400 0006 1234 5673 1');
    expect(view().iccid).toBe('ICCID 8952 1400 0006 1234 5673 ');
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(activations).toHaveLength(0);
    expect(view().iccidErrorId).toBe('sim_activation.iccid.characters');
  });

  it.each([
    ['letters pasted with it', 'ICCID 8952 1400 0006 1234 568', 'sim_activation.iccid.characters'],
    ['a digit missing', '8952 1400 0006 1234 56', 'sim_activation.iccid.length'],
    ['a mistyped digit (Luhn)', '8952 1400 0006 1234 567', 'sim_activation.iccid.check_digit'],
    ['nothing', '', 'sim_activation.iccid.empty'],
  ])('refuses %s before any call, naming it, and keeps what was typed', async (_label, typed, messageId) => {
    answer('GET', ORDER_PATH, order(AWAITING));
    const activations = answer('POST', ACTIVATE_PATH, { result: ACTIVE });
    await start();
    type(typed);
    expect(view().iccidErrorId).toBeNull(); // not while typing the first time
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(activations).toHaveLength(0);
    expect(view()).toMatchObject({ phase: 'entering', iccid: typed, iccidErrorId: messageId });
  });

  it('another SIM’s ICCID is refused by the gateway under the field, and what was typed stays', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    answer('POST', ACTIVATE_PATH, failure(422302, 'ICCID_MISMATCH'), 422);
    await start();
    type('89521400000612345764');
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({
      phase: 'entering',
      iccid: '89521400000612345764',
      iccidErrorId: 'sim_activation.iccid.mismatch',
    });
    // Typing again clears the gateway's refusal; the local checks keep running.
    type('8952140000061234568');
    expect(view().iccidErrorId).toBeNull();
  });

  it('a failure of the gateway keeps the ICCID; sending again activates', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    answer('POST', ACTIVATE_PATH, failure(422999, 'ACTIVATION_UNAVAILABLE'), 422);
    await start();
    type(ICCID);
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({
      phase: 'activation-failed',
      iccid: ICCID,
      showForm: true,
      failureMessageId: 'sim_activation.failed.body',
    });
    answer('POST', ACTIVATE_PATH, { result: ACTIVE });
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(view().phase).toBe('activated');
  });

  it('a SIM activated meanwhile (409 SIM_ALREADY_ACTIVE) ends as already active', async () => {
    answer('GET', ORDER_PATH, order(AWAITING));
    answer('POST', ACTIVATE_PATH, failure(409005, 'SIM_ALREADY_ACTIVE'), 409);
    await start();
    type(ICCID);
    actor?.send({ type: 'SUBMIT' });
    await settle();
    expect(view().phase).toBe('already-active');
    expect(actor?.getSnapshot().output).toEqual({ outcome: 'already-active' });
  });

  it.each([
    ['an activated physical SIM', order(ACTIVE), 'already-active'],
    ['an eSIM line', order({ ...ACTIVE, sim: { ...ACTIVE.sim, type: 'esim' } }), 'no-physical-sim'],
    ['an unpaid order (no line)', order(undefined), 'no-physical-sim'],
  ])('opened for %s shows %s, with no form', async (_label, answered, phase) => {
    answer('GET', ORDER_PATH, answered);
    await start();
    expect(view()).toMatchObject({ phase, showForm: false });
  });

  it('another customer’s order (404) is not found', async () => {
    answer('GET', ORDER_PATH, failure(404001, 'NOT_FOUND'), 404);
    await start();
    expect(view().phase).toBe('not-found');
  });

  it('a failed load can be retried', async () => {
    answer('GET', ORDER_PATH, failure(500001, 'UNAVAILABLE'), 500);
    await start();
    await vi.advanceTimersByTimeAsync(30_000); // the client's own retries of a GET
    expect(view()).toMatchObject({ phase: 'load-failed', can: { retry: true } });
    answer('GET', ORDER_PATH, order(AWAITING));
    actor?.send({ type: 'RETRY' });
    await settle();
    expect(view().phase).toBe('entering');
  });
});
