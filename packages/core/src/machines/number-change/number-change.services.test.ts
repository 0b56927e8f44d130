import { describe, expect, it } from 'vitest';
import { NUMBER_CHANGE_REFUSALS } from '../../gateway/number-change/index.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { numberChangeRefusalMessageId } from './number-change.rules.ts';
import { numberChangeGatewayCalls } from './number-change.services.ts';

/** The gateway calls over a stand-in client answering `result` for every call. */
function callsAnswering(result: unknown) {
  const invalidated: unknown[] = [];
  const gateway = { call: async () => ({ result }) };
  const queryClient = {
    invalidateQueries: async (filter: unknown) => {
      invalidated.push(filter);
    },
  };
  const calls = numberChangeGatewayCalls(
    { gateway: gateway as never, queryClient: queryClient as never, storage: createMemoryStorage() },
    { orderRef: 'ORD-1' },
  );
  return { calls, invalidated };
}

const signal = new AbortController().signal;

describe('number change eligibility, as the flow reads it', () => {
  it.each(NUMBER_CHANGE_REFUSALS)('%s: refused with its own sentence', async (reason) => {
    const { calls } = callsAnswering({ eligible: false, action: 'CHANGE', reason });
    expect(await calls.eligibility({ accountNumber: 'ACC-1', action: 'CHANGE' }, signal)).toEqual({
      eligible: false,
      reason,
      reasonMessageId: numberChangeRefusalMessageId(reason),
    });
  });

  it('a recovery with no number to take back is refused, not offered empty', async () => {
    const { calls } = callsAnswering({
      eligible: true,
      action: 'RECOVERY',
      currentNumber: '5512345678',
      recoverable: [],
    });
    expect(await calls.eligibility({ accountNumber: 'ACC-1', action: 'RECOVERY' }, signal)).toMatchObject({
      eligible: false,
      reason: 'NO_RECOVERABLE_NUMBER',
    });
  });

  it('a settled request reads that line’s queries again, and no other line’s', async () => {
    const { calls, invalidated } = callsAnswering({
      requestId: 'NC-1',
      type: 'NUMBER_CHANGE',
      status: 'DONE',
    });
    await calls.status({ requestId: 'NC-1' }, signal).catch(() => undefined);
    expect(invalidated.length).toBeGreaterThan(0);
    expect(JSON.stringify(invalidated)).toContain('ORD-1');
  });
});
