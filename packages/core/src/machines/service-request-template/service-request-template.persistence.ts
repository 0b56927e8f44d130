import * as v from 'valibot';
import { createActor } from 'xstate';
import { isMessageId } from '../../i18n/messages/message-ids.ts';
import {
  type JourneyContext,
  type JourneyData,
  JourneyDataSchema,
  JourneyFactValuesSchema,
  type JourneyOutcome,
  journeyContextOf,
  journeySaveRecord,
  restoreJourneyRecord,
} from '../../journey/index.ts';
import {
  type KeyValueStorage,
  readPersisted,
  removePersisted,
  writePersisted,
} from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import type { ServiceRequestMachineOf } from './service-request-template.machine.ts';
import type {
  ServiceRequestCollector,
  ServiceRequestOwner,
  ServiceRequestProgress,
  ServiceRequestResume,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * A service request's progress survives a reload (design: "the journey child is saved and resumed
 * like the purchase's"): the journey's position is saved in the purchase journey's own record
 * format and read back by the same rules (same revision: as saved; another revision: migrated by
 * step name or restarted with the data kept), and the checkpoint (the request id once submitted,
 * the order to pay, whether it was paid) so a reload never collects, sends or pays again.
 *
 * Saves are kept per flow, customer and subject (the line): a request for one line is never
 * resumed on another, nor for another customer on the same browser; the record names its owner
 * too, and a record that names another is removed rather than read.
 *
 * Nothing in storage can make this throw: a damaged save is removed and the flow starts over.
 */
export const SERVICE_REQUEST_PERSISTENCE_FORMAT = 2;
export const serviceRequestStorageKey = (flowId: string, owner: ServiceRequestOwner) =>
  `${SERVICE_REQUEST_KEY_PREFIX}${flowId}.${encodeURIComponent(owner.customer)}.${encodeURIComponent(owner.subject)}`;

const Id = v.pipe(v.string(), v.minLength(1));

const SavedServiceRequestSchema = v.object({
  format: v.literal(SERVICE_REQUEST_PERSISTENCE_FORMAT),
  flowId: v.string(),
  customer: v.string(),
  subject: v.string(),
  savedAt: v.number(),
  checkpoint: v.picklist(['collecting', 'submitted', 'paid']),
  requestId: v.nullable(Id),
  payment: v.nullable(v.object({ orderReference: Id, amount: v.pipe(v.number(), v.minValue(0)) })),
  data: JourneyDataSchema,
  /** What the journey learned; the flow's vocabulary sorts it when the machine starts. */
  facts: v.optional(JourneyFactValuesSchema, {}),
  /** A journey save record (journeySaveRecord); checked by restoreJourneyRecord. */
  journey: v.nullable(v.unknown()),
  /**
   * A form flow (no journey) saved on its review: the form is shown for review again. A journey's
   * review is read from its own record instead.
   */
  reviewing: v.optional(v.boolean(), false),
});

/** The flow as its saves need it: its id and how it collects. */
export interface ServiceRequestFlow {
  /** The machine id (ServiceRequestOptions.id). */
  id: string;
  collect: ServiceRequestCollector;
}

export function saveServiceRequest(
  storage: KeyValueStorage,
  flow: ServiceRequestFlow,
  owner: ServiceRequestOwner,
  progress: ServiceRequestProgress,
): void {
  const { journey, journeyMachine } = flow.collect;
  const position = progress.journey;
  writePersisted(storage, serviceRequestStorageKey(flow.id, owner), {
    format: SERVICE_REQUEST_PERSISTENCE_FORMAT,
    flowId: flow.id,
    customer: owner.customer,
    subject: owner.subject,
    savedAt: Date.now(),
    checkpoint: progress.checkpoint,
    requestId: progress.requestId,
    payment: progress.payment,
    data: progress.data,
    facts: progress.facts,
    reviewing: progress.reviewing ?? false,
    journey:
      journey && journeyMachine && position?.current
        ? journeySaveRecord(
            journey,
            journeyMachine.getPersistedSnapshot(
              journeyMachine.resolveState({ value: position.current, context: position }),
            ),
          )
        : null,
  });
}

export function clearSavedServiceRequest(
  storage: KeyValueStorage,
  flowId: string,
  owner: ServiceRequestOwner,
): void {
  removePersisted(storage, serviceRequestStorageKey(flowId, owner));
}

/** Where the flow resumes for this owner, for the machine's input; null when nothing usable is saved. */
export function restoreServiceRequest(
  storage: KeyValueStorage,
  flow: ServiceRequestFlow,
  owner: ServiceRequestOwner,
): ServiceRequestResume | null {
  const key = serviceRequestStorageKey(flow.id, owner);
  const saved = readPersisted(storage, key, SavedServiceRequestSchema, null);
  if (saved === null) return null;
  if (saved.flowId !== flow.id || saved.customer !== owner.customer || saved.subject !== owner.subject) {
    removePersisted(storage, key);
    return null;
  }
  // Past the submit the collected data is only shown; the journey is not resumed.
  const journey =
    saved.checkpoint === 'collecting'
      ? resumeJourney(flow, saved.journey, saved.data)
      : { position: null, data: saved.data, notice: null };
  return {
    checkpoint: saved.requestId === null ? 'collecting' : saved.checkpoint,
    requestId: saved.requestId,
    payment: saved.payment,
    data: journey.data,
    facts: saved.facts,
    journey: journey.position,
    notice: journey.notice,
    reviewing: journey.reviewing ?? formReview(flow, saved),
  };
}

/** A form flow saved on its review: its review step again, before anything was sent. */
function formReview(flow: ServiceRequestFlow, saved: { reviewing: boolean; requestId: string | null }) {
  const [step] = flow.collect.submitOn;
  if (flow.collect.journey || !saved.reviewing || saved.requestId !== null || step === undefined) return null;
  return { kind: 'final' as const, step };
}

function resumeJourney(
  flow: ServiceRequestFlow,
  record: unknown,
  data: JourneyData,
): {
  position: JourneyContext | null;
  data: JourneyData;
  notice: ServiceRequestResume['notice'];
  reviewing?: JourneyOutcome | null;
} {
  const { journey, journeyMachine } = flow.collect;
  if (!journey || !journeyMachine || record === null) return { position: null, data, notice: null };
  const restored = restoreJourneyRecord(record, journey, journeyMachine);
  const snapshot = restored.actorOptions.snapshot;
  const notice = isMessageId(restored.notice) ? restored.notice : null;
  if (!snapshot) return { position: null, data, notice };
  // Read through an actor that is never started: the typed snapshot of the restored journey.
  const position = journeyContextOf(createActor(journeyMachine, { snapshot, input: {} }).getSnapshot());
  // Finished on its review step: the review is shown again (EDIT goes back from there).
  const outcome = position?.outcome;
  if (position && outcome?.kind === 'final' && flow.collect.submitOn.includes(outcome.step)) {
    // What was typed on the review itself (keepReviewData) is in the saved data, not the journey's.
    const review = { ...position.journeyData[outcome.step], ...data[outcome.step] };
    return {
      position,
      data: { ...position.journeyData, [outcome.step]: review },
      notice,
      reviewing: outcome,
    };
  }
  // A finished journey has no step to go back to: collecting again starts it with the data kept.
  const resumable = position !== null && position.current !== null && position.outcome === null;
  return { position: resumable ? position : null, data: position?.journeyData ?? data, notice };
}

/** The flow's machine saving its progress to `storage` at every change and clearing it once ended. */
export function withServiceRequestPersistence<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
>(
  machine: ServiceRequestMachineOf<TEligible, TSubmitted, TRefusal>,
  flow: ServiceRequestFlow,
  storage: KeyValueStorage,
): ServiceRequestMachineOf<TEligible, TSubmitted, TRefusal> {
  return machine.provide({
    actions: {
      saveProgress: ({ context }, progress) => saveServiceRequest(storage, flow, context, progress),
      clearProgress: ({ context }) => clearSavedServiceRequest(storage, flow.id, context),
    },
  });
}
