import type { Line, PlanSwitchPreview } from '@senda/core/gateway';
import {
  type PlanSwitchCommand,
  type PlanSwitchMachine,
  type PlanSwitchView,
  planSwitchGatewayCalls,
  planSwitchInput,
  planSwitchPagePath,
  planSwitchView,
  providePlanSwitch,
  readPlanSwitchChosenSku,
} from '@senda/core/machines/plan-switch';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { planSwitchPreviewQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { PLAN_SWITCH_FLOW } from './plan-switch-flow';

/** What the plan-switch screens send by name (PAYMENT is the payment pages'). */
type PlanSwitchSend = Exclude<PlanSwitchCommand, 'PAYMENT'>;

export interface PlanSwitchHandle {
  actor: ActorRefFrom<PlanSwitchMachine>;
  view: PlanSwitchView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: PlanSwitchSend, data?: Record<string, unknown>) => void;
  /** Keeps a choice on the step shown before it is confirmed (a reload keeps it). */
  keep: (data: Record<string, unknown>) => void;
  /** The order preview of the chosen plan (details and summary), once read. */
  preview: {
    data: PlanSwitchPreview | null;
    status: 'idle' | 'loading' | 'error' | 'success';
    retry: () => void;
  };
}

/**
 * The plan-switch machine for one line of the signed-in customer, wired in core
 * (providePlanSwitch: gateway calls, saves per customer and line, the payment child), on every
 * page of the flow. A page's address follows the machine (planSwitchPagePath): NEXT, a payment or
 * a reload shows the screen on its own page. Nothing here decides anything about the switch.
 */
export function usePlanSwitch(line: Pick<Line, 'orderRef' | 'sim'>): PlanSwitchHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const machine = useMemo(
    () =>
      providePlanSwitch(PLAN_SWITCH_FLOW, {
        calls: planSwitchGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
        storage: stores.storage,
        payment: provideServicePayment({ gateway, queryClient, stores }, window.location.origin),
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    planSwitchInput(
      PLAN_SWITCH_FLOW,
      stores,
      { customer, simNumber: line.sim.iccid, orderRef: line.orderRef },
      readPlanSwitchChosenSku(window.location.search),
    ),
  );
  const actor = useActorRef(machine, { input });
  const chosenSku = useSelector(actor, (snapshot) => planSwitchView(snapshot).chosenSku);
  const preview = useQuery({
    ...planSwitchPreviewQuery(
      gateway,
      { orderRef: line.orderRef, simNumber: line.sim.iccid },
      chosenSku ?? '',
    ),
    enabled: chosenSku !== null,
  });
  const select = useCallback(
    (snapshot: Parameters<typeof planSwitchView>[0]) => planSwitchView(snapshot, preview.data ?? null),
    [preview.data],
  );
  const view = useSelector(actor, select, sameFlowView);

  useFollowFlowPath((here) => planSwitchPagePath(view, here, line.orderRef));
  const { send, keep } = useFlowCommands<PlanSwitchSend>(actor);
  const previewState = queryView(preview);
  return {
    actor,
    view,
    send,
    keep,
    preview: {
      data: preview.data ?? null,
      status: chosenSku === null ? 'idle' : previewState.status === 'idle' ? 'loading' : previewState.status,
      retry: previewState.retry,
    },
  };
}
