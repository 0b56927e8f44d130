import type { JourneyFactPatch, JourneyStepData } from '@senda/core/journey';
import { type TemplateEvent, templateEvent } from '@senda/core/machines/service-request-template';
import { useCallback, useEffect, useMemo } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';

/** A flow's actor, as far as its commands go: it must take every event its commands become. */
interface FlowActor<TCommand extends string> {
  send: ((event: TemplateEvent<TCommand>) => void) & ((event: TemplateEvent<'UPDATE_DATA'>) => void);
}

export interface FlowCommands<TCommand extends string> {
  /**
   * Sends a command by name (a screen offers one only when it is in `view.sends`): NEXT carries
   * the step's data and facts, BACK its data, the others nothing (core's templateEvent).
   */
  send: (command: TCommand, data?: JourneyStepData, facts?: JourneyFactPatch) => void;
  /** Keeps what is typed on the step shown before it is sent on (a reload keeps it). */
  keep: (data: JourneyStepData) => void;
}

/**
 * A flow hook's `send` and `keep` for its actor, `TCommand` being the commands its screens send
 * (the flow's own list, without those the hook routes elsewhere, such as PAYMENT). A flow whose
 * commands include EXIT names the journey exit it leaves by.
 */
export function useFlowCommands<TCommand extends string>(
  actor: FlowActor<TCommand>,
  ...[exit]: 'EXIT' extends TCommand ? [exit: string] : []
): FlowCommands<TCommand> {
  const send = useCallback(
    (command: TCommand, data?: JourneyStepData, facts?: JourneyFactPatch) =>
      actor.send(templateEvent(command, { data, facts, exit })),
    [actor, exit],
  );
  const keep = useCallback(
    (data: JourneyStepData) => actor.send(templateEvent('UPDATE_DATA', { data })),
    [actor],
  );
  return useMemo(() => ({ send, keep }), [send, keep]);
}

/**
 * Keeps the address on the page the machine shows: `pagePath` is the flow's `<flow>PagePath`
 * for the current view and address (null to stay). NEXT, a payment or a reload shows each screen
 * on its own page, so Back, a reload and a shared link land where the customer was.
 *
 * Returns whether this page is being left for another route's: its route's page then mounts the
 * next screen itself, so drawing that screen here first would draw it twice (a slow phone shows
 * the first copy, then swaps it, focus and choices lost, for the second).
 */
export function useFollowFlowPath(pagePath: (here: Location) => string | null): boolean {
  const here = useLocation();
  const target = pagePath(here);
  const navigate = useNavigate();
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);
  return leavesPage(target, here.pathname);
}

/** Whether going to `target` (a path and query, or null to stay) leaves the page at `pathname`. */
export function leavesPage(target: string | null, pathname: string): boolean {
  return target !== null && target.split(/[?#]/, 1)[0] !== pathname;
}

/** Views are rebuilt per snapshot; a flow hook re-renders only when something shown changed. */
export function sameFlowView<TView>(a: TView, b: TView): boolean {
  const plain = (_: string, value: unknown) => (value instanceof Set ? [...value] : value);
  return JSON.stringify(a, plain) === JSON.stringify(b, plain);
}
