import type { SnapshotFrom } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { JourneyData } from '../../journey/index.ts';
import type { ServiceRequestMachine } from './service-request-template.machine.ts';
import type { ServiceRequestEvent } from './service-request-template.types.ts';

/**
 * What a service-request screen renders, read from the template's snapshot: screens switch on
 * `phase` and never on state names, and offer only the events listed in `can`.
 */
export type ServiceRequestPhase =
  /** Eligibility or cancel eligibility is being asked. */
  | 'checking'
  /** The eligibility check got no answer: RETRY. */
  | 'checkFailed'
  | 'notEligible'
  /** The journey's step (`step`) or the form is shown. */
  | 'collecting'
  | 'submitting'
  /** Not sent: RETRY with the same data, or EDIT it. */
  | 'submitFailed'
  /** Sent; its status is read every second (§9). */
  | 'following'
  /** The §9 window ran out still moving: the status page, CHECK_AGAIN. */
  | 'followLater'
  | 'cancelling'
  | 'succeeded'
  /** Processed and refused: RETRY or EDIT. */
  | 'failed'
  | 'cancelled'
  /** The journey ended without a request (an exit, a failed payment's page). */
  | 'left';

type CommandType = Extract<
  ServiceRequestEvent['type'],
  'SUBMIT' | 'RETRY' | 'EDIT' | 'CANCEL' | 'CHECK_AGAIN'
>;

export interface ServiceRequestView {
  phase: ServiceRequestPhase;
  /** The journey step being shown while collecting, or null (a form flow, or not collecting). */
  step: string | null;
  data: JourneyData;
  requestId: string | null;
  status: ServiceRequestStatus | null;
  /** Why not eligible, why it was not sent or failed: a message id, or null. */
  messageId: string | null;
  /** A one-off notice (a refused cancel, the journey started over, the window ran out). */
  notice: string | null;
  /** The commands the screen may offer now. */
  can: Readonly<Record<CommandType, boolean>>;
}

type ServiceRequestSnapshot = SnapshotFrom<ServiceRequestMachine>;

const PHASE_BY_STATE: ReadonlyArray<[string, ServiceRequestPhase]> = [
  ['eligibilityFailed', 'checkFailed'],
  ['notEligible', 'notEligible'],
  ['collecting', 'collecting'],
  ['submitting', 'submitting'],
  ['submitFailed', 'submitFailed'],
  ['followLater', 'followLater'],
  ['cancelling', 'cancelling'],
  ['succeeded', 'succeeded'],
  ['failed', 'failed'],
  ['cancelled', 'cancelled'],
  ['left', 'left'],
];

function phaseOf(snapshot: ServiceRequestSnapshot): ServiceRequestPhase {
  const found = PHASE_BY_STATE.find(([state]) => snapshot.matches(state as never));
  if (found) return found[1];
  return snapshot.hasTag('following') ? 'following' : 'checking';
}

function journeyStep(snapshot: ServiceRequestSnapshot): string | null {
  const child = snapshot.children.journey as
    | { getSnapshot(): { context: { current: string | null } } }
    | undefined;
  return child?.getSnapshot().context.current ?? null;
}

export function serviceRequestView(snapshot: ServiceRequestSnapshot): ServiceRequestView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const messageId =
    phase === 'notEligible'
      ? context.refusalMessageId
      : phase === 'submitFailed' || phase === 'failed'
        ? context.failureMessageId
        : null;
  return {
    phase,
    step: phase === 'collecting' ? journeyStep(snapshot) : null,
    data: context.data,
    requestId: context.requestId,
    status: context.status,
    messageId,
    notice: context.notice,
    can: {
      SUBMIT: snapshot.can({ type: 'SUBMIT' }),
      RETRY: snapshot.can({ type: 'RETRY' }),
      EDIT: snapshot.can({ type: 'EDIT' }),
      CANCEL: snapshot.can({ type: 'CANCEL' }),
      CHECK_AGAIN: snapshot.can({ type: 'CHECK_AGAIN' }),
    },
  };
}
