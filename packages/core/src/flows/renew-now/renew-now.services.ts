import type { AnyActorLogic } from 'xstate';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { PaymentServicesDeps } from '../../machines/payment/payment.services.ts';
import { providePaymentChoice } from '../../machines/payment-choice/payment-choice.services.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { NothingKept, serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import { lineHomeQuery } from '../../queries/order-queries.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import { autoRenewalQuery } from '../../queries/renewal-specifications-query.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { submitRenewal } from './gateway/submit-renewal.ts';
import type { RenewNowFlow, RenewNowMachine } from './renew-now.machine.ts';
import { renewNowEligibility, renewNowRefusalMessageId } from './renew-now.rules.ts';
import type { RenewNowGatewayCalls, RenewNowLine } from './renew-now.types.ts';

export interface RenewNowServices {
  calls: RenewNowGatewayCalls;
  storage: KeyValueStorage;
  /** The payment child (ServiceRequestPaymentInput → ServiceRequestPaymentOutput): providePaymentChoice. */
  payment: AnyActorLogic;
  /** The time now (the eligibility window is counted from it). */
  now?: () => number;
}

/**
 * The attempt of this line's renewal, recorded before the submit leaves: sent again (a lost
 * answer, a retry, a reload) it carries the same key, and the gateway answers the renewal it
 * already made (it also answers the one waiting on the line under any key).
 */
export const RENEW_NOW_ATTEMPTS = serviceRequestAttempts('renewNow', NothingKept);

/**
 * Renew now's gateway calls: the line read again (its status and renewal date decide, with
 * renewNowEligibility), the submit, and the request's status. A renewal settled reads that line's
 * queries again (its status and renewal date changed), and no other line's.
 */
export function renewNowGatewayCalls(
  { gateway, queryClient, storage, now = Date.now }: ServiceGatewayDeps,
  line: Pick<RenewNowLine, 'orderRef'>,
): RenewNowGatewayCalls {
  const lineChanged = () => invalidateLineQueries(queryClient, line.orderRef);
  return {
    async eligibility(_subject, _signal) {
      const home = await queryClient.fetchQuery({ ...lineHomeQuery(gateway, line.orderRef), staleTime: 0 });
      if (home.kind !== 'line') {
        return {
          eligible: false,
          reason: 'SIM_NOT_ACTIVATED',
          reasonMessageId: renewNowRefusalMessageId('SIM_NOT_ACTIVATED'),
        };
      }
      const current = home.line;
      const answer = renewNowEligibility(current, now());
      if (!answer.eligible || current.status === 'Inactive') {
        const reason = answer.eligible ? 'LINE_INACTIVE' : answer.reason;
        return { eligible: false, reason, reasonMessageId: renewNowRefusalMessageId(reason) };
      }
      return {
        eligible: true,
        details: {
          planName: current.plan.name,
          price: current.plan.price,
          validityDays: current.plan.validityDays,
          status: current.status,
          renewalDate: current.renewalDate,
        },
      };
    },
    async submit(owner, { simNumber }, signal) {
      const idempotencyKey = RENEW_NOW_ATTEMPTS.idempotencyKey(storage, owner, null);
      const answer = await submitRenewal(cancellable(gateway, signal), { simNumber, idempotencyKey });
      return {
        requestId: answer.requestId,
        status: answer.status,
        renewsUntil: answer.renewsUntil,
        tax: answer.payment?.tax ?? null,
        payment: paymentDue(answer.payment),
      };
    },
    async status(owner, { requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the next renewal is a new attempt, and the line page shows its new date.
        RENEW_NOW_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

/**
 * How renew now is paid: the payment choice, with the card this line's automatic renewal was just
 * declined on (a failed charge still pending, from the line's auto-renewal specifications) offered
 * after a new card: "Pay another way" leads there. Unread, the cards are offered as saved.
 */
export function renewNowPaymentChoice(
  deps: PaymentServicesDeps,
  line: Pick<RenewNowLine, 'orderRef'> & { accountNumber: string },
  targetOrigin: string,
) {
  return providePaymentChoice(deps, targetOrigin, {}, async () => {
    const spec = await deps.queryClient.fetchQuery(autoRenewalQuery(deps.gateway, line));
    return spec.failedRenewal ? spec.card : null;
  });
}

/** The renew-now machine wired to the gateway, storage and the payment-choice child. */
export function provideRenewNow(flow: RenewNowFlow, services: RenewNowServices): RenewNowMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ simNumber: subject }, signal),
    submit: (input, signal) => calls.submit(input, { simNumber: input.subject }, signal),
    status: (input, signal) => calls.status(input, { requestId: input.requestId }, signal),
    pay: services.payment,
  });
}
