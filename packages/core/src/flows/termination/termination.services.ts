import * as v from 'valibot';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { JourneyData, JourneyFactValues } from '../../journey/index.ts';
import { serviceRequestPhase } from '../../machines/service-request-template/index.ts';
import { provideServiceRequest } from '../../machines/service-request-template/service-request-template.provide.ts';
import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { serviceRequestAttempts } from '../../machines/shared/service-request-attempt.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { cancellable, invalidateLineQueries } from '../../queries/query-definition.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { isValidClabe } from '../../validation/clabe.ts';
import {
  cancelTermination,
  claimWinBack,
  submitTermination,
  TERMINATION_FEEDBACK_MAX,
  terminationCancelEligibility,
  terminationEligibility,
  terminationReasons,
  type WinBackOffer,
  winBackAggregation,
} from './gateway/index.ts';
import type { TerminationFlow, TerminationMachine } from './termination.machine.ts';
import { terminationChangesAccount, terminationRefusalMessageId } from './termination.rules.ts';
import type {
  SubmittedTerminationRequest,
  TerminationGatewayCalls,
  TerminationLine,
  TerminationSubmission,
} from './termination.types.ts';

export interface TerminationServices {
  calls: TerminationGatewayCalls;
  /** Where the flow's progress is kept across reloads (the app's localStorage). */
  storage: KeyValueStorage;
  /** The step-up child a termination waits for: provideStepUpMachine(gateway). */
  stepUp: StepUpMachine;
}

/**
 * What the steps collect: the reason chosen and the feedback typed on the request step, and, on
 * the stay step, the offer accepted (only read when the journey's `offerAccepted` fact says so).
 * A boundary: it may come from storage.
 */
const RequestStepSchema = v.object({
  request: v.object({
    reason: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    feedback: v.optional(v.pipe(v.string(), v.maxLength(TERMINATION_FEEDBACK_MAX)), ''),
    refundClabe: v.optional(v.pipe(v.string(), v.check(isValidClabe))),
  }),
});
const StayStepSchema = v.object({ stay: v.object({ offerId: v.pipe(v.string(), v.minLength(1)) }) });

export class TerminationChoiceMissingError extends Error {
  override readonly name = 'TerminationChoiceMissingError';
}

/** The termination to send, read from what the journey collected. */
export function terminationSubmission(accountNumber: string, data: JourneyData): TerminationSubmission {
  const parsed = v.safeParse(RequestStepSchema, data);
  if (!parsed.success) throw new TerminationChoiceMissingError('termination: no reason was chosen');
  const { reason, feedback, refundClabe } = parsed.output.request;
  return { accountNumber, reason, feedback, ...(refundClabe ? { refundClabe } : {}) };
}

/** The offer the customer accepted on the stay step, or null when they declined the offers. */
export function acceptedOffer(data: JourneyData, facts: JourneyFactValues): string | null {
  if (terminationChangesAccount(facts)) return null;
  const parsed = v.safeParse(StayStepSchema, data);
  if (!parsed.success) throw new TerminationChoiceMissingError('termination: the accepted offer is missing');
  return parsed.output.stay.offerId;
}

/**
 * A claim is answered with the reward it allocated, not a service request: its "request id" is
 * the reward's, marked so the status read (the template follows every submit) answers it as the
 * gateway did (done) instead of asking for a request that does not exist.
 */
const CLAIM_PREFIX = 'reward:';

/**
 * The attempt of this line's termination, or of its claim of an offer (`offerId`: another request,
 * so another key), recorded before the call leaves: sent again (a lost answer, a retry, a reload
 * in between) it carries the same key, so the gateway answers what it already made; a refund is
 * recorded once.
 */
export const TERMINATION_ATTEMPTS = serviceRequestAttempts(
  'termination',
  v.object({ offerId: v.nullable(v.string()) }),
);

/**
 * Termination's gateway calls. Eligibility asks, side by side, for the eligibility, the
 * reasons and the win-back aggregation: the flow shows them together. A change to the line (a
 * termination sent, withdrawn or closed, a reward claimed) reads that line's queries again, and
 * no other line's.
 */
