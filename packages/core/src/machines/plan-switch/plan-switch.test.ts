import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { JourneyMachine } from '../../journey/index.ts';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import { createPlanSwitchMachine, PLAN_SWITCH_MESSAGES } from './plan-switch.machine.ts';
import type {
  PlanSwitchCancelEligibility,
  PlanSwitchEligibility,
  PlanSwitchInput,
} from './plan-switch.types.ts';

interface Fakes {
  eligibility?: () => Promise<PlanSwitchEligibility>;
  cancelEligibility?: () => Promise<PlanSwitchCancelEligibility>;
  cancel?: () => Promise<void>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(fakes: Fakes = {}, input: Partial<PlanSwitchInput> = {}) {
  const calls: string[] = [];
  const { machine } = createPlanSwitchMachine(readJourneyJson('plan-switch.json'));
  const actor = createActor(
    machine.provide({
      actors: {
        checkEligibility: fromPromise<PlanSwitchEligibility, { simNumber: string }>(
          async ({ input: line }) => {
            calls.push(`eligibility:${line.simNumber}`);
            return (fakes.eligibility ?? (async () => ({ eligible: true })))();
          },
        ),
        checkCancelEligibility: fromPromise<PlanSwitchCancelEligibility, { simNumber: string }>(async () => {
          calls.push('cancel-eligibility');
          return (fakes.cancelEligibility ?? (async () => ({ cancelable: false })))();
        }),
        cancelPlanSwitch: fromPromise<unknown, { simNumber: string; requestId: string | null }>(
          async ({ input: args }) => {
            calls.push(`cancel:${args.requestId}`);
            return (fakes.cancel ?? (async () => {}))();
          },
        ),
      },
    }),
    { input: { simNumber: '8952000011112222', ...input } },
  ).start();
  await flush();
  const journey = () => actor.getSnapshot().children.journey as ActorRefFrom<JourneyMachine> | undefined;
  const step = () => journey()?.getSnapshot().context.current ?? null;
  return { actor, calls, journey, step };
}

describe('plan switch', () => {
  it('checks eligibility by SIM number and cancel eligibility, then runs the plan-switch journey', async () => {
    const { actor, calls, step } = await start();
    expect(calls).toEqual(['eligibility:8952000011112222', 'cancel-eligibility']);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(step()).toBe('plans');
    actor.send({ type: 'NEXT', data: { sku: 'PLAN-50' } });
    expect(step()).toBe('plan-details');
    actor.send({ type: 'NEXT' });
    expect(step()).toBe('order-summary');
    actor.send({ type: 'NEXT', facts: { paymentDue: true } });
    expect(step()).toBe('payment');
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'completed',
      journey: { kind: 'final', step: 'payment-success' },
    });
  });

  it('skips payment when nothing is due now', async () => {
    const { actor, step } = await start({}, { facts: { paymentDue: false } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(step()).toBe('order-summary');
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ journey: { step: 'payment-success' } });
  });

  it('ends on payment-failed when the payment fails', async () => {
    const { actor } = await start();
    for (const facts of [{}, {}, {}, { paymentStatus: 'failed' as const }])
      actor.send({ type: 'NEXT', facts });
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ journey: { step: 'payment-failed' } });
  });

  it('a line that is not eligible ends at once with a message id', async () => {
    const { actor, step } = await start({ eligibility: async () => ({ eligible: false }) });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'not-eligible',
      messageId: PLAN_SWITCH_MESSAGES.notEligible,
    });
    expect(step()).toBeNull();
  });

  it('a failed eligibility check can be retried', async () => {
    let attempts = 0;
    const { actor } = await start({
      eligibility: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return { eligible: true };
      },
    });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('cancels a requested plan switch only when cancel eligibility allows it', async () => {
    const refused = await start({ cancelEligibility: async () => ({ cancelable: false }) });
    refused.actor.send({ type: 'CANCEL_PLAN_SWITCH' });
    expect(refused.actor.getSnapshot().value).toBe('choosing');

    const allowed = await start({ cancelEligibility: async () => ({ cancelable: true, requestId: 'SR-7' }) });
    allowed.actor.send({ type: 'CANCEL_PLAN_SWITCH' });
    await flush();
    expect(allowed.calls).toContain('cancel:SR-7');
    expect(allowed.actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      messageId: 'plan_switch.cancelled',
    });
  });

  it('a failed cancel returns to the plans with a notice', async () => {
    const { actor, step } = await start({
      cancelEligibility: async () => ({ cancelable: true, requestId: 'SR-7' }),
      cancel: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'CANCEL_PLAN_SWITCH' });
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.notice).toBe('errors.plan_switch.cancel_failed');
    expect(step()).toBe('plans');
  });

  it('a failed cancel-eligibility check only hides the cancel option', async () => {
    const { actor } = await start({
      cancelEligibility: async () => {
        throw new Error('timeout');
      },
    });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().can({ type: 'CANCEL_PLAN_SWITCH' })).toBe(false);
  });
});
