import type { KeyValueStorage } from '@senda/core/stores';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import type { Location } from 'react-router-dom';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { AppServices } from '../../shared/app-services.types';
import { useServices } from '../../shared/services-context';
import { type FlowCommands, sameFlowView, useFlowCommands, useFollowFlowPath } from './use-flow-commands';

/**
 * What a template flow's pages run, named once per flow (`<flow>-parts.ts`), all of it core's:
 * the machine wired by the flow's provide function, its input (a saved request resumes), its view
 * and, for a flow whose screens have pages of their own, the page for the view.
 */
export interface ServiceRequestFlowParts<TMachine extends AnyStateMachine, TView, TLine> {
  machine: (services: AppServices & { targetOrigin: string }, line: TLine) => TMachine;
  input: (storage: KeyValueStorage, customer: string, line: TLine) => InputFrom<TMachine>;
  view: (snapshot: SnapshotFrom<TMachine>, line: TLine) => TView;
  pagePath?: (view: TView, here: Location, line: TLine) => string | null;
}

/** The commands a view allows its screens to send by name (PAYMENT is the payment pages'). */
export type FlowCommandOf<TView> = TView extends { sends: ReadonlySet<infer C extends string> }
  ? Exclude<C, 'PAYMENT'>
  : never;

export interface ServiceRequestFlowHandle<TMachine extends AnyStateMachine, TView>
  extends FlowCommands<FlowCommandOf<TView>> {
  actor: ActorRefFrom<TMachine>;
  view: TView;
}

/**
 * A template flow's machine for one line of the signed-in customer, on every page of the flow: the
 * actor, its view (re-rendered only when something shown changed), the commands its screens send,
 * and the page's address following the machine. Nothing here decides anything.
 */
export function useServiceRequestFlow<TMachine extends AnyStateMachine, TView, TLine>(
  parts: ServiceRequestFlowParts<TMachine, TView, TLine>,
  line: TLine,
): ServiceRequestFlowHandle<TMachine, TView> {
  type TCommand = FlowCommandOf<TView>;
  const services = useServices();
  const customer = useAtomValue(services.stores.auth.state).userId ?? '';
  // The actor keeps the machine it started with: made once, for the line the page opened with.
  const [machine] = useState(() =>
    parts.machine({ ...services, targetOrigin: window.location.origin }, line),
  );
  const [input] = useState(() => parts.input(services.stores.storage, customer, line));
  const actor = useActorRef(machine, { input }) as ActorRefFrom<TMachine>;
  const select = useCallback((snapshot: SnapshotFrom<TMachine>) => parts.view(snapshot, line), [parts, line]);
  const view = useSelector(actor, select as (snapshot: unknown) => TView, sameFlowView);
  useFollowFlowPath((here) => parts.pagePath?.(view, here, line) ?? null);
  const commands = useFlowCommands<TCommand>(
    actor as unknown as Parameters<typeof useFlowCommands<TCommand>>[0],
    ...([] as unknown as 'EXIT' extends TCommand ? [exit: string] : []),
  );
  return { actor, view, ...commands };
}
