import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { terminationGatewayCalls } from './termination.services.ts';

/**
 * Termination's attempt records, over a stand-in client that notes the idempotency key of every
 * termination sent and loses the answers it is told to (the gateway made the request; the page
 * never heard).
 */
function customerWithTwoLines() {
  const sent: { accountNumber: string; idempotencyKey: string }[] = [];
  let losing = 0;
  const gateway = {
    call: async (
      _endpoint: unknown,
      input?: { json?: { accountNumber: string; idempotencyKey: string } },
    ) => {
      const json = input?.json;
      if (json) sent.push({ accountNumber: json.accountNumber, idempotencyKey: json.idempotencyKey });
      if (losing > 0) {
        losing -= 1;
        throw new TypeError('Failed to fetch');
      }
      return {
        result: {
          requestId: `TR-${sent.length}`,
          status: 'DONE',
          closesAt: '2026-11-24T10:00:00.000Z',
          refund: null,
        },
      };
    },
  };
  const storage = createMemoryStorage();
  const deps = {
    gateway: gateway as never,
    queryClient: { invalidateQueries: async () => {} } as never,
    storage,
  };
  const line = (accountNumber: string) => ({
    owner: { customer: 'CUST-1', subject: accountNumber },
    submission: { accountNumber, reason: 'PRICE', feedback: '' },
    calls: terminationGatewayCalls(deps, { orderRef: `ORD-${accountNumber}` }),
  });
  const loseNext = () => {
    losing += 1;
  };
  return { sent, loseNext, lineA: line('ACC-A'), lineB: line('ACC-B') };
}

const signal = new AbortController().signal;

describe('termination attempts, one per line', () => {
  it('sent on line A with its answer lost, then on line B: sent again on A, it carries A’s first key', async () => {
    const { sent, loseNext, lineA, lineB } = customerWithTwoLines();
    loseNext();
    await expect(lineA.calls.submit(lineA.owner, lineA.submission, signal)).rejects.toThrow(
      'Failed to fetch',
    );
    await lineB.calls.submit(lineB.owner, lineB.submission, signal);
    await lineA.calls.submit(lineA.owner, lineA.submission, signal);

    const [firstA, onB, againA] = sent;
    expect(againA?.idempotencyKey).toBe(firstA?.idempotencyKey);
    expect(onB?.idempotencyKey).not.toBe(firstA?.idempotencyKey);
  });

  it('a final answer on one line forgets that line’s attempt only', async () => {
    const { sent, loseNext, lineA, lineB } = customerWithTwoLines();
    loseNext();
    loseNext();
    await expect(lineA.calls.submit(lineA.owner, lineA.submission, signal)).rejects.toThrow();
    await expect(lineB.calls.submit(lineB.owner, lineB.submission, signal)).rejects.toThrow();
    // A's request settled (the status read says DONE): A's next termination is a new attempt.
    await lineA.calls.status(lineA.owner, { requestId: 'TR-1' }, signal);
    await lineA.calls.submit(lineA.owner, lineA.submission, signal);
    await lineB.calls.submit(lineB.owner, lineB.submission, signal);

    const [firstA, firstB, againA, againB] = sent;
    expect(againA?.idempotencyKey).not.toBe(firstA?.idempotencyKey);
    expect(againB?.idempotencyKey).toBe(firstB?.idempotencyKey);
  });
});
