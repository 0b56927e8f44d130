import {
  CancelPlanSwitchBodySchema,
  cancelPlanSwitchEndpoint,
  PlanSwitchPreviewBodySchema,
  planSwitchCancelEligibilityEndpoint,
  planSwitchEligibilityEndpoint,
  planSwitchPreviewEndpoint,
  SubmitPlanSwitchBodySchema,
  submitPlanSwitchEndpoint,
} from '@senda/core/flows/plan-switch';
import type { HttpHandler } from 'msw';
import { type CatalogueProduct, findProduct, ivaIncluded } from '../../data/catalogue.ts';
import { itemNameIn } from '../../data/item-names.ts';
import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import { CURRENCY } from '../../domain/orders.ts';
import type { LineRecord, ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { benefitView } from '../../handlers/catalogue.handlers.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { serviceRequestView } from '../../handlers/service-requests.handlers.ts';
import type { PlanSwitchOffer } from './plan-switch.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });

/** A plan as the switch's answers show it, named in the call's language. */
function planView(plan: LineRecord['plan'] | CatalogueProduct, lang: SandboxLanguage) {
  const name = typeof plan.name === 'string' ? itemNameIn(plan as LineRecord['plan'], lang) : plan.name[lang];
  return {
    sku: plan.sku,
    name,
    price: mxn(plan.price),
    validityDays: plan.validityDays,
    allowances: (findProduct(plan.sku)?.benefits ?? []).map((benefit) => benefitView(benefit, lang)),
  };
}

function offerView(offer: PlanSwitchOffer) {
  return {
    timing: offer.timing,
    effectiveAt: iso(offer.effectiveAt),
    dueNow: { amount: mxn(offer.dueNow), tax: mxn(ivaIncluded(offer.dueNow)) },
    ...(offer.proratedDays !== undefined ? { proratedDays: offer.proratedDays } : {}),
  };
}

/** What submit answers: the request, and the order to pay while it waits for its payment. */
function submittedView(state: SandboxState, record: ServiceRequestRecord, lang: SandboxLanguage) {
  const view = serviceRequestView(state, record, lang);
  return {
    requestId: record.requestId,
    status: view.status,
    timing: record.details?.timing,
    effectiveAt: iso(Number(record.details?.effectiveAt)),
    ...(view.planSwitch?.payment && view.status === 'WAITING' ? { payment: view.planSwitch.payment } : {}),
  };
}

function simNumberOf(query: URLSearchParams): string {
  const simNumber = query.get('simNumber');
  if (!simNumber) fail('badRequest', { reason: 'SIM_NUMBER_REQUIRED' });
  return simNumber;
}

export function planSwitchHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const { planSwitch } = state;
  return [
    gatewayRoute(ctx, planSwitchEligibilityEndpoint, ({ user, query }) =>
      planSwitch.eligibility(planSwitch.lineBySim(simNumberOf(query), user.id)),
    ),
    gatewayRoute(ctx, planSwitchPreviewEndpoint, async ({ user, request, lang }) => {
      const body = await readBody(request, PlanSwitchPreviewBodySchema);
      const line = planSwitch.lineBySim(body.simNumber, user.id);
      const product = planSwitch.target(line, body.sku);
      return {
        currentPlan: planView(line.plan, lang),
        newPlan: planView(product, lang),
        renewalDate: iso(planSwitch.renewalDate(line)),
        nextRenewalAmount: mxn(product.price),
        options: planSwitch.offers(line, product).map(offerView),
      };
    }),
    gatewayRoute(ctx, submitPlanSwitchEndpoint, async ({ user, request, lang }) => {
      const body = await readBody(request, SubmitPlanSwitchBodySchema);
      const line = planSwitch.lineBySim(body.simNumber, user.id);
      return submittedView(state, planSwitch.submit(user, line, body), lang);
    }),
    gatewayRoute(ctx, planSwitchCancelEligibilityEndpoint, ({ user, query }) =>
      planSwitch.cancelEligibility(planSwitch.lineBySim(simNumberOf(query), user.id)),
    ),
    gatewayRoute(ctx, cancelPlanSwitchEndpoint, async ({ user, request, params, lang }) => {
      const body = await readBody(request, CancelPlanSwitchBodySchema);
      const record = planSwitch.cancel(user.id, body.simNumber, params.requestId ?? '');
      return serviceRequestView(state, record, lang);
    }),
  ];
}
