import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';

/**
 * How a story puts one of a screen's machines (found by machine id) in the state it shows:
 * - `state`: the machine starts from this restored snapshot; its context is the one the screen's
 *   own input gives, with `context` laid over it. Nothing runs on entry (a restored machine does
 *   not re-enter), so a busy state stays busy for the designer to look at.
 * - `input`: laid over the input the screen gives (a behaviour the screen's input switches on, off);
 * - `actors`: the machine's I/O actors replaced (fakes that answer, refuse or never settle);
 *   `delays`: its named delays shortened.
 * - `events`: sent once the machine runs, in order; `{ waitFor: 'state' }` waits for a state first
 *   (`<child machine id>.<state>` for a machine it runs: `cardEntry.ready`; `<its own id>.<state>`
 *   for its own state only, where a child has a state of the same name),
 *   `{ do }` runs something in between (a fault added once the first call went through).
 */
export interface MachineDirection {
  state?: {
    value: StateValue;
    context?: Record<string, unknown>;
    /**
     * Machines it runs, restored with it, by their invoke id (the id is also the actor's name in
     * the machine's setup): their state, their input, and context laid over the input's.
     */
    children?: Record<string, { value: StateValue; input?: unknown; context?: Record<string, unknown> }>;
  };
  input?: Record<string, unknown>;
  actors?: Record<string, AnyActorLogic>;
  /** Delays shortened (a fake clock): thirty one-second polls in a blink. */
  delays?: Record<string, number>;
  events?: readonly MachineScriptStep[];
}
export type MachineScriptStep =
  | (EventObject & Record<string, unknown>)
  | { waitFor: string; timeoutMs?: number }
  /** Something done between two events: the sandbox made to answer differently, a value read. */
  | { do: (actor: AnyActorRef) => Promise<void> | void };

/** Every state a machine was seen in during the current story, by machine id. */
const visited = new Map<string, Set<string>>();
const latest = new Map<string, AnyActorRef>();
/** The current story's scripts, each with what ends it early (see runScript). */
const scripts = new Map<Promise<void>, AbortController>();
/**
 * What is left of a machine's script once a mount of its screen ended or the script ran to its
 * end, by machine id: a later mount in the same story carries on from there (see scriptToRun).
 */
const scriptLeft = new Map<string, readonly MachineScriptStep[]>();
let directions: Readonly<Record<string, MachineDirection>> = {};
/** Bumped per story: machines of an earlier story, still running in the UI, record nothing. */
let generation = 0;

/** A new story: forget what the last one saw and take its directions. */
export function resetMachineRegistry(next: Readonly<Record<string, MachineDirection>> = {}): void {
  generation += 1;
  visited.clear();
  latest.clear();
  for (const stop of scripts.values()) stop.abort();
  scripts.clear();
  scriptLeft.clear();
  directions = next;
}

export const directionFor = (machineId: string): MachineDirection | undefined => directions[machineId];

/**
 * A direction decided while the story sets up (it may need what the sandbox answered, such as
 * the code it sent). Applies to machines started after this call.
 */
export function directMachine(machineId: string, direction: MachineDirection): void {
  directions = { ...directions, [machineId]: { ...directions[machineId], ...direction } };
}

/** `{ a: { b: 'c' } }` → `a`, `a.b`, `a.b.c`: a story may name a parent or a leaf. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : statePaths(child, `${prefix}${key}.`)),
  ]);
}

export function recordSnapshot(machineId: string, snapshot: AnyMachineSnapshot): void {
  const seen = visited.get(machineId) ?? new Set<string>();
  for (const path of statePaths(snapshot.value)) seen.add(path);
  visited.set(machineId, seen);
}

/** The id of the machine an actor runs, if it runs one (a child machine such as the OTP timer). */
function machineIdOf(actor: object): string | undefined {
  const logic = (actor as { logic?: unknown }).logic as Partial<AnyStateMachine> | undefined;
  return typeof logic?.resolveState === 'function' && typeof logic.id === 'string' ? logic.id : undefined;
}

/**
 * An `inspect` option that records snapshots from the very first one: the root actor's under
 * `machineId`, and those of machines it runs as children (a machine composed of others, such as
 * verification running the OTP timer) under their own machine ids.
 */
