import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import {
  type BoundedPollInput,
  type BoundedPollOutput,
  type BoundedPollReport,
  boundedPoll,
} from './bounded-poll.machine.ts';

type Answer = { status: 'PENDING' | 'DONE' };

/**
 * A parent as the machines that poll are: it invokes the poll, keeps what every read reported,
 * stops at DONE and rests once the window is used up. `answers` are given in turn (the last
 * repeats); an Error is a lost read.
 */
function start(answers: Array<Answer | Error>, input: Partial<BoundedPollInput<string>> = {}) {
  const reads: number[] = [];
  const poll = boundedPoll(async (orderRef: string): Promise<Answer> => {
    expect(orderRef).toBe('SND-1');
    reads.push(Date.now());
    const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
    if (answer instanceof Error || answer === undefined) throw answer;
    return answer;
  });
  const parent = setup({
    types: {
      context: {} as { reports: BoundedPollReport<Answer>[]; output: BoundedPollOutput<unknown> | null },
      events: {} as BoundedPollReport<Answer> | { type: 'NOW' } | { type: 'RESTART' },
    },
    actors: { poll },
  }).createMachine({
    context: { reports: [], output: null },
    initial: 'following',
    states: {
      following: {
        invoke: {
          id: 'poll',
          src: 'poll',
          input: { readInput: 'SND-1', readFirst: true, ...input },
          onDone: { target: 'resting', actions: assign({ output: ({ event }) => event.output }) },
        },
        on: {
          'poll.answer': [
            {
              guard: ({ event }) => event.answer.status === 'DONE',
              target: 'done',
              actions: assign({ reports: ({ context, event }) => [...context.reports, event] }),
            },
            { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) },
          ],
          'poll.failed': {
            actions: assign({ reports: ({ context, event }) => [...context.reports, event] }),
          },
          NOW: { actions: ({ self }) => self.getSnapshot().children.poll?.send({ type: 'POLL.NOW' }) },
          RESTART: {
            actions: ({ self }) => self.getSnapshot().children.poll?.send({ type: 'POLL.RESTART' }),
          },
        },
      },
      resting: {},
      done: {},
    },
  });
  const actor = createActor(parent);
  actor.start();
  return { actor, reads, state: () => actor.getSnapshot().value };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const tick = () => vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
const PENDING: Answer = { status: 'PENDING' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bounded poll (§9: 30 reads, one a second)', () => {
  it('reads at once, then once per interval, and stops after exactly API_POLLING_ATTEMPTS reads', async () => {
    const run = start([PENDING]);
    await settle();
    expect(run.reads).toHaveLength(1);
    await tick();
    expect(run.reads).toHaveLength(2);
    expect((run.reads[1] ?? 0) - (run.reads[0] ?? 0)).toBe(API_POLLING_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * API_POLLING_ATTEMPTS * 2);
    expect(run.reads).toHaveLength(API_POLLING_ATTEMPTS);
    expect(run.state()).toBe('resting');
    const { output, reports } = run.actor.getSnapshot().context;
    expect(output).toEqual({ reads: API_POLLING_ATTEMPTS, last: { answer: PENDING } });
    // Every read was reported, the last one before the poll ended.
    expect(reports.map((report) => report.reads)).toEqual(
      Array.from({ length: API_POLLING_ATTEMPTS }, (_, index) => index + 1),
    );
  });

  it('waits one interval first when the caller holds a fresh answer', async () => {
    const run = start([PENDING], { readFirst: false });
    await settle();
    expect(run.reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS - 1);
    expect(run.reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.reads).toHaveLength(1);
  });

  it('the parent stops it on the answer it was waiting for: no read after that', async () => {
    const run = start([PENDING, PENDING, { status: 'DONE' }]);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * 10);
    expect(run.state()).toBe('done');
    expect(run.reads).toHaveLength(3);
  });

  it('a lost read uses one read of the window and is reported, not an outcome', async () => {
    const lost = new Error('network');
    const run = start([lost, PENDING]);
    await settle();
    expect(run.actor.getSnapshot().context.reports).toEqual([{ type: 'poll.failed', error: lost, reads: 1 }]);
    expect(run.state()).toBe('following');
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * API_POLLING_ATTEMPTS);
    expect(run.reads).toHaveLength(API_POLLING_ATTEMPTS);
  });

  it('ends with the last error when the whole window was lost', async () => {
    const lost = new Error('network');
    const run = start([lost]);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * API_POLLING_ATTEMPTS);
    expect(run.actor.getSnapshot().context.output).toEqual({
      reads: API_POLLING_ATTEMPTS,
      last: { error: lost },
    });
  });

  it('counts reads the caller made already, and restarts the window when told', async () => {
    const run = start([PENDING], { readsMade: API_POLLING_ATTEMPTS - 2, readFirst: false });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(run.reads).toHaveLength(1);
    run.actor.send({ type: 'RESTART' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * API_POLLING_ATTEMPTS * 2);
    expect(run.reads).toHaveLength(1 + API_POLLING_ATTEMPTS);
  });

  it('reads at once when told, without waiting out the interval', async () => {
    const run = start([PENDING], { readFirst: false });
    run.actor.send({ type: 'NOW' });
    await settle();
    expect(run.reads).toHaveLength(1);
  });

  it('another window length only when given (a wait that is not §9’s)', async () => {
    const run = start([PENDING], { attempts: 3 });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * 10);
    expect(run.reads).toHaveLength(3);
    expect(run.state()).toBe('resting');
  });
});
