/**
 * `@xstate/react` as the app sees it inside Storybook (.storybook/main.ts points every import of
 * `@xstate/react` here). Same hooks, two additions:
 * - every machine a screen starts is recorded (the states it reaches), so a story can prove it
 *   shows the state it claims (see verify-story-states.ts);
 * - a story's `MachineDirection` for that machine id is applied: a restored snapshot, its input
 *   laid over, fake I/O actors, events. The screen itself is unchanged: it renders the snapshot and sends events.
 */
import * as xstateReact from '@xstate/react';
import { useEffect, useState } from 'react';
import { type AnyActorLogic, type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import {
  directedSnapshot,
  directionFor,
  type MachineDirection,
  recordingInspector,
  runScript,
  scriptToRun,
  trackActor,
} from './machine-registry';

export * from '@xstate/react';

type Options = Record<string, unknown> & { input?: unknown; inspect?: (event: never) => void };

const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine =>
  typeof (logic as Partial<AnyStateMachine>).resolveState === 'function' &&
  typeof (logic as Partial<AnyStateMachine>).id === 'string';

function directedLogic(logic: AnyActorLogic, direction: MachineDirection | undefined): AnyActorLogic {
  if ((!direction?.actors && !direction?.delays) || !isMachine(logic)) return logic;
  return logic.provide({
    ...(direction.actors ? { actors: direction.actors } : {}),
    ...(direction.delays ? { delays: direction.delays } : {}),
  });
}

/** Options for the first render only: the hooks create their actor once. */
function firstOptions(logic: AnyActorLogic, given: Options | undefined): Options | undefined {
  if (!isMachine(logic)) return given;
  const direction = directionFor(logic.id);
  const options = direction?.input
    ? { ...given, input: { ...(given?.input as Record<string, unknown> | undefined), ...direction.input } }
    : given;
  const inspect = recordingInspector(logic.id, options?.inspect as never);
  const machine = directedLogic(logic, direction) as AnyStateMachine;
  if (!direction?.state) return { ...options, inspect };
  const base = createActor(machine, { input: options?.input }).getSnapshot().context as Record<
    string,
    unknown
  >;
  return { ...options, inspect, snapshot: directedSnapshot(machine, direction, base) };
}

function useDirected(logic: AnyActorLogic, options: Options | undefined) {
  const [prepared] = useState(() => firstOptions(logic, options));
  const direction = isMachine(logic) ? directionFor(logic.id) : undefined;
  return { logic: directedLogic(logic, direction), options: prepared, direction };
}

function useRecorded(logic: AnyActorLogic, actor: AnyActorRef, direction: MachineDirection | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one actor per mount; its logic and direction are fixed for it.
  useEffect(() => {
    if (!isMachine(logic)) return undefined;
    trackActor(logic.id, actor);
    // The script ends with this mount (a wait on an unmounted screen's actor never settles); a
    // later mount carries on with what is left of it.
    const steps = scriptToRun(logic.id, direction?.events);
    return steps.length ? runScript(actor, steps) : undefined;
  }, [actor]);
}

export const useActorRef = ((logic: AnyActorLogic, options?: Options, observer?: unknown) => {
  const directed = useDirected(logic, options);
  const actor = (xstateReact.useActorRef as (...args: unknown[]) => AnyActorRef)(
    directed.logic,
    directed.options,
    observer,
  );
  useRecorded(logic, actor, directed.direction);
  return actor;
}) as typeof xstateReact.useActorRef;

export const useMachine = ((machine: AnyStateMachine, options?: Options) => {
  const directed = useDirected(machine, options);
  const result = (xstateReact.useMachine as (...args: unknown[]) => [unknown, unknown, AnyActorRef])(
    directed.logic,
    directed.options,
  );
  useRecorded(machine, result[2], directed.direction);
  return result;
}) as typeof xstateReact.useMachine;
