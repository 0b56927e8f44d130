import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { NUMBER_CHANGE_REFUSALS } from './gateway/index.ts';
import { numberChangeRefusalMessageId } from './number-change.rules.ts';
import { numberChangeGatewayCalls, savedCode } from './number-change.services.ts';

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
      reasonMessageId: numberChangeRefusalMessageId(reason, 'CHANGE'),
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
    await calls
      .status({ customer: 'C-1', subject: 'ACC-1' }, { requestId: 'NC-1' }, signal)
      .catch(() => undefined);
    expect(invalidated.length).toBeGreaterThan(0);
    expect(JSON.stringify(invalidated)).toContain('ORD-1');
  });
});

describe('a code the request refused', () => {
  it.each([
    [422026, null],
    [422025, null],
    [422028, 'OTT-1'],
  ])('§8 %i: the code kept for a reload is %s', async (errorId, kept) => {
    const storage = createMemoryStorage();
    const gateway = {
      call: async (endpoint: { name: string }) => {
        if (endpoint.name === 'generateNumberChangeOtt')
          return { result: { requestId: 'OTT-1', expiresIn: 120 } };
        throw Object.assign(new Error('refused'), { status: 422, errorId });
      },
    };
    const calls = numberChangeGatewayCalls(
      { gateway: gateway as never, queryClient: { invalidateQueries: async () => {} } as never, storage },
      {},
    );
    const line = { accountNumber: 'ACC-1', action: 'CHANGE' as const };
    await calls.sendCode({ ...line, previous: null }, signal);
    await expect(
      calls.submit(
        { customer: 'C-1', subject: line.accountNumber },
        { ...line, number: '5512340001', category: 'FREE_NUMBER', otpCode: '111111' },
        signal,
      ),
    ).rejects.toThrow('refused');
    expect(savedCode(storage, line)?.requestId ?? null).toBe(kept);
  });
});
