import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { serviceRequestView } from '../service-request-template/index.ts';
import { createPlanSwitchMachine, PLAN_SWITCH_MESSAGES } from './plan-switch.machine.ts';
import { planSwitchInput, providePlanSwitch } from './plan-switch.services.ts';
import type {
  PlanSwitchCancelEligibility,
  PlanSwitchEligibility,
  PlanSwitchGatewayCalls,
  PlanSwitchLine,
} from './plan-switch.types.ts';

interface Fakes {
  eligibility?: () => PlanSwitchEligibility;
  cancelEligibility?: () => PlanSwitchCancelEligibility;
  cancel?: () => void;
  statuses?: ServiceRequestStatus[];
}

const SIM = '8952000011112222';

function start(
  fakes: Fakes = {},
  line: Partial<PlanSwitchLine> = {},
  storage: KeyValueStorage = createMemoryStorage(),
) {
  const calls: string[] = [];
  const statuses = [...(fakes.statuses ?? ['DONE'])];
  const gateway: PlanSwitchGatewayCalls = {
    eligibility: async ({ simNumber }) => {
      calls.push(`eligibility:${simNumber}`);
      return fakes.eligibility?.() ?? { eligible: true };
    },
    cancelEligibility: async ({ simNumber }) => {
      calls.push(`cancel-eligibility:${simNumber}`);
      return fakes.cancelEligibility?.() ?? { cancelable: false };
    },
    submit: async ({ simNumber, sku, timing }) => {
      calls.push(`submit:${simNumber}:${sku}:${timing}`);
      return { requestId: 'SR-9' };
    },
    status: async ({ requestId }) => {
      calls.push(`status:${requestId}`);
      return {
        status: statuses.length > 1 ? (statuses.shift() as ServiceRequestStatus) : (statuses[0] ?? 'DONE'),
      };
    },
    cancel: async ({ requestId }) => {
      calls.push(`cancel:${requestId}`);
      fakes.cancel?.();
    },
  };
  const flow = createPlanSwitchMachine(readJourneyJson('plan-switch.json'));
  const services = { calls: gateway, storage };
  const actor = createActor(providePlanSwitch(flow, services), {
    input: planSwitchInput(flow, services, { simNumber: SIM, ...line }),
  }).start();
  const view = () => serviceRequestView(actor.getSnapshot());
  return { actor, calls, view };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('plan switch (the service-request template with journeys/plan-switch.json)', () => {
  it('checks the line, runs the journey, requests the chosen plan and follows it to done', async () => {
    const { actor, calls, view } = start({ statuses: ['IN_PROGRESS', 'DONE'] });
    await settle();
    expect(calls).toEqual([`eligibility:${SIM}`, `cancel-eligibility:${SIM}`]);
    expect(view()).toMatchObject({ phase: 'collecting', step: 'plans' });
    actor.send({ type: 'NEXT', data: { sku: 'PLAN-50' } });
    expect(view().step).toBe('plan-details');
    actor.send({ type: 'NEXT', data: { timing: 'IMMEDIATE' } });
    expect(view().step).toBe('order-summary');
    actor.send({ type: 'NEXT', facts: { paymentDue: true } });
    expect(view().step).toBe('payment');
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    await settle();
    expect(calls.slice(2)).toEqual([
      `submit:${SIM}:PLAN-50:IMMEDIATE`,
      `cancel-eligibility:${SIM}`,
      'status:SR-9',
    ]);
    expect(view()).toMatchObject({ phase: 'following', requestId: 'SR-9', status: 'IN_PROGRESS' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-9' });
  });

  it('skips payment when nothing is due now', async () => {
    const { actor, calls, view } = start({}, { facts: { paymentDue: false } });
    await settle();
    actor.send({ type: 'NEXT', data: { sku: 'PLAN-50' } });
    actor.send({ type: 'NEXT', data: { timing: 'NEXT_RENEWAL' } });
    expect(view().step).toBe('order-summary');
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    await settle();
    expect(calls).toContain(`submit:${SIM}:PLAN-50:NEXT_RENEWAL`);
  });

  it('ends on payment-failed without requesting anything', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'NEXT', data: { sku: 'PLAN-50' } });
    for (const facts of [{}, {}, { paymentStatus: 'failed' as const }]) actor.send({ type: 'NEXT', facts });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'left',
      journey: { kind: 'final', step: 'payment-failed' },
    });
    expect(calls.some((call) => call.startsWith('submit'))).toBe(false);
  });

  it('without a chosen plan nothing is requested: the submit fails with plan switch’s message', async () => {
    const { actor, calls, view } = start();
    await settle();
    for (const facts of [{}, {}, {}, { paymentStatus: 'success' as const }])
      actor.send({ type: 'NEXT', facts });
    await settle();
    expect(view()).toMatchObject({ phase: 'submitFailed', messageId: PLAN_SWITCH_MESSAGES.submitFailed });
    expect(calls.some((call) => call.startsWith('submit'))).toBe(false);
  });

  it('a line that is not eligible ends at once with a message id', async () => {
    const { actor, view } = start({ eligibility: () => ({ eligible: false }) });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'not-eligible',
      messageId: PLAN_SWITCH_MESSAGES.notEligible,
    });
    expect(view().step).toBeNull();
  });

  it('a failed eligibility check can be retried', async () => {
    let attempts = 0;
    const { actor, view } = start({
      eligibility: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return { eligible: true };
      },
    });
    await settle();
    expect(view().phase).toBe('checkFailed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(view()).toMatchObject({ phase: 'collecting', step: 'plans' });
  });

  it('cancels a requested plan switch only when cancel eligibility allows it', async () => {
    const refused = start({ cancelEligibility: () => ({ cancelable: false }) });
    await settle();
    refused.actor.send({ type: 'CANCEL' });
    expect(refused.view().phase).toBe('collecting');

    const allowed = start({ cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }) });
    await settle();
    allowed.actor.send({ type: 'CANCEL' });
    await settle();
    expect(allowed.calls).toContain('cancel:SR-7');
    expect(allowed.actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      requestId: 'SR-7',
      messageId: 'plan_switch.cancelled',
    });
  });

  it('a failed cancel returns to the plans with a notice', async () => {
    const { actor, view } = start({
      cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }),
      cancel: () => {
        throw new Error('500');
      },
    });
    await settle();
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(view()).toMatchObject({
      phase: 'collecting',
      step: 'plans',
      notice: 'errors.plan_switch.cancel_failed',
    });
  });

  it('a failed cancel-eligibility check only hides the cancel option', async () => {
    const { view } = start({
      cancelEligibility: () => {
        throw new Error('timeout');
      },
    });
    await settle();
    expect(view()).toMatchObject({ phase: 'collecting', can: { CANCEL: false } });
  });

  it('a reload keeps the step and the chosen plan', async () => {
    const storage = createMemoryStorage();
    const first = start({}, {}, storage);
    await settle();
    first.actor.send({ type: 'NEXT', data: { sku: 'PLAN-50' } });
    first.actor.send({ type: 'NEXT' });
    first.actor.stop();

    const reloaded = start({}, {}, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({
      phase: 'collecting',
      step: 'order-summary',
      data: { plans: { sku: 'PLAN-50' } },
    });
  });
});
