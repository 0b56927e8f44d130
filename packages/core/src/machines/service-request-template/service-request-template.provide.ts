import { type AnyActorLogic, fromPromise } from 'xstate';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import type { StepUpMachine } from '../step-up/step-up.machine.ts';
import type { ServiceRequestMachineOf } from './service-request-template.machine.ts';
import {
  restoreServiceRequest,
  type ServiceRequestFlow,
  withServiceRequestPersistence,
} from './service-request-template.persistence.ts';
import type {
  CancelServiceRequestInput,
  CollectLogic,
  ServiceRequestCancelEligibility,
  ServiceRequestCancelEligibilityInput,
  ServiceRequestEligibility,
  ServiceRequestInput,
  ServiceRequestOwner,
  ServiceRequestResume,
  ServiceRequestStatusAnswer,
  ServiceRequestStatusInput,
  ServiceRequestSubjectInput,
  SubmitServiceRequestInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * What a flow's services give the template, as plain calls (the flow turns its own gateway calls
 * into these in `<flow>.services.ts`) and the children it runs. A call is made with the template's
 * input (the subject is the line's account number, SIM or order, as the flow says) and the
 * signal that aborts it when the flow moves on.
 */
export interface ServiceRequestActors<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
> {
  eligibility: (
    input: ServiceRequestSubjectInput,
    signal: AbortSignal,
  ) => Promise<ServiceRequestEligibility<TEligible, TRefusal>>;
  submit: (input: SubmitServiceRequestInput<TEligible>, signal: AbortSignal) => Promise<TSubmitted>;
  /** One status read; the template reads it on the shared bounded poll. */
  status: (input: ServiceRequestStatusInput, signal: AbortSignal) => Promise<ServiceRequestStatusAnswer>;
  /** A flow with the `cancel` option: whether the request may be withdrawn, and the withdrawal. */
  cancelEligibility?: (
    input: ServiceRequestCancelEligibilityInput,
    signal: AbortSignal,
  ) => Promise<ServiceRequestCancelEligibility>;
  cancel?: (input: CancelServiceRequestInput, signal: AbortSignal) => Promise<unknown>;
  /** A flow with the `pay` option: the child that pays the order a submit created. */
  pay?: AnyActorLogic;
  /** A flow with the `stepUp` option: provideStepUpMachine(gateway). */
  stepUp?: StepUpMachine;
  /** A collect child that needs the gateway (card update's), in place of the flow's own. */
  collect?: CollectLogic;
}

/**
 * A flow's machine wired to its calls and to storage (saves per flow, customer and subject): what
 * a screen runs, without providing anything itself. Only what the flow gives is provided; the
 * template's own defaults stand for the rest (a flow without `cancel` is never asked).
 */
export function provideServiceRequest<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
>(
  flow: ServiceRequestFlow & { machine: ServiceRequestMachineOf<TEligible, TSubmitted, TRefusal> },
  storage: KeyValueStorage,
  actors: ServiceRequestActors<TEligible, TSubmitted, TRefusal>,
): ServiceRequestMachineOf<TEligible, TSubmitted, TRefusal> {
  const { eligibility, submit, status, cancelEligibility, cancel } = actors;
  return withServiceRequestPersistence(flow.machine, flow, storage).provide({
    actors: {
      checkEligibility: fromPromise(({ input, signal }) => eligibility(input, signal)),
      submit: fromPromise(({ input, signal }) => submit(input, signal)),
      followStatus: boundedPoll(status),
      ...(cancelEligibility
        ? { checkCancelEligibility: fromPromise(({ input, signal }) => cancelEligibility(input, signal)) }
        : {}),
      ...(cancel ? { cancel: fromPromise(({ input, signal }) => cancel(input, signal)) } : {}),
      ...(actors.pay ? { pay: actors.pay } : {}),
      ...(actors.stepUp ? { stepUp: actors.stepUp } : {}),
      ...(actors.collect ? { collect: actors.collect } : {}),
    },
  });
}

/**
 * The machine's input for an owner (a customer and the flow's subject): a request saved for them
 * resumes where it was; otherwise `fresh` (a choice made elsewhere, such as a plan picked on
 * another page) or nothing.
 */
export function serviceRequestInput(
  flow: ServiceRequestFlow,
  storage: KeyValueStorage,
  owner: ServiceRequestOwner,
  fresh: ServiceRequestResume | null = null,
): ServiceRequestInput {
  return { ...owner, resume: restoreServiceRequest(storage, flow, owner) ?? fresh };
}