export function recordingInspector(machineId: string, next?: (event: InspectionEvent) => void) {
  const born = generation;
  return (event: InspectionEvent) => {
    next?.(event);
    if (born !== generation || event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    if (!snapshot || !('value' in snapshot)) return;
    const id = event.actorRef.sessionId === event.rootId ? machineId : machineIdOf(event.actorRef);
    if (id) recordSnapshot(id, snapshot);
  };
}

export function trackActor(machineId: string, actor: AnyActorRef): void {
  latest.set(machineId, actor);
}

export const visitedStates = (machineId: string): ReadonlySet<string> => visited.get(machineId) ?? new Set();
/** Every machine id that recorded a state in the current story. */
export const seenMachines = (): string[] => [...visited.keys()];
export const latestActor = (machineId: string): AnyActorRef | undefined => latest.get(machineId);

/** The machine's state to start from, resolved against the context the screen's input gives. */
export function directedSnapshot(
  machine: AnyStateMachine,
  direction: MachineDirection,
  baseContext: Record<string, unknown>,
): AnyMachineSnapshot | undefined {
  if (!direction.state) return undefined;
  const snapshot = machine.resolveState({
    value: direction.state.value,
    context: { ...baseContext, ...direction.state.context },
  });
  const children = Object.entries(direction.state.children ?? {}).map(([id, child]) => {
    const logic = machine.implementations.actors[id] as AnyStateMachine;
    const base = createActor(logic, { input: child.input }).getSnapshot().context as Record<string, unknown>;
    const restored = logic.resolveState({ value: child.value, context: { ...base, ...child.context } });
    return [id, { src: id, snapshot: restored }] as const;
  });
  // A snapshot in the persisted shape, children included: creating the actor restores them too.
  return children.length
    ? ({ ...snapshot, children: Object.fromEntries(children) } as unknown as AnyMachineSnapshot)
    : snapshot;
}

/**
 * Sends the story's events in order; kept so the story waits for them before it is checked.
 * Returns what ends it where it is, for the screen's unmount (machine-hooks.ts); the next story
 * ends the ones still running too. An ended script stops quietly. Left running, a wait outlived
 * its machine: @xstate/react stops an unmounted screen's actor with its observers muted, so the
 * wait never heard that the actor ended and failed on its timeout 10 s later, as an unhandled
 * rejection on whichever story the page showed by then ("page error: Timeout of 10000 ms
 * exceeded" on stories with no script at all).
 */
export function runScript(actor: AnyActorRef, steps: readonly MachineScriptStep[]): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const machineId = machineIdOf(actor);
  const born = generation;
  /** The step under way: an ended mount leaves it and those after it to the next. */
  let next = 0;
  const leave = (left: readonly MachineScriptStep[]) => {
    if (machineId && born === generation) scriptLeft.set(machineId, left);
  };
  const run = (async () => {
    for (; next < steps.length; next++) {
      const step = steps[next] as MachineScriptStep;
      if (signal.aborted) return;
      if ('do' in step && typeof step.do === 'function') {
        await step.do(actor);
      } else if ('waitFor' in step && typeof step.waitFor === 'string') {
        const state = step.waitFor;
        const timeoutMs = typeof step.timeoutMs === 'number' ? step.timeoutMs : 10_000;
        const reached = await waitInSystem(
          actor,
          () => inState(actor.getSnapshot() as AnyMachineSnapshot, state, machineIdOf(actor)),
          timeoutMs,
          signal,
        );
        if (!reached) return;
      } else {
        actor.send(step as EventObject);
      }
    }
    leave([]);
  })();
  scripts.set(run, stop);
  return () => {
    if (!signal.aborted && next < steps.length) leave(steps.slice(next));
    stop.abort();
  };
}

/**
 * Resolves true once `reached()` holds, false if ended first; rejects after `timeoutMs`. Checked
 * again on every snapshot of every machine in the actor's system: a machine run by a machine it
 * runs changes no snapshot of the directed one unless the middle one follows it (card update's
 * collect step runs the card entry without `onSnapshot`), so a wait on the directed machine's
 * snapshots never saw `cardEntry.ready` there and failed on its timeout.
 */
function waitInSystem(
  actor: AnyActorRef,
  reached: () => boolean,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    if (signal.aborted || reached()) {
      resolve(!signal.aborted);
      return;
    }
    const end = (settle: () => void) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => end(() => resolve(false));
    const subscription = actor.system.inspect((event: InspectionEvent) => {
      if (event.type === '@xstate.snapshot' && reached()) end(() => resolve(true));
    });
    const timer = setTimeout(
      () => end(() => reject(new Error(`Timeout of ${timeoutMs} ms exceeded`))),
      timeoutMs,
    );
    signal.addEventListener('abort', onAbort);
  });
}

/**
 * The steps a new mount of a directed machine's screen runs: the story's, or what is left by the
 * mount before it in this story. A page that follows its flow to the next address mounts the flow
 * again, restored where it was (the number change's review, then its follow page): run again from
 * the start, the script waited there for a state already behind it (`confirming`) and failed 10 s
 * later with the story on screen ("Timeout of 10000 ms exceeded").
 */
export function scriptToRun(
  machineId: string,
  steps: readonly MachineScriptStep[] = [],
): readonly MachineScriptStep[] {
  return scriptLeft.get(machineId) ?? steps;
}

/**
 * The machine is in `state`, or one of the machines it runs is: `<machine id>.<state>` names a
 * child's state (`cardEntry.ready`, the payment's card form), and the directed machine's own id
 * names its own state only (`profileEmail.verifying`). A bare name matches a child's state of that
 * name as well (the e-mail change's step-up has a `verifying` of its own, reached first), so a
 * script that means the machine's own state names it with the machine's id.
 */
function inState(snapshot: AnyMachineSnapshot, state: string, ownId?: string): boolean {
  if (ownId && state.startsWith(`${ownId}.`)) return snapshot.matches(state.slice(ownId.length + 1) as never);
  if (snapshot.matches(state as never)) return true;
  const [childId, ...rest] = state.split('.');
  return Object.values(snapshot.children ?? {}).some((child) => {
    const childSnapshot = (child as AnyActorRef | undefined)?.getSnapshot() as AnyMachineSnapshot | undefined;
    if (!child || !childSnapshot || !('value' in childSnapshot)) return false;
    if (machineIdOf(child) === childId && rest.length && childSnapshot.matches(rest.join('.') as never)) {
      return true;
    }
    return inState(childSnapshot, state);
  });
}

/** Resolves once every story script ran; rejects with the first that failed. */
export async function settleScripts(): Promise<void> {
  await Promise.all([...scripts.keys()]);
}
