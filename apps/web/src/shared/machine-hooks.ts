import { useActorRef as useXstateActorRef, useMachine as useXstateMachine } from '@xstate/react';
import { createContext, use, useEffect, useState } from 'react';
import type { AnyActorLogic, AnyActorRef } from 'xstate';

type Options = Record<string, unknown> | undefined;

/**
 * What may stand between a screen and the machine it starts. The app has none; Storybook provides
 * one (storybook/machine-hooks.ts) that starts a screen's machine from a story's snapshot, gives it
 * fake I/O, replays a story's events and records the states it reaches. The screen is unchanged:
 * it renders the snapshot and sends events.
 */
export interface MachineDirector {
  /** The logic and options the screen's actor is made with (once a mount). */
  prepare(logic: AnyActorLogic, options: Options): { logic: AnyActorLogic; options: Options };
  /** The screen's actor, once mounted; returns what ends the director's part on unmount. */
  started(logic: AnyActorLogic, actor: AnyActorRef): (() => void) | undefined;
}

export const MachineDirectorContext = createContext<MachineDirector | null>(null);

function useDirected(logic: AnyActorLogic, options: Options) {
  const director = use(MachineDirectorContext);
  const [prepared] = useState(() => director?.prepare(logic, options));
  return { director, logic: prepared?.logic ?? logic, options: prepared ? prepared.options : options };
}

function useStarted(director: MachineDirector | null, logic: AnyActorLogic, actor: AnyActorRef) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one actor per mount; its logic and director are fixed for it.
  useEffect(() => director?.started(logic, actor), [actor]);
}

/** `@xstate/react`'s useActorRef, through the director the page provides (none in the app). */
export const useActorRef = ((logic: AnyActorLogic, options?: Options, observer?: unknown) => {
  const directed = useDirected(logic, options);
  const actor = (useXstateActorRef as (...args: unknown[]) => AnyActorRef)(
    directed.logic,
    directed.options,
    observer,
  );
  useStarted(directed.director, logic, actor);
  return actor;
}) as typeof useXstateActorRef;

/** `@xstate/react`'s useMachine, through the director the page provides (none in the app). */
export const useMachine = ((logic: AnyActorLogic, options?: Options) => {
  const directed = useDirected(logic, options);
  const result = (useXstateMachine as (...args: unknown[]) => [unknown, unknown, AnyActorRef])(
    directed.logic,
    directed.options,
  );
  useStarted(directed.director, logic, result[2]);
  return result;
}) as typeof useXstateMachine;
