import type { QueryClient } from '@tanstack/query-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { isGatewayError } from '../../gateway/gateway-error.ts';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import { sandboxOnAClock, signedInToken } from '../../gateway/test-support/sandbox-server.ts';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import { serviceRequestView } from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { createPlanSwitchMachine, type PlanSwitchMachine } from './plan-switch.machine.ts';
import { PLAN_SWITCH_ATTEMPTS, planSwitchGatewayCalls, providePlanSwitch } from './plan-switch.services.ts';

/**
 * Plan switch's services against the sandbox gateway (packages/sandbox over MSW, unhandled
 * requests an error): every eligibility refusal the gateway gives, and every the spec's answer the calls
 * can get, as the machine and the screens see them.
 */
const DAY = 24 * 60 * 60 * 1000;
let actor: Actor<PlanSwitchMachine> | undefined;
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

/** Lets answers in flight arrive, and the client's back-off retries (1 s, 2 s, 4 s) run out. */
const settle = () => vi.advanceTimersByTimeAsync(10_000);

/**
 * A ready-made customer, logged in again after the clock moved (a session does not outlive days).
 * `email`: one more line for a customer made already.
 */
function customer(name: string, laterMs = 0, email?: string) {
  const made = sandbox.state.scenarios.create(name, email ? { email } : {});
  clock.now += laterMs;
  return { ...made, gateway: logIn(made.email) };
}

/** Whose switch it is: the customer and the line's SIM (the flow's subject). */
function ownerOf(line: ReturnType<typeof customer>) {
  return { customer: line.email, subject: line.iccid };
}

function logIn(email: string): GatewayClient {
  return sandboxGatewayClient(signedInToken(sandbox, email));
}

function start(line: ReturnType<typeof customer>, storage = createMemoryStorage()) {
  const flow = createPlanSwitchMachine(readJourneyJson('plan-switch.json'));
  const calls = planSwitchGatewayCalls({ gateway: line.gateway, queryClient, storage }, line);
  // The payment child is the template's contract; these tests stop before anything is paid.
  const services = { calls, storage, payment: fakePaymentChild([], [{ outcome: 'paid' }]) };
  actor = createActor(providePlanSwitch(flow, services), {
    input: serviceRequestInput(flow, services.storage, { customer: line.email, subject: line.iccid }),
  }).start();
  const running = actor;
  return { calls, view: () => serviceRequestView(running.getSnapshot()), actor: running };
}

async function rejection(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return error;
}

describe('plan switch eligibility, every refusal the gateway gives', () => {
  it.each([
    ['physical-sim-awaiting-activation', 0, 'plan_switch.refusal.sim_not_activated'],
    ['pending-port-in', 0, 'plan_switch.refusal.port_in_in_progress'],
    ['grace-line', 0, 'plan_switch.refusal.line_in_grace'],
    ['grace-line', 8 * DAY, 'plan_switch.refusal.line_suspended'],
    // The suspension is lifted by registering the line, not by a recharge.
    ['unregistered-line', 0, 'plan_switch.refusal.line_unregistered'],
    ['grace-line', 40 * DAY, 'plan_switch.refusal.line_inactive'],
    // Not closed: without a number, which may still come back.
    ['failed-port-in', 0, 'plan_switch.refusal.no_number'],
    ['ported-out-line', 0, 'plan_switch.refusal.no_number'],
    ['plan-switch-pending', 0, 'plan_switch.refusal.switch_pending'],
  ])('%s (+%d ms): the flow ends not eligible, saying %s', async (name, later, messageId) => {
    const { actor: running } = start(customer(name, later));
    await settle();
    expect(running.getSnapshot().output).toEqual({ outcome: 'not-eligible', messageId });
    expect(sandbox.context.violations).toEqual([]);
  });

  it('an eligible line opens on the plans step', async () => {
    const { view } = start(customer('active-esim-line'));
    await settle();
    expect(view()).toMatchObject({ phase: 'collecting', step: 'plans', can: { CANCEL: false } });
  });

  it('a pending switch can be cancelled from the flow; another customer’s line is not found', async () => {
    const pending = customer('plan-switch-pending');
    const stranger = customer('active-esim-line');
    const calls = planSwitchGatewayCalls(
      { gateway: stranger.gateway, queryClient, storage: createMemoryStorage() },
      stranger,
    );
    const signal = new AbortController().signal;
    for (const call of [
      calls.eligibility({ simNumber: pending.iccid }, signal),
      calls.cancelEligibility({ simNumber: pending.iccid }, signal),
    ]) {
      expect((await rejection(call)).status).toBe(404);
    }
    const own = planSwitchGatewayCalls(
      { gateway: pending.gateway, queryClient, storage: createMemoryStorage() },
      pending,
    );
    const cancelEligibility = await own.cancelEligibility({ simNumber: pending.iccid }, signal);
    expect(cancelEligibility).toEqual({ cancelable: true, requestId: expect.any(String) });
    await own.cancel(
      ownerOf(pending),
      { simNumber: pending.iccid, requestId: cancelEligibility.requestId ?? null },
      signal,
    );
    expect(await own.cancelEligibility({ simNumber: pending.iccid }, signal)).toEqual({
      cancelable: false,
      reasonMessageId: 'plan_switch.cancel_refusal.no_pending_switch',
    });
  });
});

