import {
  type BoostersMachine,
  type BoostersView,
  boostersPagePath,
  boostersPaymentChoice,
  boostersView,
  provideBoosters,
} from '@senda/core/flows/boosters';
import type { Line } from '@senda/core/gateway';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { BOOSTERS_FLOW } from './boosters-flow';

export type BoostersHandle = ServiceRequestFlowHandle<BoostersMachine, BoostersView>;

/**
 * The boosters' pages run this (useServiceRequestFlow): the machine wired in core (provideBoosters:
 * the offer, the submit of the chosen add-on, the payment choice), saved per customer and line,
 * and the address following it (boostersPagePath).
 */
export const BOOSTERS_REQUEST = serviceRequestParts({
  flow: BOOSTERS_FLOW,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber' | 'sim'>) =>
    provideBoosters(BOOSTERS_FLOW, {
      deps,
      line,
      payment: boostersPaymentChoice(deps, deps.targetOrigin),
    }),
  subject: (line) => line.accountNumber,
  view: boostersView,
  pagePath: (view, here, line) => boostersPagePath(view, here, line.orderRef),
});
