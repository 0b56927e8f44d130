import type { Line } from '@senda/core/gateway';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import {
  provideSimReplacement,
  type SimReplacementCommand,
  type SimReplacementMachine,
  type SimReplacementView,
  simReplacementGatewayCalls,
  simReplacementInput,
  simReplacementPagePath,
  simReplacementView,
} from '@senda/core/machines/sim-replacement';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { type FlowCommands, sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

/** What the SIM-replacement screens send by name (PAYMENT is the payment pages'). */
type SimReplacementSend = Exclude<SimReplacementCommand, 'PAYMENT'>;

export interface SimReplacementHandle extends FlowCommands<SimReplacementSend> {
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
        stepUp: provideStepUpMachine(gateway),
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
  const view = useSelector(actor, simReplacementView, sameFlowView);
  useFollowFlowPath((here) => simReplacementPagePath(view, here, line.orderRef));
  const { send, keep } = useFlowCommands<SimReplacementSend>(actor);
  return { actor, view, send, keep };
}
