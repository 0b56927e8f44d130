import * as v from 'valibot';
import { isGatewayError } from '../../gateway/gateway-error.ts';
import { latestPortInRequest } from '../../gateway/port-in/latest-port-in-request.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import {
  FORM_STEP,
  serviceRequestPhase,
  serviceRequestReasonLabel,
} from '../../machines/service-request-template/index.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { digitsOf } from '../../purchase/field-message.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import {
  activePortInConfig,
  cancelPortIn,
  portInCancelEligibility,
  portInReinitiationEligibility,
  reinitiatePortIn,
  takeNewNumber,
} from './gateway/index.ts';
import {
  type PortInRequestFlow,
  type PortInRequestMachine,
  portInRequestChoice,
} from './port-in-request.machine.ts';
import type { PortInReinitiation, PortInRequestGatewayCalls } from './port-in-request.types.ts';

export interface PortInRequestServices {
  calls: PortInRequestGatewayCalls;
  /** The step-up child a new number instead waits for (the account's approval): provideStepUpMachine(gateway). */
  stepUp: StepUpMachine;
  /** Where the flow's progress is kept across reloads (the app's localStorage). */
  storage: KeyValueStorage;
}

/** The re-initiation form's fields, checked: they may come back from storage. */
const FormSchema = v.object({
  [FORM_STEP]: v.object({
    donorId: v.pipe(v.string(), v.minLength(1)),
    number: v.string(),
    nip: v.string(),
  }),
});

export class PortInDetailsMissingError extends Error {
  override readonly name = 'PortInDetailsMissingError';
}

/** The re-initiation to send, read from what the form collected. */
export function reinitiationOf(orderReference: string, data: JourneyData): PortInReinitiation {
  const parsed = v.safeParse(FormSchema, data);
  if (!parsed.success) throw new PortInDetailsMissingError('port-in request: the details are missing');
  const form = parsed.output[FORM_STEP];
  return { orderReference, donor: form.donorId, number: digitsOf(form.number), nip: form.nip };
}

/**
 * The attempt of this order's re-initiation, or of its new number instead (`kind`: another
 * request, so another key), recorded before the call leaves: sent again (a lost answer, a retry,
 * a reload) it carries the same key, so the gateway answers the request it already made.
 */
export const PORT_IN_REQUEST_ATTEMPTS = serviceRequestAttempts(
  'port-in-request',
  v.object({ kind: v.picklist(['transfer', 'new-number']) }),
);

/**
 * The flow's gateway calls (Port-in). Eligibility reads, side by side, the latest transfer,
 * its cancel and re-initiation eligibility and the active config; an order with no transfer
 * (404) is the refusal. A change to the transfer (cancelled, started again, settled) reads that
 * line's queries again, and no other line's.
 */
export function portInRequestGatewayCalls(
  { gateway, queryClient, storage }: ServiceGatewayDeps,
  line: { temporaryNumber: string | null; accountNumber: string | null },
): PortInRequestGatewayCalls {
  const { temporaryNumber, accountNumber } = line;
  return {
    async eligibility({ orderReference }, signal) {
      const client = cancellable(gateway, signal);
      let latest: Awaited<ReturnType<typeof latestPortInRequest>>;
      try {
        latest = await latestPortInRequest(client, { orderReference });
      } catch (error) {
        if (isGatewayError(error) && error.status === 404) return { eligible: false, reason: 'NO_TRANSFER' };
        throw error;
      }
      const [cancel, reinitiation, config] = await Promise.all([
        portInCancelEligibility(client, { orderReference }),
        portInReinitiationEligibility(client, { orderReference }),
        activePortInConfig(client),
      ]);
      return {
        eligible: true,
        details: {
          latest,
          cancelRefusal: cancel.cancelable ? null : cancel.reason,
          reinitiable: reinitiation.eligible,
          failureReason:
            (reinitiation.eligible ? reinitiation.failureReason : undefined) ?? latest.reason ?? null,
          config,
          temporaryNumber,
          accountNumber,
        },
      };
    },
    async cancelEligibility({ orderReference }, signal) {
      const answer = await portInCancelEligibility(cancellable(gateway, signal), { orderReference });
      return answer.cancelable ? { cancelable: true, requestId: answer.requestId } : { cancelable: false };
    },
    async reinitiate(owner, reinitiation, signal) {
      const idempotencyKey = PORT_IN_REQUEST_ATTEMPTS.idempotencyKey(storage, owner, { kind: 'transfer' });
      const answer = await reinitiatePortIn(cancellable(gateway, signal), {
        ...reinitiation,
        idempotencyKey,
      });
      void invalidateLineQueries(queryClient, reinitiation.orderReference);
      return {
        kind: 'transfer',
        requestId: answer.requestId,
        status: answer.status,
        number: answer.number,
        donor: answer.donor,
      };
    },
    async takeNewNumber(owner, { orderReference }, signal, stepUpToken) {
      const idempotencyKey = PORT_IN_REQUEST_ATTEMPTS.idempotencyKey(storage, owner, { kind: 'new-number' });
      const answer = await takeNewNumber(
        cancellable(gateway, signal),
        { orderReference, idempotencyKey },
        stepUpToken,
      );
      PORT_IN_REQUEST_ATTEMPTS.forget(storage, owner);
      void invalidateLineQueries(queryClient, orderReference);
      return {
        kind: 'new-number',
        requestId: answer.requestId,
        status: answer.status,
        number: answer.msisdn,
        donor: '',
      };
    },
    async status(owner, { orderReference, requestId }, signal) {
      const client = cancellable(gateway, signal);
      const answer = await latestPortInRequest(client, { orderReference });
      if (answer.requestId !== requestId) {
        // Not a transfer: the number change that gave the line a new number instead.
        const change = await getServiceRequestStatus(client, { requestId });
        return { status: change.status };
      }
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the line shows itself as it now is, and another attempt is a new one.
        PORT_IN_REQUEST_ATTEMPTS.forget(storage, owner);
        void invalidateLineQueries(queryClient, orderReference);
      }
      return {
        status: answer.status,
        ...(answer.reason ? { reasonMessageId: serviceRequestReasonLabel(answer.reason) } : {}),
      };
    },
    async cancel(owner, { orderReference }, signal) {
      const answer = await cancelPortIn(cancellable(gateway, signal), { orderReference });
      PORT_IN_REQUEST_ATTEMPTS.forget(storage, owner);
      void invalidateLineQueries(queryClient, orderReference);
      return answer;
    },
  };
}

/** The machine wired to the gateway and to storage: what a screen runs, without providing anything. */
export function providePortInRequest(
  flow: PortInRequestFlow,
  services: PortInRequestServices,
): PortInRequestMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ orderReference: subject }, signal),
    cancelEligibility: ({ subject }, signal) => calls.cancelEligibility({ orderReference: subject }, signal),
    submit: (input, signal) =>
      portInRequestChoice(input.data) === 'new-number'
        ? calls.takeNewNumber(input, { orderReference: input.subject }, signal, input.stepUpToken)
        : calls.reinitiate(input, reinitiationOf(input.subject, input.data), signal),
    status: (input, signal) =>
      calls.status(input, { orderReference: input.subject, requestId: input.requestId }, signal),
    cancel: (input, signal) => calls.cancel(input, { orderReference: input.subject }, signal),
    stepUp: services.stepUp,
  });
}
