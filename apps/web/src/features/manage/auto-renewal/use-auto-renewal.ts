import type { Line } from '@senda/core/gateway';
import {
  type AutoRenewalCommand,
  type AutoRenewalOffMachine,
  type AutoRenewalOffView,
  type AutoRenewalOnMachine,
  type AutoRenewalOnView,
  autoRenewalGatewayCalls,
  autoRenewalInput,
  autoRenewalOffView,
  autoRenewalOnView,
  autoRenewalPagePath,
  provideAutoRenewalOff,
  provideAutoRenewalOn,
  provideAutoRenewalPayment,
} from '@senda/core/machines/auto-renewal';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { type FlowCommands, sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { AUTO_RENEWAL_OFF_FLOW, AUTO_RENEWAL_ON_FLOW } from './auto-renewal-flow';

/** Auto-renewal's gateway calls and dependencies for one line of the signed-in customer. */
function useAutoRenewalParts(line: Pick<Line, 'orderRef' | 'accountNumber'>) {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef, accountNumber } = line;
  return useMemo(() => {
    const owner = { customer, accountNumber, orderRef };
    const deps = { gateway, queryClient, stores, storage: stores.storage };
    return { owner, deps, calls: autoRenewalGatewayCalls(deps, owner) };
  }, [gateway, queryClient, stores, customer, accountNumber, orderRef]);
}

export interface AutoRenewalOnHandle extends FlowCommands<AutoRenewalCommand> {
  actor: ActorRefFrom<AutoRenewalOnMachine>;
  view: AutoRenewalOnView;
}

/**
 * Turning on, wired in core (provideAutoRenewalOn), on both of its pages (the terms and the card
 * payment): the same machine (saved per customer and line), the address following it.
 */
export function useAutoRenewalOn(line: Pick<Line, 'orderRef' | 'accountNumber'>): AutoRenewalOnHandle {
  const parts = useAutoRenewalParts(line);
  const machine = useMemo(
    () =>
      provideAutoRenewalOn(AUTO_RENEWAL_ON_FLOW, {
        calls: parts.calls,
        storage: parts.deps.storage,
        payment: provideAutoRenewalPayment(parts.deps, parts.owner, window.location.origin),
      }),
    [parts],
  );
  const [input] = useState(() => autoRenewalInput(AUTO_RENEWAL_ON_FLOW, parts.deps.storage, parts.owner));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, autoRenewalOnView, sameFlowView);
  useFollowFlowPath((here) => autoRenewalPagePath(view, here, line.orderRef));
  const { send, keep } = useFlowCommands<AutoRenewalCommand>(actor);
  return { actor, view, send, keep };
}

export interface AutoRenewalOffHandle {
  actor: ActorRefFrom<AutoRenewalOffMachine>;
  view: AutoRenewalOffView;
}

/** Turning off, wired in core (provideAutoRenewalOff): the details page's confirmation. */
export function useAutoRenewalOff(line: Pick<Line, 'orderRef' | 'accountNumber'>): AutoRenewalOffHandle {
  const parts = useAutoRenewalParts(line);
  const machine = useMemo(
    () => provideAutoRenewalOff(AUTO_RENEWAL_OFF_FLOW, { calls: parts.calls, storage: parts.deps.storage }),
    [parts],
  );
  const [input] = useState(() => autoRenewalInput(AUTO_RENEWAL_OFF_FLOW, parts.deps.storage, parts.owner));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, autoRenewalOffView, sameFlowView);
  return { actor, view };
}
