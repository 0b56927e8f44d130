import { vocabularyFacts } from '../../journey/index.ts';
import { collectingStates } from './service-request-template.collecting.ts';
import { followingStates } from './service-request-template.following.ts';
import { serviceRequestParts } from './service-request-template.setup.ts';
import type {
  ServiceRequestOptions,
  ServiceRequestOutput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * The one shape every service request has (design: "Service requests"), in this order:
 *
 * starting → checkingEligibility → notEligible | checkingCancel → collecting → confirming →
 * submitting (the gateway creates the request and, when something is due, the order) →
 * paying (a flow with the `pay` option, when an order is due) → checkingCancel → following →
 * succeeded | failed | cancelled | followLater (CHECK_AGAIN)
 *
 * - collecting runs the flow's collect child (`collect`: a journey or a form, one contract, see
 *   ServiceRequestCollector) and passes it the journey events. When it ends on a review step the
 *   template shows that step (confirming): SUBMIT sends, EDIT goes back one step.
 * - The checkpoint (`submitted`, then `paid`) is recorded and saved before anything follows it;
 *   no path walks back over it: EDIT and a RETRY that sends again exist only before the submit,
 *   a failed or refused payment is retried on the same order (never a new request), and after the
 *   payment only the status is read again. A reload resumes at the checkpoint.
 * - Eligibility, submit and status are provided actors (`<flow>.services.ts`, through
 *   provideServiceRequest); with the `cancel` option cancel eligibility and cancel too; with the
 *   `pay` option `pay` is the payment child (ServiceRequestPaymentInput →
 *   ServiceRequestPaymentOutput), given the screens' PAYMENT events.
 * - following reads the status right after the submit (or payment) and then every second, 30
 *   times, through the shared bounded poll (`followStatus`: boundedPoll(the status read));
 *   then it rests in followLater.
 * - CANCEL (the `cancel` option) is accepted while the cancel-eligibility answer allows it;
 *   without the option the answer is always no and nothing is asked.
 * - An account-changing flow (the `stepUp` option) has one more state between the review
 *   and the submit: approving runs the shared step-up as the child `stepUp` (a code to the account's
 *   current address, or nothing after a log-in minutes old); its proof goes with the submit, which
 *   spends it. A submit refused for the proof (422120 STEP_UP_REQUIRED: spent, expired) asks again;
 *   EDIT or BACK leaves the approval for the review. Flows without the option never enter it.
 * - Outcomes leave as the output of the final states and as emitted events; nothing is called back.
 */
export function createServiceRequestMachine<
  TEligible = null,
  TSubmitted extends SubmittedServiceRequest = SubmittedServiceRequest,
  TRefusal extends string = string,
>(options: ServiceRequestOptions) {
  const parts = serviceRequestParts<TEligible, TSubmitted, TRefusal>(options);
  const { id, messages, collect, vocabulary, machineSetup } = parts;
  const machine = machineSetup.createMachine({
    id,
    context: ({ input }) => ({
      customer: input.customer,
      subject: input.subject,
      facts: vocabularyFacts(vocabulary, input.facts, input.resume?.facts, input.resume?.journey?.facts),
      eligibility: null,
      data: input.resume?.data ?? {},
      journey: input.resume?.journey ?? null,
      journeyOutcome: input.resume?.reviewing ?? null,
      checkpoint: input.resume?.checkpoint ?? 'collecting',
      requestId: input.resume?.requestId ?? null,
      submitted: null,
      payment: input.resume?.payment ?? null,
      pendingRequestId: null,
      cancelable: false,
      status: null,
      pollAttempts: 0,
      refusal: null,
      refusalMessageId: null,
      refusalValues: null,
      failureMessageId: null,
      notice: input.resume?.notice ?? null,
      ending: null,
      stepUpToken: null,
    }),
    initial: 'starting',
    states: {
      ...collectingStates(parts),
      ...followingStates(parts),
    },
    on: { DISMISS_SERVICE_REQUEST_NOTICE: { actions: 'dismissNotice' } },
    output: ({ context }): ServiceRequestOutput => {
      if (context.ending === 'succeeded') return { outcome: 'succeeded', requestId: context.requestId ?? '' };
      if (context.ending === 'cancelled') {
        return {
          outcome: 'cancelled',
          requestId: context.requestId ?? context.pendingRequestId,
          messageId: messages.cancelled,
        };
      }
      if (context.ending === 'left' && context.journeyOutcome) {
        return { outcome: 'left', journey: context.journeyOutcome };
      }
      return { outcome: 'not-eligible', messageId: context.refusalMessageId ?? messages.notEligible };
    },
  });
  return { id, collect, journey: collect.journey, journeyMachine: collect.journeyMachine, machine };
}

export type ServiceRequestMachineOf<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string = string,
> = ReturnType<typeof createServiceRequestMachine<TEligible, TSubmitted, TRefusal>>['machine'];
export type ServiceRequestMachine = ServiceRequestMachineOf<null, SubmittedServiceRequest>;
