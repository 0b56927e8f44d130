import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import { submitRenewal } from '../../gateway/renewal/submit-renewal.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import { lineHomeQuery } from '../../queries/order-queries.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import { serviceRequestPhase } from '../service-request-template/index.ts';
import { provideServiceRequest } from '../service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../shared/service-gateway-deps.ts';
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

/** Where the key of the renewal being sent is kept: with the flows' saves, so a logout clears it. */
export const RENEW_NOW_ATTEMPT_KEY = `${SERVICE_REQUEST_KEY_PREFIX}renewNow.attempt`;

const AttemptSchema = v.object({ simNumber: v.string(), idempotencyKey: v.string() });

/**
 * The idempotency key of this line's renewal, recorded before the submit leaves: sent again (a
 * lost answer, a retry, a reload) it carries the same key, and the gateway answers the renewal it
 * already made (it also answers the one waiting on the line under any key).
 */
function attemptKey(storage: KeyValueStorage, simNumber: string): string {
  try {
    const parsed = v.safeParse(AttemptSchema, JSON.parse(storage.getItem(RENEW_NOW_ATTEMPT_KEY) ?? 'null'));
    if (parsed.success && parsed.output.simNumber === simNumber) return parsed.output.idempotencyKey;
  } catch {
    // Junk in storage: a new attempt.
  }
  const idempotencyKey = newIdempotencyKey();
  storage.setItem(RENEW_NOW_ATTEMPT_KEY, JSON.stringify({ simNumber, idempotencyKey }));
  return idempotencyKey;
}

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
    async submit({ simNumber }, signal) {
      const idempotencyKey = attemptKey(storage, simNumber);
      const answer = await submitRenewal(cancellable(gateway, signal), { simNumber, idempotencyKey });
      return {
        requestId: answer.requestId,
        status: answer.status,
        renewsUntil: answer.renewsUntil,
        tax: answer.payment?.tax ?? null,
        payment: answer.payment
          ? { orderReference: answer.payment.orderRef, amount: answer.payment.amount.amount }
          : null,
      };
    },
    async status({ requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the next renewal is a new attempt, and the line page shows its new date.
        storage.removeItem(RENEW_NOW_ATTEMPT_KEY);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

/** The renew-now machine wired to the gateway, storage and the payment-choice child. */
export function provideRenewNow(flow: RenewNowFlow, services: RenewNowServices): RenewNowMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ simNumber: subject }, signal),
    submit: ({ subject }, signal) => calls.submit({ simNumber: subject }, signal),
    status: ({ requestId }, signal) => calls.status({ requestId }, signal),
    pay: services.payment,
  });
}
