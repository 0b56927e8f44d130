import type { Line, NumberChangeAction } from '@senda/core/gateway';
import {
  type NumberChangeCommand,
  type NumberChangeGatewayCalls,
  type NumberChangeMachine,
  type NumberChangeView,
  numberChangeGatewayCalls,
  numberChangeInput,
  numberChangePagePath,
  numberChangeView,
  provideNumberChange,
} from '@senda/core/machines/number-change';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { NUMBER_CHANGE_FLOW, NUMBER_RECOVERY_FLOW } from './number-change-flow';

/** What the number-change screens send by name (PAYMENT is the payment pages'). */
type NumberChangeSend = Exclude<NumberChangeCommand, 'PAYMENT'>;

export interface NumberChangeHandle {
  actor: ActorRefFrom<NumberChangeMachine>;
  view: NumberChangeView;
  /** The gateway calls, for the code part of the review (it sends the one-time code). */
  calls: NumberChangeGatewayCalls;
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'msisdn'>;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: NumberChangeSend, data?: Record<string, unknown>) => void;
  /** Keeps what is typed on the step shown (or the review's code) before it is sent on. */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * The number change (or recovery) machine for one line of the signed-in customer, wired in core
 * (provideNumberChange: gateway calls, saves per customer and line, the payment child), on every
 * page of the flow. A page's address follows the machine (numberChangePagePath). Nothing here
 * decides anything.
 */
export function useNumberChange(
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'msisdn'>,
  action: NumberChangeAction,
): NumberChangeHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const flow = action === 'CHANGE' ? NUMBER_CHANGE_FLOW : NUMBER_RECOVERY_FLOW;
  const calls = useMemo(
    () => numberChangeGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
    [gateway, queryClient, stores, orderRef],
  );
  const machine = useMemo(
    () =>
      provideNumberChange(flow, action, {
        calls,
        storage: stores.storage,
        payment: provideServicePayment({ gateway, queryClient, stores }, window.location.origin),
      }),
    [flow, action, calls, gateway, queryClient, stores],
  );
  const [input] = useState(() =>
    numberChangeInput(flow, stores, { customer, accountNumber: line.accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const select = useCallback(
    (snapshot: Parameters<typeof numberChangeView>[0]) => numberChangeView(snapshot, action, line.msisdn),
    [action, line.msisdn],
  );
  const view = useSelector(actor, select, sameFlowView);

  useFollowFlowPath((here) => numberChangePagePath(view, here, line.orderRef));
  const { send, keep } = useFlowCommands<NumberChangeSend>(actor);
  return { actor, view, calls, line, send, keep };
}
