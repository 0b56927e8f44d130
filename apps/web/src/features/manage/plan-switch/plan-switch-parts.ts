import type { PlanSwitchPreview } from '@senda/core/flows/plan-switch';
import {
  type PlanSwitchMachine,
  type PlanSwitchView,
  planSwitchChosenResume,
  planSwitchGatewayCalls,
  planSwitchPagePath,
  planSwitchPreviewQuery,
  planSwitchView,
  providePlanSwitch,
  readPlanSwitchChosenSku,
} from '@senda/core/flows/plan-switch';
import type { Line } from '@senda/core/gateway';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { PLAN_SWITCH_JOURNEY } from './plan-switch-flow';

type PlanSwitchLine = Pick<Line, 'orderRef' | 'sim'>;

/** The order preview of the chosen plan (details and summary), once read. */
interface PlanSwitchAround {
  preview: {
    data: PlanSwitchPreview | null;
    status: 'idle' | 'loading' | 'error' | 'success';
    retry: () => void;
  };
}

/** Reads the gateway's order preview for the plan the machine has chosen (none chosen: idle). */
function usePlanSwitchPreview(
  actor: ActorRefFrom<PlanSwitchMachine>,
  line: PlanSwitchLine,
): PlanSwitchAround {
  const { gateway } = useServices();
  const chosenSku = useSelector(actor, (snapshot) => planSwitchView(snapshot).chosenSku);
  const preview = useQuery({
    ...planSwitchPreviewQuery(
      gateway,
      { orderRef: line.orderRef, simNumber: line.sim.iccid },
      chosenSku ?? '',
    ),
    enabled: chosenSku !== null,
  });
  const { status, retry } = queryView(preview);
  const data = preview.data ?? null;
  return useMemo(
    () => ({
      preview: { data, status: chosenSku === null ? 'idle' : status === 'idle' ? 'loading' : status, retry },
    }),
    [data, chosenSku, status, retry],
  );
}

/**
 * The plan-switch pages run this (useServiceRequestFlow): the machine wired in core
 * (providePlanSwitch: gateway calls, saves per customer and SIM, the payment child), the chosen
 * plan's preview, the address following the machine (planSwitchPagePath). A plan chosen on
 * another page (termination's offer, `sku` in the address) opens the plans step chosen.
 */
export const PLAN_SWITCH_REQUEST = serviceRequestParts({
  flow: PLAN_SWITCH_JOURNEY,
  machine: (deps, line: PlanSwitchLine, flow) =>
    providePlanSwitch(flow, {
      calls: planSwitchGatewayCalls(deps, line),
      storage: deps.storage,
      payment: provideServicePayment(deps, deps.targetOrigin),
    }),
  subject: (line) => line.sim.iccid,
  fresh: () => planSwitchChosenResume(readPlanSwitchChosenSku(window.location.search)),
  useAround: usePlanSwitchPreview,
  view: (snapshot, _line, around) => planSwitchView(snapshot, around.preview.data),
  pagePath: (view, here, line) => planSwitchPagePath(view, here, line.orderRef),
});

export type PlanSwitchHandle = ServiceRequestFlowHandle<PlanSwitchMachine, PlanSwitchView, PlanSwitchAround>;
