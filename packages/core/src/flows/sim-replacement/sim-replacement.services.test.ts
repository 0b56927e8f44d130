import type { QueryClient } from '@tanstack/query-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { manualKycSubmit } from '../../gateway/ekyc/manual-kyc-submit.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { isGatewayError } from '../../gateway/gateway-error.ts';
import { startStepUp } from '../../gateway/session/step-up.ts';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import { sandboxOnAClock, signedInToken } from '../../gateway/test-support/sandbox-server.ts';
import { journeyEdits, readJourneyJson } from '../../journey/test-journeys.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { provideStepUpMachine } from '../../machines/step-up/step-up.services.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { createSimReplacementMachine, type SimReplacementMachine } from './sim-replacement.machine.ts';
import { simReplacementNext } from './sim-replacement.rules.ts';
import {
  provideSimReplacement,
  SIM_REPLACEMENT_ATTEMPTS,
  simReplacementGatewayCalls,
} from './sim-replacement.services.ts';
import { simReplacementView } from './sim-replacement.view.ts';

/**
 * SIM replacement's services against the sandbox gateway (packages/sandbox over MSW, unhandled
 * requests an error): every eligibility refusal, another customer's line, the one request and the
 * one order whatever fails after the submit, the block of a lost SIM, the saves per customer and
 * line.
 */

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
let actor: Actor<SimReplacementMachine> | undefined;
const { sandbox, clock } = await sandboxOnAClock(START, {
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
const signal = () => new AbortController().signal;
// A photo the sandbox's identity check takes (a real 240×240 PNG, made in code).
const SANDBOX_ENTRY = '@senda/sandbox';
const { plausiblePng } = (await import(/* @vite-ignore */ SANDBOX_ENTRY)) as {
  plausiblePng: () => Uint8Array<ArrayBuffer>;
};
const PNG = plausiblePng();

function customer(name: string, laterMs = 0) {
  const made = sandbox.state.scenarios.create(name);
  clock.now += laterMs;
  const gateway: GatewayClient = sandboxGatewayClient(signedInToken(sandbox, made.email));
  return { ...made, gateway };
}
type Customer = ReturnType<typeof customer>;

/** Whose request it is: the customer and the line's account number (the flow's subject). */
const ownerOf = (line: Customer) => ({ customer: line.email, subject: line.accountNumber });

/**
 * The step-up proof for this line's replacement: the customer logged in by code just
 * now, so the sandbox answers it at once (the machine's runs get theirs the same way).
 */
async function proofFor(line: Customer): Promise<string> {
  const answer = await startStepUp(line.gateway, {
    action: 'SIM_REPLACEMENT',
    accountNumber: line.accountNumber,
  });
  if (answer.required) throw new Error('expected a log-in fresh enough for the proof at once');
  return answer.stepUpToken;
}

/** The identity check as the kyc step makes it: the selfie uploaded, its id kept. */
async function kycIds(line: Customer): Promise<string[]> {
  const answer = await manualKycSubmit(line.gateway, {
    kind: 'selfie',
    image: new Blob([PNG]),
    orderRef: line.orderRef,
  });
  return [answer.kycId];
}

const JOURNEY = readJourneyJson('sim-replacement.json');
const flow = createSimReplacementMachine(JOURNEY);
/**
 * The file as shipped and its reorderings (test-journeys.ts: the delivery moved before the
 * identity check), for the tests that walk a physical SIM, which meets every step.
 */
const REORDERINGS = [
  { label: 'as shipped', file: JOURNEY },
  ...journeyEdits('sim-replacement.json').filter(
    (edit) => edit.file.onboarding.steps.length === JOURNEY.onboarding.steps.length,
  ),
];

function start(
  line: Customer,
  options: {
    storage?: KeyValueStorage;
    paid?: ServiceRequestPaymentInput[];
    outcomes?: ServiceRequestPaymentOutput[];
    /** The flow built from another copy of its journey (an edit of journeys/sim-replacement.json). */
    flow?: typeof flow;
  } = {},
) {
  const machine = options.flow ?? flow;
  const storage = options.storage ?? createMemoryStorage();
  const calls = simReplacementGatewayCalls({ gateway: line.gateway, queryClient, storage }, line);
  const services = {
    calls,
    storage,
    payment: fakePaymentChild(options.paid ?? [], options.outcomes ?? [{ outcome: 'paid' }]),
    stepUp: provideStepUpMachine(line.gateway),
  };
  actor = createActor(provideSimReplacement(machine, services), {
    input: serviceRequestInput(machine, services.storage, {
      customer: line.email,
      subject: line.accountNumber,
    }),
  }).start();
  const running = actor;
  return { actor: running, view: () => simReplacementView(running.getSnapshot()) };
}

async function rejection(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return error;
}

describe('SIM replacement eligibility, every refusal the gateway gives', () => {
  it.each([
    ['sim-replacement-blocked', 0, 'sim_replacement.refusal.replacement_pending'],
    ['doorstep-sim-on-its-way', 0, 'sim_replacement.refusal.sim_not_delivered'],
    // Collected at the store: the SIM is in hand, not on its way.
    ['physical-sim-awaiting-activation', 0, 'sim_replacement.refusal.sim_not_activated'],
    ['pending-port-in', 0, 'sim_replacement.refusal.port_in_in_progress'],
    ['grace-line', 8 * DAY, 'sim_replacement.refusal.line_suspended'],
    // The suspension is lifted by registering the line, not by a recharge.
    ['unregistered-line', 0, 'sim_replacement.refusal.line_unregistered'],
    ['grace-line', 40 * DAY, 'sim_replacement.refusal.line_inactive'],
    // Not closed: without a number, which may still come back.
    ['failed-port-in', 0, 'sim_replacement.refusal.no_number'],
    ['ported-out-line', 0, 'sim_replacement.refusal.no_number'],
  ])('%s (+%d ms): the flow ends not eligible, saying %s', async (name, later, messageId) => {
    const { actor: running, view } = start(customer(name, later));
    await settle();
    expect(running.getSnapshot().output).toEqual({ outcome: 'not-eligible', messageId });
    // "You can follow it in your requests" comes with the way to them; no other refusal names them.
    expect(view().offersRequestHistory).toBe(messageId === 'sim_replacement.refusal.replacement_pending');
    expect(sandbox.context.violations).toEqual([]);
  });

  it('another customer’s line is not found, for the eligibility and for the submit', async () => {
    const owner = customer('sim-replacement-eligible');
    const stranger = customer('sim-replacement-eligible');
    const calls = simReplacementGatewayCalls(
      { gateway: stranger.gateway, queryClient, storage: createMemoryStorage() },
      stranger,
    );
    expect(
      (await rejection(calls.eligibility({ accountNumber: owner.accountNumber }, signal()))).status,
    ).toBe(404);
    const submit = calls.submit(
      ownerOf(stranger),
      {
        accountNumber: owner.accountNumber,
        reason: 'DAMAGED',
        simType: 'esim',
        kycIds: await kycIds(stranger),
        delivery: null,
      },
      signal(),
    );
    expect((await rejection(submit)).status).toBe(404);
    expect(sandbox.state.serviceRequests.onLine(owner.accountNumber, 'SIM_REPLACEMENT')).toEqual([]);
  });
});

describe('SIM replacement through the machine', () => {
  it('an eSIM: no delivery step, the submit failing once then a declined card: one request, one order, paid once', async () => {
    const line = customer('sim-replacement-eligible');
    const paid: ServiceRequestPaymentInput[] = [];
    const { actor: running, view } = start(line, {
      paid,
      outcomes: [{ outcome: 'failed' }, { outcome: 'paid' }],
    });
    await settle();
    expect(view()).toMatchObject({ screen: 'order-request', currentSimType: 'physical_sim' });
    const specifications = view().specifications;
    if (!specifications) throw new Error('no specification');
    running.send(simReplacementNext({ reason: 'SIM_TYPE_CHANGE', simType: 'esim' }, specifications));
    expect(view().screen).toBe('kyc');
    running.send({ type: 'NEXT', data: { kycIds: await kycIds(line) } });
    // The specification says an eSIM replacement needs no delivery (ESIM-SIM_REPLACMENT).
    expect(view()).toMatchObject({
      screen: 'order-summary',
      deliveryNeeded: false,
      fee: { amount: { amount: 49 } },
    });

    sandbox.faults.add({ kind: 'server_error', route: 'submitSimReplacement', times: 4 });
    running.send({ type: 'SUBMIT' });
    await settle();
    expect(view().screen).toBe('send-failed');
    sandbox.faults.clear();
    running.send({ type: 'RETRY' });
    await settle();
    expect(view().screen).toBe('payment');
    running.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view().screen).toBe('payment-failed');
    running.send({ type: 'RETRY' });
    running.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();

    // Both attempts paid the one order the one request made.
    expect(paid).toHaveLength(2);
    expect(new Set(paid.map((attempt) => attempt.orderReference)).size).toBe(1);
    expect(paid[0]).toMatchObject({ amount: 49 });
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, 'SIM_REPLACEMENT')).toHaveLength(1);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('the same replacement sent twice (a lost answer) is one request and one order; a lost SIM is blocked on submit', async () => {
    const line = customer('sim-replacement-eligible');
    const storage = createMemoryStorage();
    const calls = simReplacementGatewayCalls({ gateway: line.gateway, queryClient, storage }, line);
    const submission = {
      accountNumber: line.accountNumber,
      reason: 'LOST_OR_STOLEN' as const,
      simType: 'physical_sim' as const,
      kycIds: await kycIds(line),
      delivery: { method: 'SELF_PICKUP' as const, pickupLocationId: 'TIENDA-ROMA' },
    };
    const proof = await proofFor(line);
    const first = await calls.submit(ownerOf(line), submission, signal(), proof);
    // The answer lost, the same key sent again: the request made is answered (the proof is spent).
    const again = await calls.submit(ownerOf(line), submission, signal(), proof);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ oldSimBlocked: true, simType: 'physical_sim', payment: { amount: 99 } });
    expect(SIM_REPLACEMENT_ATTEMPTS.read(storage, ownerOf(line))).not.toBeNull();

    const other = customer('sim-replacement-eligible');
    const damaged = await simReplacementGatewayCalls(
      { gateway: other.gateway, queryClient, storage: createMemoryStorage() },
      other,
    ).submit(
      ownerOf(other),
      { ...submission, accountNumber: other.accountNumber, reason: 'DAMAGED', kycIds: await kycIds(other) },
      signal(),
      await proofFor(other),
    );
    expect(damaged.oldSimBlocked).toBe(false);
  });

  it('refuses a submit without an identity check of the customer’s own (422602)', async () => {
    const line = customer('sim-replacement-eligible');
    const calls = simReplacementGatewayCalls(
      { gateway: line.gateway, queryClient, storage: createMemoryStorage() },
      line,
    );
    const refused = await rejection(
      calls.submit(
        ownerOf(line),
        {
          accountNumber: line.accountNumber,
          reason: 'DAMAGED',
          simType: 'esim',
          kycIds: ['kyc_someone_else'],
          delivery: null,
        },
        signal(),
        await proofFor(line),
      ),
    );
    expect({ status: refused.status, errorId: refused.errorId }).toEqual({ status: 422, errorId: 422602 });
  });

  it.each(
    REORDERINGS,
  )('$label: saves are kept per flow, customer and line: a reload resumes its own, another line starts afresh', async ({
    file,
  }) => {
    // A physical SIM meets every step, so the request leads to the file's second step.
    const afterRequest = file.onboarding.steps[1]?.name;
    const edited = createSimReplacementMachine(file);
    const line = customer('sim-replacement-eligible');
    const storage = createMemoryStorage();
    const first = start(line, { storage, flow: edited });
    await settle();
    const specifications = first.view().specifications;
    if (!specifications) throw new Error('no specification');
    first.actor.send(simReplacementNext({ reason: 'DAMAGED', simType: 'physical_sim' }, specifications));
    expect(first.view().screen).toBe(afterRequest);
    first.actor.stop();

    const again = start(line, { storage, flow: edited });
    await settle();
    expect(again.view()).toMatchObject({ screen: afterRequest, reason: 'DAMAGED', simType: 'physical_sim' });
    again.actor.stop();

    const second = customer('sim-replacement-eligible');
    const other = start({ ...second, email: line.email }, { storage, flow: edited });
    await settle();
    expect(other.view()).toMatchObject({ screen: 'order-request', reason: null });
  });
});

