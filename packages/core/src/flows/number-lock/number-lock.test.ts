import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { refusalNextStep } from '../../machines/service-request-template/refusal-next-step.ts';
import { FAKE_STEP_UP_PROOF, fakeStepUp } from '../../machines/step-up/step-up.test-support.ts';
import type { StepUpInput } from '../../machines/step-up/step-up.types.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { simReplacementLineAction } from '../sim-replacement/sim-replacement.rules.ts';
import type { NumberLock } from './gateway/number-lock.ts';
import { numberLockMachine } from './number-lock.machine.ts';
import { numberLockSwitch } from './number-lock.rules.ts';
import { lockNumber } from './number-lock.services.ts';
import { numberLockShown } from './number-lock.shown.ts';
import { numberLockView } from './number-lock.view.ts';

const LOCKED: NumberLock = { locked: true, changedAt: '2026-11-20T18:00:00.000Z' };
const UNLOCKED: NumberLock = { locked: false, changedAt: null };
const LINE = { orderRef: 'ORD-1', accountNumber: 'ACC-1' };

function unlockActor(options: { lock: NumberLock; unlock: (token: string) => Promise<NumberLock> }) {
  const starts: StepUpInput[] = [];
  const calls: string[] = [];
  const machine = numberLockMachine.provide({
    actors: {
      stepUp: fakeStepUp(starts),
      readLock: fromPromise(async () => options.lock),
      unlock: fromPromise(async ({ input }) => {
        calls.push(input.stepUpToken);
        return options.unlock(input.stepUpToken);
      }),
    },
  });
  return { actor: createActor(machine, { input: { accountNumber: 'ACC-1' } }).start(), starts, calls };
}

describe('the number lock switch', () => {
  it('turns on in one tap, and off only through the page that asks for the code', () => {
    expect(numberLockSwitch(UNLOCKED, LINE)).toMatchObject({
      on: false,
      tap: { kind: 'lock' },
      hintId: null,
    });
    expect(numberLockSwitch(LOCKED, LINE)).toMatchObject({
      on: true,
      tap: { kind: 'unlock', path: managePath('/manage/number-lock', 'ORD-1') },
      hintId: 'number_lock.action.turn_off_hint',
    });
  });

  it('is offered on a line whose number is with Senda, not on one closed, ported out or never activated', () => {
    const line = { status: 'Active', activationDate: '2026-10-01T00:00:00.000Z' } as const;
    expect(numberLockShown(line)).toBe(true);
    expect(numberLockShown({ ...line, status: 'Grace' })).toBe(true);
    expect(numberLockShown({ ...line, status: 'Inactive' })).toBe(false);
    expect(numberLockShown({ ...line, activationDate: null })).toBe(false);
    expect(numberLockShown({ ...line, portedOut: { at: line.activationDate, recipient: 'ATT' } })).toBe(
      false,
    );
    expect(numberLockShown({ ...line, closesAt: '2026-12-01T00:00:00.000Z' })).toBe(false);
  });

  it('moves at once when tapped on, and goes back when the gateway refuses', async () => {
    const data = new Map<string, unknown>();
    const key = JSON.stringify(['customer', 'lines', 'ORD-1', 'numberLock']);
    const invalidated: unknown[] = [];
    const queryClient = {
      getQueryData: (k: readonly unknown[]) => data.get(JSON.stringify(k)),
      setQueryData: (k: readonly unknown[], value: NumberLock) => void data.set(JSON.stringify(k), value),
      invalidateQueries: async ({ queryKey }: { queryKey: readonly unknown[] }) =>
        void invalidated.push(queryKey),
    };
    data.set(key, UNLOCKED);
    let seen: unknown;
    const refusing = {
      call: async () => {
        seen = data.get(key);
        throw Object.assign(new Error('refused'), { errorCode: 'BAD_REQUEST' });
      },
    } as unknown as GatewayClient;
    await expect(lockNumber({ gateway: refusing, queryClient }, LINE)).rejects.toThrow('refused');
    expect(seen).toEqual({ ...UNLOCKED, locked: true });
    expect(data.get(key)).toEqual(UNLOCKED);
    expect(invalidated).toEqual([]);

    const accepting = { call: async () => ({ result: LOCKED }) } as unknown as GatewayClient;
    await expect(lockNumber({ gateway: accepting, queryClient }, LINE)).resolves.toEqual(LOCKED);
    expect(data.get(key)).toEqual(LOCKED);
    // The line's other reads follow (its SIM replacement's eligibility), no other line's.
    expect(invalidated).toEqual([['customer', 'lines', 'ORD-1']]);
  });
});

describe('turning the lock off', () => {
  it('asks the account address for NUMBER_UNLOCK on this line, then sends the change with its proof', async () => {
    const { actor, starts, calls } = unlockActor({ lock: LOCKED, unlock: async () => UNLOCKED });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(starts).toEqual([{ action: 'NUMBER_UNLOCK', accountNumber: 'ACC-1' }]);
    expect(calls).toEqual([FAKE_STEP_UP_PROOF]);
    expect(numberLockView(actor.getSnapshot()).screen).toBe('unlocked');
  });

  it('asks nothing when the lock is already off', async () => {
    const { actor, starts } = unlockActor({ lock: UNLOCKED, unlock: async () => UNLOCKED });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(starts).toEqual([]);
    expect(numberLockView(actor.getSnapshot()).screen).toBe('not-locked');
  });

  it('asks for a new approval when the proof is refused, and retries the same change after another refusal', async () => {
    const answers = [
      Object.assign(new Error('proof'), { errorCode: 'STEP_UP_REQUIRED' }),
      Object.assign(new Error('down'), { status: 503 }),
    ];
    const { actor, starts, calls } = unlockActor({
      lock: LOCKED,
      unlock: async () => {
        const error = answers.shift();
        if (error) throw error;
        return UNLOCKED;
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(starts).toHaveLength(2);
    const failed = numberLockView(actor.getSnapshot());
    expect(failed).toMatchObject({ screen: 'failed', canRetry: true });
    expect(failed.errorId).not.toBeNull();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toHaveLength(3);
    expect(starts).toHaveLength(2);
  });
});

describe("the SIM replacement's refusal while the number is locked", () => {
  it('says the number is locked and leads to the page that turns the lock off', () => {
    expect(simReplacementLineAction(LINE, { eligible: false, reason: 'NUMBER_LOCKED' })).toEqual({
      kind: 'refused',
      labelId: 'line.action.sim_replacement',
      reasonId: 'number_lock.refusal.sim_replacement',
    });
    expect(refusalNextStep('NUMBER_LOCKED')).toEqual({
      labelId: 'number_lock.refusal.unlock',
      route: '/manage/number-lock',
    });
  });
});
