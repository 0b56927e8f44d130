import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { isGatewayError } from '../../gateway/gateway-error.ts';
import type { JourneyData } from '../../journey/index.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { reschedulePayment } from './gateway/reschedule-payment.ts';
import { submitReschedule } from './gateway/submit-reschedule.ts';
import { validateReschedule } from './gateway/validate-reschedule.ts';
import type { RescheduleDeliveryFlow, RescheduleDeliveryMachine } from './reschedule-delivery.machine.ts';
import {
  minutesToWait,
  RESCHEDULE_CODE_TRIES_EXCEEDED,
  rescheduleChoice,
  rescheduleRefusalMessageId,
} from './reschedule-delivery.rules.ts';
import type {
  RescheduleChoice,
  RescheduleEligible,
  RescheduleGatewayCalls,
  SubmittedReschedule,
} from './reschedule-delivery.types.ts';

export class RescheduleChoiceMissingError extends Error {
  override readonly name = 'RescheduleChoiceMissingError';
}

/**
 * The attempt of this link's redelivery, recorded before the submit leaves: the same choice for
 * the same reschedule sent again (a lost answer, a retry, a reload) carries the same key, so the
 * gateway answers the reschedule and fee order it made already; another choice gets a new key.
 */
export const RESCHEDULE_ATTEMPTS = serviceRequestAttempts(
  'rescheduleDelivery',
  v.object({ rescheduleId: v.string(), choice: v.string() }),
);

export interface RescheduleDeliveryDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'auth' | 'rescheduleDelivery' | 'storage'>;
}

/**
 * The flow's gateway calls (the spec's reschedule validate, shipment reschedule v2, payment by reschedule
 * id). A valid link's answer may carry a session for its customer (the link signs a signed-out
 * customer in, as the reschedule allows); a booked redelivery reads the order's queries again.
 */
export function rescheduleGatewayCalls({
  gateway,
  queryClient,
  stores,
}: RescheduleDeliveryDeps): RescheduleGatewayCalls {
  const { storage } = stores;
  let orderRef: string | null = null;
  return {
    async validate(code, signal) {
      const answer = await validateReschedule(cancellable(gateway, signal), {
        verificationCode: code,
      }).catch((error: unknown) => {
        // Past the wrong-code limit: a refusal of its own that says when to try again.
        if (isGatewayError(error) && error.errorCode === RESCHEDULE_CODE_TRIES_EXCEEDED) {
          return { valid: false as const, reason: 'TOO_MANY_TRIES' as const, wait: error.retryAfterSeconds };
        }
        throw error;
      });
      if (!answer.valid && answer.reason === 'TOO_MANY_TRIES') {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: rescheduleRefusalMessageId(answer.reason),
          reasonValues: { minutes: minutesToWait('wait' in answer ? answer.wait : undefined) },
        };
      }
      if (!answer.valid) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: rescheduleRefusalMessageId(answer.reason),
        };
      }
      if (answer.accessToken) {
        // The gateway hands a session over only when the caller is not the link's customer. Signed
        // out, the link signs its customer in; signed in as someone else, nothing of that
        // customer's delivery is shown and the session here is kept: the page says to log out first.
        if (stores.store.get(stores.auth.state).accessToken) {
          return {
            eligible: false,
            reason: 'OTHER_CUSTOMER',
            reasonMessageId: rescheduleRefusalMessageId('OTHER_CUSTOMER'),
          };
        }
        // The link's session, not the account's: good on the reschedule's pages only.
        stores.store.set(stores.auth.setLinkAccessToken, answer.accessToken, 'reschedule');
      }
      orderRef = answer.reschedule.orderRef;
      return { eligible: true, details: answer.reschedule };
    },
    async submit(owner, { rescheduleId, choice }, signal, stepUpToken): Promise<SubmittedReschedule> {
      const idempotencyKey = RESCHEDULE_ATTEMPTS.idempotencyKey(storage, owner, {
        rescheduleId,
        choice: JSON.stringify(choice),
      });
      const answer = await submitReschedule(
        cancellable(gateway, signal),
        { rescheduleId, body: { ...choice, idempotencyKey } },
        stepUpToken,
      );
      return {
        requestId: answer.rescheduleId,
        status: answer.status,
        delivery: answer.delivery,
        payment: answer.payment?.paid ? null : paymentDue(answer.payment),
      };
    },
    async status(owner, { rescheduleId }, signal) {
      const answer = await reschedulePayment(cancellable(gateway, signal), { rescheduleId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        RESCHEDULE_ATTEMPTS.forget(storage, owner);
        // Booked: the order's page shows the new delivery, and the choice is done with.
        stores.store.set(stores.rescheduleDelivery.reset);
        if (orderRef) void invalidateLineQueries(queryClient, orderRef);
      }
      return { status: answer.status };
    },
  };
}

/** The new delivery to send: the address step's data and the choice kept in the reschedule store. */
export function rescheduleSubmission(
  data: JourneyData,
  details: RescheduleEligible | null,
  state: Parameters<typeof rescheduleChoice>[2],
): { rescheduleId: string; choice: RescheduleChoice } {
  const choice = details ? rescheduleChoice(data, details, state) : null;
  if (!details || !choice)
    throw new RescheduleChoiceMissingError('reschedule: no window or store was chosen');
  return { rescheduleId: details.rescheduleId, choice };
}

export interface RescheduleDeliveryServices {
  calls: RescheduleGatewayCalls;
  deps: RescheduleDeliveryDeps;
  /** The payment child for the fee order (provideServicePayment). */
  payment: AnyActorLogic;
  /** The account's approval of a new door (provideStepUpMachine). */
  stepUp: StepUpMachine;
}

/** The machine wired to the gateway, the stores and the payment child; the subject is the link's code. */
export function provideRescheduleDelivery(
  flow: RescheduleDeliveryFlow,
  { calls, deps, payment, stepUp }: RescheduleDeliveryServices,
): RescheduleDeliveryMachine {
  const { stores } = deps;
  return provideServiceRequest(flow, stores.storage, {
    eligibility: ({ subject }, signal) => calls.validate(subject, signal),
    submit: (input, signal) =>
      calls.submit(
        input,
        rescheduleSubmission(
          input.data,
          input.eligibility,
          stores.store.get(stores.rescheduleDelivery.state),
        ),
        signal,
        input.stepUpToken,
      ),
    status: (input, signal) => calls.status(input, { rescheduleId: input.requestId }, signal),
    pay: payment,
    stepUp,
  });
}
