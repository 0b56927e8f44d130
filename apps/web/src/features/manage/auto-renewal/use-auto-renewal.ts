import {
  type AutoRenewalOffMachine,
  type AutoRenewalOffView,
  type AutoRenewalOnMachine,
  type AutoRenewalOnView,
  autoRenewalGatewayCalls,
  autoRenewalInput,
  autoRenewalOffView,
  autoRenewalOnView,
  autoRenewalPagePath,
  type Line,
  provideAutoRenewalOff,
  provideAutoRenewalOn,
  provideAutoRenewalPayment,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
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

export interface AutoRenewalOnHandle {
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
  const view = useSelector(actor, autoRenewalOnView, sameView);
  const location = useLocation();
  const navigate = useNavigate();
  const target = autoRenewalPagePath(view, location, line.orderRef);
  useEffect(() => {
    if (target) navigate(target, { replace: false });
  }, [target, navigate]);
  return { actor, view };
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
  const view = useSelector(actor, autoRenewalOffView, sameView);
  return { actor, view };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView<T>(a: T, b: T): boolean {
  const json = (view: T) => JSON.stringify(view, (_, value) => (value instanceof Set ? [...value] : value));
  return json(a) === json(b);
}
