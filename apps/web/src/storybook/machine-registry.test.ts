import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine } from 'xstate';
import { resetMachineRegistry, runScript, scriptToRun, settleScripts } from './machine-registry';

/**
 * A flow whose child has a state of the same name as one of its own, as the e-mail change's
 * step-up (`stepUp.verifying`, the current address's code) runs before its own `verifying` (the
 * new address's code).
 */
const approval = createMachine({ id: 'approval', initial: 'verifying', states: { verifying: {} } });
const flow = createMachine({
  id: 'flow',
  initial: 'approving',
  states: {
    approving: { invoke: { id: 'approval', src: approval }, on: { APPROVED: 'verifying' } },
    verifying: {},
  },
});

describe('a story script waiting for a state', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetMachineRegistry();
  });

  it('waits for the machine’s own state when named with its id, not a child’s of that name', async () => {
    vi.useFakeTimers();
    const actor = createActor(flow).start();
    const seenIn: string[] = [];
    runScript(actor, [
      { waitFor: 'flow.verifying', timeoutMs: 1_000 },
      { do: (ref) => void seenIn.push(String(ref.getSnapshot().value)) },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(seenIn, 'while the child is in its own verifying').toEqual([]);
    actor.send({ type: 'APPROVED' });
    // Past the wait's limit: a script still waiting has failed by then.
    await vi.advanceTimersByTimeAsync(1_000);
    await settleScripts();
    expect(seenIn).toEqual(['verifying']);
  });

  it('still takes a bare name a child is in', async () => {
    vi.useFakeTimers();
    const actor = createActor(flow).start();
    runScript(actor, [{ waitFor: 'verifying', timeoutMs: 1_000 }]);
    await expect(settleScripts()).resolves.toBeUndefined();
  });
});

describe('a story script whose screen or story has ended', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetMachineRegistry();
  });

  // As @xstate/react stops an unmounted screen's actor: its observers muted first, so a wait on
  // it hears nothing and would only end on its timeout.
  const unmount = (actor: AnyActorRef) => {
    (actor as unknown as { observers: Set<unknown> }).observers = new Set();
    actor.stop();
  };

  it('stops quietly when the next story starts', async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    const onUnhandled = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const actor = createActor(flow).start();
      runScript(actor, [{ waitFor: 'flow.verifying', timeoutMs: 1_000 }]);
      unmount(actor);
      resetMachineRegistry();
      await vi.advanceTimersByTimeAsync(2_000);
      // Node reports an unhandled rejection once the microtasks have run: a real turn later.
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(failures, 'a failure left for whichever story is shown next').toEqual([]);
  });

  it('stops quietly with its screen, and the story does not wait for it', async () => {
    vi.useFakeTimers();
    const actor = createActor(flow).start();
    const end = runScript(actor, [{ waitFor: 'flow.verifying', timeoutMs: 1_000 }]);
    unmount(actor);
    end();
    const settled = settleScripts();
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(settled).resolves.toBeUndefined();
  });

  // A page that follows its flow to the next address mounts the flow again, restored past the
  // script's first wait: run again from the start, it waited there for a state already behind it.
  it('leaves what is left of it to the next mount of its screen, and nothing once it ran to its end', async () => {
    vi.useFakeTimers();
    const script = [{ waitFor: 'flow.verifying', timeoutMs: 1_000 }, { type: 'NEXT' }];
    const first = createActor(flow).start();
    const end = runScript(first, script);
    unmount(first);
    end();
    expect(scriptToRun('flow', script), 'the first mount ended waiting').toEqual(script);
    const second = createActor(flow).start();
    runScript(second, scriptToRun('flow', script));
    second.send({ type: 'APPROVED' });
    await vi.advanceTimersByTimeAsync(10);
    await settleScripts();
    expect(scriptToRun('flow', script), 'the second mount ran it to its end').toEqual([]);
  });
});

describe('a story script waiting for the state of a machine its machine runs', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetMachineRegistry();
  });

  // As card update's collect step runs the card entry: no `onSnapshot`, so the directed machine's
  // own snapshot does not change when the card entry gets ready.
  const entry = createMachine({
    id: 'entry',
    initial: 'loading',
    states: { loading: { on: { LOADED: 'ready' } }, ready: {} },
  });
  const step = createMachine({
    id: 'step',
    initial: 'entering',
    states: { entering: { invoke: { id: 'entry', src: entry } } },
  });
  const outer = createMachine({
    id: 'outer',
    initial: 'collecting',
    states: { collecting: { invoke: { id: 'step', src: step } } },
  });

  it('sees it when only that machine changed', async () => {
    vi.useFakeTimers();
    const actor = createActor(outer).start();
    runScript(actor, [{ waitFor: 'entry.ready', timeoutMs: 1_000 }]);
    const stepActor = actor.getSnapshot().children.step as AnyActorRef;
    (stepActor.getSnapshot().children.entry as AnyActorRef).send({ type: 'LOADED' });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(settleScripts()).resolves.toBeUndefined();
  });
});
