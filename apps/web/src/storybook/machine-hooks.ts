/**
 * Storybook's director of the machines screens start (the app's shared/machine-hooks.ts asks it,
 * provided by story-root.tsx):
 * - every machine a screen starts is recorded (the states it reaches), so a story can prove it
 *   shows the state it claims (see verify-story-states.ts);
 * - a story's `MachineDirection` for that machine id is applied: a restored snapshot, fake I/O
 *   actors, events. The screen itself is unchanged: it renders the snapshot and sends events.
 */
import { type AnyActorLogic, type AnyStateMachine, createActor } from 'xstate';
import type { MachineDirector } from '../shared/machine-hooks';
import {
  directedSnapshot,
  directionFor,
  type MachineDirection,
  recordingInspector,
  runScript,
  scriptToRun,
  trackActor,
} from './machine-registry';

type Options = Record<string, unknown> | undefined;

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

/** Options for the actor's creation: the recording inspector, and the story's snapshot if any. */
function firstOptions(logic: AnyActorLogic, options: Options): Options {
  if (!isMachine(logic)) return options;
  const direction = directionFor(logic.id);
  const inspect = recordingInspector(logic.id, options?.inspect as never);
  const machine = directedLogic(logic, direction) as AnyStateMachine;
  if (!direction?.state) return { ...options, inspect };
  const base = createActor(machine, { input: options?.input }).getSnapshot().context as Record<
    string,
    unknown
  >;
  return { ...options, inspect, snapshot: directedSnapshot(machine, direction, base) };
}

export const storyMachineDirector: MachineDirector = {
  prepare: (logic, options) => ({
    logic: directedLogic(logic, isMachine(logic) ? directionFor(logic.id) : undefined),
    options: firstOptions(logic, options),
  }),
  started: (logic, actor) => {
    if (!isMachine(logic)) return undefined;
    trackActor(logic.id, actor);
    // The script ends with this mount (a wait on an unmounted screen's actor never settles); a
    // later mount carries on with what is left of it.
    const steps = scriptToRun(logic.id, directionFor(logic.id)?.events);
    return steps.length ? runScript(actor, steps) : undefined;
  },
};
