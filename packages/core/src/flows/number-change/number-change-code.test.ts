import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import {
  numberChangeGatewayCalls,
  provideNumberChangeCodeMachine,
  savedCode,
} from './number-change.services.ts';
import type { SentCode } from './number-change.types.ts';
import { numberChangeCodeView } from './number-change-code.machine.ts';

const LINE = { accountNumber: 'ACC-100', action: 'CHANGE' as const };
const failure = (errorId: number) => Object.assign(new Error(`gateway ${errorId}`), { errorId, status: 422 });

function start(answers: (SentCode | Error)[], sent: SentCode | null = null) {
  const asked: (string | null)[] = [];
  const machine = provideNumberChangeCodeMachine({
    sendCode: async ({ previous }) => {
      asked.push(previous);
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    },
  });
  const actor = createActor(machine, { input: { ...LINE, sent } }).start();
  return { actor, asked, view: () => numberChangeCodeView(actor.getSnapshot()) };
}

const code = (id: string, now = Date.now()): SentCode => ({
  requestId: id,
  expiresAt: now + 121_000,
  resendAt: now + 61_000,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 24, 16, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the one-time code that confirms a number change', () => {
  it('is sent on demand; a new one only from 60 seconds before it expires (§9), in place of the old', async () => {
    const { actor, asked, view } = start([code('OTT-1'), code('OTT-2', Date.now() + 61_000)]);
    expect(view()).toMatchObject({ status: 'none', canSend: true });
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'sent', sent: { requestId: 'OTT-1' }, canSend: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(view().canSend).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view().canSend).toBe(true);
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([null, 'OTT-1']);
    expect(view()).toMatchObject({ sent: { requestId: 'OTT-2' }, expired: false });
  });

  it('says when the code expired', async () => {
    const { view } = start([], code('OTT-1'));
    expect(view().status).toBe('sent');
    await vi.advanceTimersByTimeAsync(121_000);
    expect(view()).toMatchObject({ expired: true, canSend: true });
  });

  it.each([
    422024, 422035, 400061,
  ])('a refused request (§8 %i) says why and keeps the code sent before', async (errorId) => {
    const { actor, view } = start([failure(errorId)], code('OTT-1', Date.now() - 61_000));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      status: 'sent',
      sent: { requestId: 'OTT-1' },
      messageId: `errors.code.${errorId}`,
    });
  });

  it('is kept for the line across a reload, until it expires, and its id goes with the request', async () => {
    const storage = createMemoryStorage();
    const headers: (string | undefined)[] = [];
    const gateway = {
      call: async (endpoint: { name: string }, input?: { headers?: Record<string, string> }) => {
        if (endpoint.name === 'generateNumberChangeOtt')
          return { result: { requestId: 'OTT-9', expiresIn: 120 } };
        headers.push(input?.headers?.['X-OTT-Request-Id']);
        return { result: { requestId: 'NC-1', status: 'SUBMITTED', number: '5512340001', payment: null } };
      },
    };
    const calls = numberChangeGatewayCalls(
      { gateway: gateway as never, queryClient: { invalidateQueries: async () => {} } as never, storage },
      {},
    );
    const signal = new AbortController().signal;
    await calls.sendCode({ ...LINE, previous: null }, signal);
    expect(savedCode(storage, LINE)?.requestId).toBe('OTT-9');
    expect(savedCode(storage, { ...LINE, action: 'RECOVERY' })).toBeNull();
    expect(savedCode(storage, LINE, Date.now() + 122_000)).toBeNull();
    await calls.submit(
      { customer: 'C-1', subject: LINE.accountNumber },
      { ...LINE, number: '5512340001', category: 'FREE_NUMBER', otpCode: '123456' },
      signal,
    );
    expect(headers).toEqual(['OTT-9']);
    expect(savedCode(storage, LINE)).toBeNull();
  });

  it("is kept per line and action: a code asked for another line leaves this line's alone", async () => {
    const storage = createMemoryStorage();
    let sent = 0;
    const gateway = {
      call: async () => ({ result: { requestId: `OTT-${++sent}`, expiresIn: 120 } }),
    };
    const calls = numberChangeGatewayCalls(
      { gateway: gateway as never, queryClient: { invalidateQueries: async () => {} } as never, storage },
      {},
    );
    const signal = new AbortController().signal;
    const other = { ...LINE, accountNumber: `${LINE.accountNumber}-2` };
    await calls.sendCode({ ...LINE, previous: null }, signal);
    await calls.sendCode({ ...other, previous: null }, signal);
    await calls.sendCode({ ...LINE, action: 'RECOVERY', previous: null }, signal);
    expect(savedCode(storage, LINE)?.requestId).toBe('OTT-1');
    expect(savedCode(storage, other)?.requestId).toBe('OTT-2');
    expect(savedCode(storage, { ...LINE, action: 'RECOVERY' })?.requestId).toBe('OTT-3');
  });
});
