import {
  readSimReplacementFormData,
  simReplacementEligibilityEndpoint,
  simReplacementSpecificationsEndpoint,
  submitSimReplacementEndpoint,
} from '@senda/core/flows/sim-replacement';
import { STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { ivaIncluded } from '../../data/catalogue.ts';
import { fail } from '../../domain/failures.ts';
import { CURRENCY } from '../../domain/orders.ts';
import type { ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { gatewayRoute } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { serviceRequestView } from '../../handlers/service-requests.handlers.ts';

const mxn = (amount: number) => ({ amount, currency: CURRENCY });

function accountNumberOf(query: URLSearchParams): string {
  const accountNumber = query.get('accountNumber');
  if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
  return accountNumber;
}

/** What submit answers: the request, whether the old SIM is blocked, the order paying the fee. */
function submittedView(state: SandboxState, record: ServiceRequestRecord) {
  const view = serviceRequestView(state, record);
  const line = state.store.data.lines[record.accountNumber];
  return {
    requestId: record.requestId,
    status: view.status,
    simType: record.details?.simType,
    oldSimBlocked: line ? state.flow('sim-replacement').blocked(line) : false,
    ...(view.simReplacement?.payment && view.status === 'WAITING'
      ? { payment: view.simReplacement.payment }
      : {}),
  };
}

export function simReplacementHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const simReplacement = state.flow('sim-replacement');
  return [
    gatewayRoute(ctx, simReplacementEligibilityEndpoint, ({ user, query }) =>
      simReplacement.eligibility(state.lines.get(accountNumberOf(query), user.id)),
    ),
    gatewayRoute(ctx, simReplacementSpecificationsEndpoint, ({ user, query }) => {
      state.lines.get(accountNumberOf(query), user.id);
      const specifications = simReplacement.specifications();
      return {
        fees: specifications.fees.map(({ simType, amount }) => ({
          simType,
          fee: { amount: mxn(amount), tax: mxn(ivaIncluded(amount)) },
        })),
        esimDeliverySpecifications: specifications.esimDeliverySpecifications,
      };
    }),
    gatewayRoute(ctx, submitSimReplacementEndpoint, async ({ user, request }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
        fail('badRequest', { reason: 'MULTIPART_REQUIRED' });
      }
      const form = await request.formData().catch(() => fail('badRequest', { reason: 'MULTIPART_REQUIRED' }));
      let body: ReturnType<typeof readSimReplacementFormData>;
      try {
        body = readSimReplacementFormData(form);
      } catch {
        fail('badRequest', { reason: 'SIM_REPLACEMENT_FIELDS' });
      }
      const line = state.lines.get(body.accountNumber, user.id);
      const proof = request.headers.get(STEP_UP_HEADER);
      return submittedView(state, simReplacement.submit(user, line, body, proof));
    }),
  ];
}
