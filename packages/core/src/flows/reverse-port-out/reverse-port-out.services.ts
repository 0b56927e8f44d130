import * as v from 'valibot';
import type { JourneyData } from '../../journey/index.ts';
import {
  FORM_STEP,
  serviceRequestPhase,
  serviceRequestReasonLabel,
} from '../../machines/service-request-template/index.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { NothingKept, serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import {
  reversePortOutEligibility,
  reversePortOutRequest,
  reversePortOutSpecifications,
  submitReversePortOut,
} from './gateway/index.ts';
import type { ReversePortOutFlow, ReversePortOutMachine } from './reverse-port-out.machine.ts';
import { reversePortOutRefusalMessageId } from './reverse-port-out.rules.ts';
import type { ReversePortOutGatewayCalls, ReversePortOutLine } from './reverse-port-out.types.ts';

export interface ReversePortOutServices {
  calls: ReversePortOutGatewayCalls;
  storage: KeyValueStorage;
  /** The step-up child the request waits for: provideStepUpMachine(gateway). */
  stepUp: StepUpMachine;
}

/** The form: the customer states they did not ask for the port-out (checked: it may come from storage). */
const FormSchema = v.object({ [FORM_STEP]: v.object({ notRequestedByMe: v.literal(true) }) });

export class ReversePortOutNotConfirmedError extends Error {
  override readonly name = 'ReversePortOutNotConfirmedError';
}

/** The request is made only on the customer's word that they did not ask for the port-out. */
export function confirmedNotRequested(data: JourneyData): true {
  if (!v.safeParse(FormSchema, data).success) {
    throw new ReversePortOutNotConfirmedError('reverse port-out: the customer did not confirm');
  }
  return true;
}

/**
 * The attempt of this line's reverse port-out, recorded before the submit leaves: sent again (a
 * lost answer, a retry, a reload) it carries the same key, so the gateway answers the request it
 * already made.
 */
export const REVERSE_PORT_OUT_ATTEMPTS = serviceRequestAttempts('reverse-port-out', NothingKept);

/**
 * Reverse port-out's gateway calls. Eligibility asks, side by side, for the line's
 * eligibility and the specifications (the window's days, the hours it takes). A request made or
 * settled reads that line's queries again, and no other line's.
 */
export function reversePortOutGatewayCalls(
  { gateway, queryClient, storage }: ServiceGatewayDeps,
  line: Pick<ReversePortOutLine, 'orderRef'>,
): ReversePortOutGatewayCalls {
  const lineChanged = () => invalidateLineQueries(queryClient, line.orderRef);
  return {
    async eligibility({ accountNumber }, signal) {
      const client = cancellable(gateway, signal);
      const [answer, specifications] = await Promise.all([
        reversePortOutEligibility(client, { accountNumber }),
        reversePortOutSpecifications(client),
      ]);
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: reversePortOutRefusalMessageId(answer.reason),
        };
      }
      return {
        eligible: true,
        details: {
          number: answer.number,
          recipient: answer.recipient,
          portedOutAt: answer.portedOutAt,
          underWay: answer.underWay,
          windowEndsAt: answer.windowEndsAt,
          windowDays: specifications.windowDays,
          completionHours: specifications.completionHours,
        },
      };
    },
    async submit(owner, { accountNumber }, signal, stepUpToken) {
      const idempotencyKey = REVERSE_PORT_OUT_ATTEMPTS.idempotencyKey(storage, owner, null);
      const answer = await submitReversePortOut(
        cancellable(gateway, signal),
        { accountNumber, notRequestedByMe: true, idempotencyKey },
        stepUpToken,
      );
      void lineChanged();
      return {
        requestId: answer.requestId,
        status: answer.status,
        number: answer.number,
        recipient: answer.recipient,
        expectedBy: answer.expectedBy,
        payment: null,
      };
    },
    async status(owner, { requestId }, signal) {
      const answer = await reversePortOutRequest(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        REVERSE_PORT_OUT_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return {
        status: answer.status,
        ...(answer.reason ? { reasonMessageId: serviceRequestReasonLabel(answer.reason) } : {}),
      };
    },
  };
}

/** The machine wired to the gateway and to storage. Nothing is paid and nothing is cancelled. */
export function provideReversePortOut(
  flow: ReversePortOutFlow,
  services: ReversePortOutServices,
): ReversePortOutMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ accountNumber: subject }, signal),
    submit: (input, signal) => {
      confirmedNotRequested(input.data);
      return calls.submit(input, { accountNumber: input.subject }, signal, input.stepUpToken);
    },
    status: (input, signal) => calls.status(input, { requestId: input.requestId }, signal),
    stepUp: services.stepUp,
  });
}
