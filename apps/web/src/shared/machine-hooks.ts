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

type Hook = (logic: AnyActorLogic, options?: Options, observer?: unknown) => unknown;

/** One of `@xstate/react`'s hooks, through the director the page provides (none in the app). */
const directed =
  (hook: Hook): Hook =>
  (logic, options, observer) => {
    const director = use(MachineDirectorContext);
    // The actor is made once a mount, so its logic and options are the first render's.
    const [made] = useState(() => director?.prepare(logic, options) ?? { logic, options });
    const result = hook(made.logic, made.options, observer);
    const actor = (Array.isArray(result) ? result[2] : result) as AnyActorRef;
    // biome-ignore lint/correctness/useExhaustiveDependencies: one actor per mount; its logic and director are fixed for it.
    useEffect(() => director?.started(logic, actor), [actor]);
    return result;
  };

export const useActorRef = directed(useXstateActorRef as Hook) as typeof useXstateActorRef;
export const useMachine = directed(useXstateMachine as Hook) as typeof useXstateMachine;