describe('plan switch calls, every §8 answer they can get', () => {
  it.each([
    ['server_error', 500, 'errors.unknown'],
    ['network_error', 500, 'errors.unknown'],
    ['rate_limited', 429, 'errors.http.429'],
    ['maintenance', 503, 'errors.code.-44001'],
    ['forbidden', 403, 'errors.http.403'],
  ])('%s on eligibility: the check fails with %d (%s) and RETRY checks again', async (kind, status, messageId) => {
    const line = customer('active-esim-line');
    sandbox.faults.add({ kind, route: 'planSwitchEligibility', times: 4 });
    const signal = new AbortController().signal;
    const calls = planSwitchGatewayCalls(
      { gateway: line.gateway, queryClient, storage: createMemoryStorage() },
      line,
    );
    const eligibility = rejection(calls.eligibility({ simNumber: line.iccid }, signal));
    await settle();
    const error = await eligibility;
    expect(error.status).toBe(status);
    expect(errorMessageId(error)).toBe(messageId);
    if (kind === 'forbidden') return; // a 403 ends the session: nothing to retry with.

    sandbox.faults.clear();
    sandbox.faults.add({ kind, route: 'planSwitchEligibility', times: 4 });
    const { actor: running, view } = start(line);
    await settle();
    expect(view().phase).toBe('checkFailed');
    sandbox.faults.clear();
    running.send({ type: 'RETRY' });
    await settle();
    expect(view()).toMatchObject({ phase: 'collecting', step: 'plans' });
  });

  it('a 401 is refreshed and the call made once more (§8)', async () => {
    const line = customer('active-esim-line');
    sandbox.faults.add({ kind: 'expired_token', route: 'planSwitchEligibility', times: 1 });
    const calls = planSwitchGatewayCalls(
      { gateway: line.gateway, queryClient, storage: createMemoryStorage() },
      line,
    );
    const answer = calls.eligibility({ simNumber: line.iccid }, new AbortController().signal);
    await settle();
    await expect(answer).resolves.toEqual({ eligible: true, details: { currentSku: null } });
  });

  it('a submit refused as not eligible (422501) or failing (500) leaves nothing made; sent again, one request and one order', async () => {
    const line = customer('active-esim-line');
    const storage = createMemoryStorage();
    const signal = new AbortController().signal;
    const calls = planSwitchGatewayCalls({ gateway: line.gateway, queryClient, storage }, line);
    const submission = { simNumber: line.iccid, sku: 'PLAN-SENDA-300', timing: 'IMMEDIATE' as const };

    sandbox.faults.add({ kind: 'server_error', route: 'submitPlanSwitch', times: 1 });
    const failed = await rejection(calls.submit(ownerOf(line), submission, signal));
    expect(errorMessageId(failed)).toBe('errors.unknown');
    const first = await calls.submit(ownerOf(line), submission, signal);
    const again = await calls.submit(ownerOf(line), submission, signal);
    expect(again).toEqual(first);
    expect(first.payment).toMatchObject({ amount: 100 });

    // The line was switched elsewhere meanwhile (a scheduled switch): the gateway refuses.
    const other = customer('plan-switch-pending');
    const refused = await rejection(
      planSwitchGatewayCalls(
        { gateway: other.gateway, queryClient, storage: createMemoryStorage() },
        other,
      ).submit(
        ownerOf(other),
        { simNumber: other.iccid, sku: 'PLAN-SENDA-300', timing: 'IMMEDIATE' },
        signal,
      ),
    );
    expect({ status: refused.status, errorId: refused.errorId }).toEqual({ status: 422, errorId: 422501 });
  });

  it('a switch sent on one line, its answer lost, then one on another line: sent again on the first, it is the same request', async () => {
    const lineA = customer('active-esim-line');
    const lineB = customer('active-esim-line', 0, lineA.email);
    expect(ownerOf(lineB).customer).toBe(ownerOf(lineA).customer);
    const storage = createMemoryStorage();
    const signal = new AbortController().signal;
    const callsA = planSwitchGatewayCalls({ gateway: lineA.gateway, queryClient, storage }, lineA);
    const callsB = planSwitchGatewayCalls({ gateway: lineB.gateway, queryClient, storage }, lineB);
    const switchOn = (line: typeof lineA) =>
      ({ simNumber: line.iccid, sku: 'PLAN-SENDA-300', timing: 'IMMEDIATE' }) as const;

    // The gateway made A's switch and its order, but the answer never reached the page.
    const lost = await callsA.submit(ownerOf(lineA), switchOn(lineA), signal);
    await callsB.submit(ownerOf(lineB), switchOn(lineB), signal);
    const again = await callsA.submit(ownerOf(lineA), switchOn(lineA), signal);

    expect(again.requestId).toBe(lost.requestId);
    expect(again.payment).toEqual(lost.payment);
    expect(sandbox.state.serviceRequests.onLine(lineA.accountNumber, 'PLAN_SWITCH')).toHaveLength(1);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('a change to one line reads that line’s queries again and no other line’s', async () => {
    const line = customer('active-esim-line');
    const otherOrder = 'SND-250115-99999';
    for (const orderRef of [line.orderRef, otherOrder]) {
      queryClient.setQueryData(customerQueryKeys.line(orderRef), { kind: 'line' });
      queryClient.setQueryData(customerQueryKeys.order(orderRef), { order: orderRef });
    }
    const storage = createMemoryStorage();
    const calls = planSwitchGatewayCalls({ gateway: line.gateway, queryClient, storage }, line);
    const signal = new AbortController().signal;
    const submitted = await calls.submit(
      ownerOf(line),
      { simNumber: line.iccid, sku: 'PLAN-SENDA-100', timing: 'NEXT_RENEWAL' },
      signal,
    );
    expect(PLAN_SWITCH_ATTEMPTS.read(storage, ownerOf(line))).not.toBeNull();
    const stale = (orderRef: string) => [
      queryClient.getQueryState(customerQueryKeys.line(orderRef))?.isInvalidated,
      queryClient.getQueryState(customerQueryKeys.order(orderRef))?.isInvalidated,
    ];
    expect(stale(line.orderRef)).toEqual([true, true]);
    expect(stale(otherOrder)).toEqual([false, false]);

    // Settled (the renewal came): the line reads again and the next switch is a new attempt.
    queryClient.setQueryData(customerQueryKeys.line(line.orderRef), { kind: 'line' });
    clock.now += 31 * DAY;
    const later = planSwitchGatewayCalls({ gateway: logIn(line.email), queryClient, storage }, line);
    expect(await later.status(ownerOf(line), { requestId: submitted.requestId }, signal)).toEqual({
      status: 'DONE',
    });
    expect(PLAN_SWITCH_ATTEMPTS.read(storage, ownerOf(line))).toBeNull();
    expect(stale(line.orderRef)[0]).toBe(true);
    expect(stale(otherOrder)).toEqual([false, false]);
  });
});
