import {
  provideRescheduleDelivery,
  RESCHEDULE_DELIVERY_EXIT,
  RESCHEDULE_LINK_CUSTOMER,
  type RescheduleDeliveryMachine,
  type RescheduleDeliveryView,
  rescheduleDeliveryPagePath,
  rescheduleDeliveryView,
  rescheduleGatewayCalls,
} from '@senda/core/flows/reschedule-delivery';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useServices } from '../../../shared/services-context';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { RESCHEDULE_DELIVERY_JOURNEY } from './reschedule-delivery-flow';

/** The review's choice, kept in the spec's reschedule store as it is made. */
function useKeptChoice() {
  const { stores } = useServices();
  const kept = useAtomValue(stores.rescheduleDelivery.state);
  return useMemo(() => ({ kept }), [kept]);
}

/**
 * The reschedule pages run this for the link's code (useServiceRequestFlow): the machine wired in
 * core (provideRescheduleDelivery: the gateway calls, saves per code, the payment child for the
 * fee, the step-up a new door asks for), the review's kept choice, the address following the machine. The link has no signed-in
 * customer: the save is the link's (RESCHEDULE_LINK_CUSTOMER). The address step's "Not now"
 * (EXIT) leaves by the journey's `orders` exit.
 */
export const RESCHEDULE_DELIVERY_REQUEST = serviceRequestParts({
  flow: RESCHEDULE_DELIVERY_JOURNEY,
  machine: (deps, _code: string, flow) =>
    provideRescheduleDelivery(flow, {
      calls: rescheduleGatewayCalls(deps),
      deps,
      payment: provideServicePayment(deps, deps.targetOrigin),
      stepUp: provideStepUpMachine(deps.gateway),
    }),
  subject: (code) => code,
  customer: RESCHEDULE_LINK_CUSTOMER,
  exit: RESCHEDULE_DELIVERY_EXIT,
  useAround: useKeptChoice,
  view: (snapshot, _code, { kept }) => rescheduleDeliveryView(snapshot, kept),
  pagePath: (view, here, code) => rescheduleDeliveryPagePath(view, here, code),
});

export type RescheduleDeliveryHandle = ServiceRequestFlowHandle<
  RescheduleDeliveryMachine,
  RescheduleDeliveryView
>;
