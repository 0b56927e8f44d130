import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { PaymentServicesDeps } from '../../machines/payment/payment.services.ts';
import { providePaymentChoice } from '../../machines/payment-choice/payment-choice.services.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import { lineHomeQuery } from '../../queries/order-queries.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { BoostersFlow, BoostersMachine } from './boosters.machine.ts';
import { boosterOfferQuery } from './boosters.queries.ts';
import { boosterEligibility, boosterRefusalMessageId } from './boosters.rules.ts';
import type { BoostersLine } from './boosters.types.ts';
import { buyBooster } from './gateway/buy-booster.ts';

/** The review step's field: the add-on chosen (UPDATE_DATA on the review, then SUBMIT). */
export const BOOSTER_CHOICE_STEP = 'review';

/**
 * The attempt of this line's booster, recorded before the submit leaves: sent again (a lost answer,
 * a retry, a reload) it carries the same key, and the gateway answers the booster it already made;
 * another add-on chosen is a new attempt (its sku is kept with the key).
 */
export const BOOSTER_ATTEMPTS = serviceRequestAttempts('boosters', v.string());

export interface BoostersServices {
  deps: ServiceGatewayDeps;
  line: Pick<BoostersLine, 'orderRef' | 'accountNumber'>;
  /** The payment child (ServiceRequestPaymentInput → ServiceRequestPaymentOutput): boostersPaymentChoice. */
  payment: AnyActorLogic;
}

const chosenSku = (data: Record<string, unknown>): string => {
  const step = data[BOOSTER_CHOICE_STEP] as { sku?: unknown } | undefined;
  return typeof step?.sku === 'string' ? step.sku : '';
};

/**
 * The booster machine wired to the gateway: the offer read again with the line (the line's status
 * and the plan's add-ons decide), the submit of the chosen add-on, and the request's status; once
 * settled, that line's reads (the gauge, the offer, the payments) are read again, no other line's.
 */
export function provideBoosters(
  flow: BoostersFlow,
  { deps, line, payment }: BoostersServices,
): BoostersMachine {
  const { gateway, queryClient, storage } = deps;
  return provideServiceRequest(flow, storage, {
    eligibility: async (_input, _signal) => {
      const [home, offer] = await Promise.all([
        queryClient.fetchQuery({ ...lineHomeQuery(gateway, line.orderRef), staleTime: 0 }),
        queryClient.fetchQuery({ ...boosterOfferQuery(gateway, line), staleTime: 0 }),
      ]);
      const status = home.kind === 'line' ? home.line.status : 'Inactive';
      const answer = boosterEligibility({ status }, offer);
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: boosterRefusalMessageId(answer.reason),
        };
      }
      return { eligible: true, details: offer };
    },
    submit: async (input, signal) => {
      const sku = chosenSku(input.data);
      const idempotencyKey = BOOSTER_ATTEMPTS.idempotencyKey(storage, input, sku);
      const answer = await buyBooster(cancellable(gateway, signal), {
        accountNumber: line.accountNumber,
        sku,
        idempotencyKey,
      });
      return {
        requestId: answer.requestId,
        status: answer.status,
        payment: paymentDue(answer.payment),
      };
    },
    status: async (input, signal) => {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), {
        requestId: input.requestId,
      });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the next booster is a new attempt, and the gauge shows the data added.
        BOOSTER_ATTEMPTS.forget(storage, input);
        void invalidateLineQueries(queryClient, line.orderRef);
      }
      return { status: answer.status };
    },
    pay: payment,
  });
}

/** How a booster is paid: the payment choice (saved card first, a new card, OXXO or SPEI). */
export const boostersPaymentChoice = (deps: PaymentServicesDeps, targetOrigin: string) =>
  providePaymentChoice(deps, targetOrigin);