export function terminationGatewayCalls(
  { gateway, queryClient, storage }: ServiceGatewayDeps,
  line: Pick<TerminationLine, 'orderRef'>,
): TerminationGatewayCalls {
  const lineChanged = () => (line.orderRef ? invalidateLineQueries(queryClient, line.orderRef) : undefined);
  return {
    async eligibility({ accountNumber }, signal) {
      const client = cancellable(gateway, signal);
      const answer = await terminationEligibility(client, { accountNumber });
      if (!answer.eligible) {
        return {
          eligible: false,
          reason: answer.reason,
          reasonMessageId: terminationRefusalMessageId(answer.reason),
        };
      }
      // The offers are a chance to stay, never a condition for leaving: without them the
      // customer still cancels ("No thanks" is on the stay step either way).
      const [reasons, offers] = await Promise.all([
        terminationReasons(client),
        winBackAggregation(client, { accountNumber }).catch((): WinBackOffer[] => []),
      ]);
      return { eligible: true, details: { losses: answer.losses, refund: answer.refund, reasons, offers } };
    },
    async cancelEligibility({ accountNumber }, signal) {
      const answer = await terminationCancelEligibility(cancellable(gateway, signal), { accountNumber });
      return answer.cancelable ? { cancelable: true, requestId: answer.requestId } : { cancelable: false };
    },
    async submit(owner, submission, signal, stepUpToken): Promise<SubmittedTerminationRequest> {
      const idempotencyKey = TERMINATION_ATTEMPTS.idempotencyKey(storage, owner, { offerId: null });
      const answer = await submitTermination(
        cancellable(gateway, signal),
        { ...submission, idempotencyKey },
        stepUpToken,
      );
      void lineChanged();
      return {
        kind: 'termination',
        requestId: answer.requestId,
        status: answer.status,
        closesAt: answer.closesAt,
        refund: answer.refund,
        payment: null,
      };
    },
    async claim(owner, { accountNumber, offerId }, signal): Promise<SubmittedTerminationRequest> {
      const idempotencyKey = TERMINATION_ATTEMPTS.idempotencyKey(storage, owner, { offerId });
      const reward = await claimWinBack(cancellable(gateway, signal), {
        accountNumber,
        offerId,
        idempotencyKey,
      });
      TERMINATION_ATTEMPTS.forget(storage, owner);
      void lineChanged();
      return {
        kind: 'claim',
        requestId: `${CLAIM_PREFIX}${reward.rewardId}`,
        status: 'DONE',
        reward,
        offerId,
      };
    },
    async status(owner, { requestId }, signal) {
      if (requestId.startsWith(CLAIM_PREFIX)) return { status: 'DONE' };
      const answer = await getServiceRequestStatus(cancellable(gateway, signal), { requestId });
      if (serviceRequestPhase(answer.status) !== 'pending') {
        // Settled: the line shows itself as it now is, and a new termination is a new attempt.
        TERMINATION_ATTEMPTS.forget(storage, owner);
        void lineChanged();
      }
      return { status: answer.status };
    },
    async cancel(owner, { accountNumber, requestId }, signal) {
      if (!requestId) throw new Error('termination: no request to withdraw');
      const answer = await cancelTermination(cancellable(gateway, signal), { accountNumber, requestId });
      TERMINATION_ATTEMPTS.forget(storage, owner);
      void lineChanged();
      return answer;
    },
  };
}

/**
 * The termination machine wired to the gateway and to storage: what a screen runs, without
 * providing anything itself. The template's subject is the line's account number. Nothing is
 * paid: the template's `pay` child is never reached (no submit answer names an order).
 */
export function provideTermination(flow: TerminationFlow, services: TerminationServices): TerminationMachine {
  const { calls } = services;
  return provideServiceRequest(flow, services.storage, {
    eligibility: ({ subject }, signal) => calls.eligibility({ accountNumber: subject }, signal),
    cancelEligibility: ({ subject }, signal) => calls.cancelEligibility({ accountNumber: subject }, signal),
    submit: (input, signal) => {
      const offerId = acceptedOffer(input.data, input.facts);
      return offerId
        ? calls.claim(input, { accountNumber: input.subject, offerId }, signal)
        : calls.submit(input, terminationSubmission(input.subject, input.data), signal, input.stepUpToken);
    },
    status: (input, signal) => calls.status(input, { requestId: input.requestId }, signal),
    cancel: (input, signal) =>
      calls.cancel(input, { accountNumber: input.subject, requestId: input.requestId }, signal),
    stepUp: services.stepUp,
  });
}
