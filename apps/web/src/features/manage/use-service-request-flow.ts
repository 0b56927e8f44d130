import {
  connectServiceRequestAnalytics,
  type ServiceRequestFlow,
} from '@senda/core/machines/service-request-template';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { use, useCallback, useEffect, useState } from 'react';
import type { ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useServices } from '../../shared/services-context';
import { flowJourneyLoad } from './flow-journey-load';
import {
  type FlowCommandOf,
  madeFromJourney,
  type NoAround,
  type ServiceRequestFlowParts,
} from './service-request-parts';
import { type FlowCommands, sameFlowView, useFlowCommands, useFollowFlowPath } from './use-flow-commands';

export type ServiceRequestFlowHandle<
  TMachine extends AnyStateMachine,
  TView,
  TAround = NoAround,
> = FlowCommands<FlowCommandOf<TView>> &
  TAround & {
    actor: ActorRefFrom<TMachine>;
    view: TView;
    /** The machine shows a screen of another page, which the address is moving to (the shell waits). */
    leaving: boolean;
  };

const NO_AROUND: NoAround = {};
const useNoAround = (): NoAround => NO_AROUND;

/**
 * A template flow's machine for one line (or link), on every page of the flow: the actor, its view
 * (re-rendered only when something shown changed), the commands its screens send, what the flow
 * reads besides the machine, and the page's address following the machine. A flow made from its
 * journey file suspends until the file is loaded (flow-journey-load.ts). Nothing here decides
 * anything.
 */
export function useServiceRequestFlow<
  TMachine extends AnyStateMachine,
  TView,
  TLine,
  TAround = NoAround,
  TFlow extends ServiceRequestFlow = ServiceRequestFlow,
>(
  parts: ServiceRequestFlowParts<TMachine, TView, TLine, TAround, TFlow>,
  line: TLine,
): ServiceRequestFlowHandle<TMachine, TView, TAround> {
  type TCommand = FlowCommandOf<TView>;
  const services = useServices();
  const flow = madeFromJourney(parts.flow) ? use(flowJourneyLoad(services, parts.flow)).flow : parts.flow;
  const customer = useAtomValue(services.stores.auth.state).userId ?? '';
  // The actor keeps the machine it started with: made once, for the line the page opened with.
  const [machine] = useState(() =>
    parts.machine(
      { ...services, storage: services.stores.storage, targetOrigin: window.location.origin, customer },
      line,
      flow,
    ),
  );
  const [input] = useState(() => parts.input(services.stores.storage, customer, line, flow));
  const actor = useActorRef(machine, { input }) as ActorRefFrom<TMachine>;
  // Its journey's steps and its paid order reach analytics (the app's gated sink).
  const { monitoring } = services;
  useEffect(() => connectServiceRequestAnalytics(actor, flow, monitoring), [actor, flow, monitoring]);
  const commands = useFlowCommands<TCommand>(
    actor as unknown as Parameters<typeof useFlowCommands<TCommand>>[0],
    ...((parts.exit === undefined ? [] : [parts.exit]) as 'EXIT' extends TCommand ? [exit: string] : []),
  );
  const useAround = (parts.useAround ?? useNoAround) as NonNullable<typeof parts.useAround>;
  const around = useAround(actor, line, commands);
  const select = useCallback(
    (snapshot: SnapshotFrom<TMachine>) => parts.view(snapshot, line, around),
    [parts, line, around],
  );
  const view = useSelector(actor, select as (snapshot: unknown) => TView, parts.sameView ?? sameFlowView);
  const leaving = useFollowFlowPath((here) => parts.pagePath?.(view, here, line) ?? null);
  return { ...around, actor, view, leaving, ...commands };
}
