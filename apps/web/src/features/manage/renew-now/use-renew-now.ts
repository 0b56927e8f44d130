import type { Line } from '@senda/core/gateway';
import { providePaymentChoice } from '@senda/core/machines/payment-choice';
import {
  provideRenewNow,
  type RenewNowCommand,
  type RenewNowMachine,
  type RenewNowView,
  renewNowGatewayCalls,
  renewNowInput,
  renewNowPagePath,
  renewNowView,
} from '@senda/core/machines/renew-now';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { RENEW_NOW_FLOW } from './renew-now-flow';

export interface RenewNowHandle {
  actor: ActorRefFrom<RenewNowMachine>;
  view: RenewNowView;
  send: (command: Exclude<RenewNowCommand, 'PAYMENT'>) => void;
}

/**
 * The renew-now machine for one line of the signed-in customer, wired in core (provideRenewNow:
 * gateway calls, saves per customer and line, the payment-choice child), on every page of the
 * flow. The address follows the machine (renewNowPagePath); nothing here decides anything.
 */
export function useRenewNow(line: Pick<Line, 'orderRef' | 'sim'>): RenewNowHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const machine = useMemo(
    () =>
      provideRenewNow(RENEW_NOW_FLOW, {
        calls: renewNowGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
        storage: stores.storage,
        payment: providePaymentChoice({ gateway, queryClient, stores }, window.location.origin),
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    renewNowInput(RENEW_NOW_FLOW, stores, { customer, simNumber: line.sim.iccid, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, renewNowView, sameFlowView);

  useFollowFlowPath((here) => renewNowPagePath(view, here, orderRef));
  const { send } = useFlowCommands<Exclude<RenewNowCommand, 'PAYMENT'>>(actor);
  return { actor, view, send };
}
