import * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { SimTypeSchema } from '../../gateway/enums.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { JourneyData } from '../../journey/index.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { paymentDue } from '../../machines/service-request-template/payment-due.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import {
  SimReplacementDeliverySchema,
  SimReplacementReasonSchema,
  simReplacementEligibility,
  simReplacementSpecifications,
  submitSimReplacement,
} from './gateway/index.ts';
import type { SimReplacementFlow, SimReplacementMachine } from './sim-replacement.machine.ts';
import { simReplacementDeliveryNeeded, simReplacementRefusalMessageId } from './sim-replacement.rules.ts';
import type {
  SimReplacementEligibleLine,
  SimReplacementGatewayCalls,
  SimReplacementLine,
  SimReplacementSubmission,
  SubmittedSimReplacementRequest,
} from './sim-replacement.types.ts';

export interface SimReplacementServices {
  calls: SimReplacementGatewayCalls;
  /** Where the flow's progress is kept across reloads (the app's localStorage). */
  storage: KeyValueStorage;
  /** The payment child (ServiceRequestPaymentInput → ServiceRequestPaymentOutput). */
  payment: AnyActorLogic;
  /** The step-up child the submit waits for: provideStepUpMachine(gateway). */
  stepUp: StepUpMachine;
}

/** What the steps keep: the choice, the identity check's uploads (by id), and the delivery. */
const ChoiceSchema = v.object({
  'order-request': v.object({ reason: SimReplacementReasonSchema, simType: SimTypeSchema }),
  kyc: v.object({ kycIds: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)) }),
  'delivery-details': v.optional(v.object({ delivery: SimReplacementDeliverySchema })),
});

export class SimReplacementChoiceMissingError extends Error {
  override readonly name = 'SimReplacementChoiceMissingError';
}

/**
 * The replacement to request, read from what the journey collected (a boundary: it may come from
 * storage). The delivery is sent exactly when the specification says the new SIM is delivered.
 */
export function simReplacementSubmission(
  accountNumber: string,
  data: JourneyData,
  eligibility: SimReplacementEligibleLine | null,
): SimReplacementSubmission {
  const parsed = v.safeParse(ChoiceSchema, data);
  if (!parsed.success || !eligibility) {
    throw new SimReplacementChoiceMissingError(
      'sim replacement: the choice, identity check or line is missing',
    );
  }
  const choice = parsed.output['order-request'];
  const deliveryNeeded = simReplacementDeliveryNeeded(choice.simType, eligibility.specifications);
  const delivery = deliveryNeeded ? (parsed.output['delivery-details']?.delivery ?? null) : null;
  if (deliveryNeeded && !delivery) throw new SimReplacementChoiceMissingError('sim replacement: no delivery');
  return { accountNumber, ...choice, kycIds: parsed.output.kyc.kycIds, delivery };
}

/**
 * The attempt of this line's replacement, recorded before the submit leaves: the same request
 * (reason and SIM type) sent again (a lost answer, a retry, a reload) carries the same key, so the
 * gateway answers the request and order it already made. Another reason or SIM type gets a new key.
 */
export const SIM_REPLACEMENT_ATTEMPTS = serviceRequestAttempts(
  'simReplacement',
  v.object({ reason: v.string(), simType: v.string() }),
);

/**
 * SIM replacement's gateway calls (the spec's eligibility and specifications by accountNumber, the
 * multipart submit, the service-request status). A change to the line (a request sent, settled)
 * reads that line's queries again, keyed by its order, and no other line's.
 */
export function simReplacementGatewayCalls(
  { gateway, queryClient, storage }: ServiceGatewayDeps,
  line: Pick<SimReplacementLine, 'orderRef'>,
): SimReplacementGatewayCalls {
  const lineChanged = () => (line.orderRef ? invalidateLineQueries(queryClient, line.orderRef) : undefined);
  return {
    async eligibility({ accountNumber }, signal) {
      const client = cancellable(gateway, signal);
      const answer = await simReplacementEligibility(client, { accountNumber });
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: simReplacementRefusalMessageId(answer.reason),
        };
      }
      const specifications = await simReplacementSpecifications(client, { accountNumber });
      return { eligible: true, details: { currentSimType: answer.simType, specifications } };
    },
    async submit(owner, submission, signal, stepUpToken): Promise<SubmittedSimReplacementRequest> {
      const { reason, simType } = submission;
      const idempotencyKey = SIM_REPLACEMENT_ATTEMPTS.idempotencyKey(storage, owner, { reason, simType });
      const answer = await submitSimReplacement(
        cancellable(gateway, signal),
        { ...submission, idempotencyKey },
        stepUpToken,
      );
      void lineChanged();
      return {
        requestId: answer.requestId,
        status: answer.status,
        simType: answer.simType,
        oldSimBlocked: answer.oldSimBlocked,
        payment: paymentDue(answer.payment),
      };
    },
    async status(owner, { requestId }, signal) {
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending' || answer.status === 'IN_PROGRESS') {
        // Paid (the SIM replaced or on its way) or settled: the next replacement is a new attempt.
        SIM_REPLACEMENT_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
  };
}

/**
 * The SIM-replacement machine wired to the gateway, to storage and to the payment child. The
 * template's subject is the line's accountNumber.
 */
export function provideSimReplacement(
  flow: SimReplacementFlow,
  services: SimReplacementServices,
): SimReplacementMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ accountNumber: subject }, signal),
    submit: (input, signal) =>
      calls.submit(
        input,
        simReplacementSubmission(input.subject, input.data, input.eligibility),
        signal,
        input.stepUpToken,
      ),
    status: (input, signal) => calls.status(input, { requestId: input.requestId }, signal),
    pay: services.payment,
    stepUp: services.stepUp,
  });
}