/**
 * The copies a product team's edit could make (test-journeys.ts: the delivery step moved before
 * the identity check; the delivery step removed), found from the file itself: each compiles and
 * a replacement walks its steps in the copy's order to one paid request. A physical SIM where the
 * copy has the delivery step; without it, only an eSIM that needs no delivery can be replaced.
 */
describe('SIM replacement with an edited copy of its journey', () => {
  it.each(journeyEdits('sim-replacement.json'))('$label: walks in its order to one paid request', async ({
    file,
  }) => {
    const line = customer('sim-replacement-eligible');
    const paid: ServiceRequestPaymentInput[] = [];
    const { actor: running, view } = start(line, { paid, flow: createSimReplacementMachine(file) });
    await settle();
    const specifications = view().specifications;
    if (!specifications) throw new Error('no specification');
    const names = file.onboarding.steps.map((step) => step.name);
    const delivered = names.includes('delivery-details');
    const answers: Record<string, () => Promise<Parameters<typeof running.send>[0]>> = {
      'order-request': async () =>
        simReplacementNext(
          { reason: 'DAMAGED', simType: delivered ? 'physical_sim' : 'esim' },
          specifications,
        ),
      kyc: async () => ({ type: 'NEXT', data: { kycIds: await kycIds(line) } }),
      'delivery-details': async () => ({
        type: 'NEXT',
        data: { delivery: { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA' } },
      }),
    };
    const walked: string[] = [];
    for (let move = 0; move < names.length && view().screen !== names.at(-1); move++) {
      const screen = String(view().screen);
      walked.push(screen);
      const answer = answers[screen];
      if (!answer) throw new Error(`no answer for the step on screen: ${screen}`);
      running.send(await answer());
    }
    expect(walked).toEqual(names.slice(0, -1));
    expect(view()).toMatchObject({ screen: names.at(-1), deliveryNeeded: delivered });
    running.send({ type: 'SUBMIT' });
    await settle();
    running.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(paid).toHaveLength(1);
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, 'SIM_REPLACEMENT')).toHaveLength(1);
    expect(sandbox.context.violations).toEqual([]);
  });
});
