import {
  provideTopUp,
  type TopUpMachine,
  type TopUpView,
  topUpGatewayCalls,
  topUpView,
} from '@senda/core/flows/top-up';
import { newIdempotencyKey } from '@senda/core/gateway';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';

export interface TopUpHandle {
  actor: ActorRefFrom<TopUpMachine>;
  view: TopUpView;
}

/** The recarga's machine, wired to the gateway in core (topUpGatewayCalls). */
export function useTopUp(): TopUpHandle {
  const { gateway } = useServices();
  const machine = useMemo(() => provideTopUp(topUpGatewayCalls(gateway)), [gateway]);
  const actor = useActorRef(machine, { input: { newKey: newIdempotencyKey } });
  const view = useSelector(actor, topUpView, sameView);
  return { actor, view };
}

const sameView = (a: TopUpView, b: TopUpView): boolean => JSON.stringify(a) === JSON.stringify(b);
