import {
  type Line,
  provideServicePayment,
  provideSimReplacement,
  type SimReplacementMachine,
  type SimReplacementView,
  simReplacementGatewayCalls,
  simReplacementInput,
  simReplacementPagePath,
  simReplacementView,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

export interface SimReplacementHandle {
  actor: ActorRefFrom<SimReplacementMachine>;
  view: SimReplacementView;
}

/**
 * The SIM-replacement machine for one line of the signed-in customer, wired in core
 * (provideSimReplacement: gateway calls, saves per customer and line, the payment child). The
 * page's address follows the machine (simReplacementPagePath). Nothing here decides anything.
 */
export function useSimReplacement(line: Pick<Line, 'orderRef' | 'accountNumber'>): SimReplacementHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const machine = useMemo(
    () =>
      provideSimReplacement(SIM_REPLACEMENT_FLOW, {
        calls: simReplacementGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
        storage: stores.storage,
        payment: provideServicePayment({ gateway, queryClient, stores }, window.location.origin),
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    simReplacementInput(SIM_REPLACEMENT_FLOW, stores, {
      customer,
      accountNumber: line.accountNumber,
      orderRef: line.orderRef,
    }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, simReplacementView, sameView);
  const location = useLocation();
  const navigate = useNavigate();
  const target = simReplacementPagePath(view, location, line.orderRef);
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);
  return { actor, view };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: SimReplacementView, b: SimReplacementView): boolean {
  return (
    JSON.stringify(a, (_, value) => (value instanceof Set ? [...value] : value)) ===
    JSON.stringify(b, (_, value) => (value instanceof Set ? [...value] : value))
  );
}
