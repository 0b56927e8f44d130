import * as v from 'valibot';
import type { Snapshot } from 'xstate';
import {
  type JourneyData,
  JourneyDataSchema,
  type JourneyDefinition,
  type JourneyMachine,
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
import type { ServiceRequestMachine } from './service-request-template.machine.ts';
import type { ServiceRequestProgress, ServiceRequestResume } from './service-request-template.types.ts';

/**
 * A service request's progress survives a reload (design: "the journey child is saved and resumed
 * like the purchase's"): the journey child is saved in the purchase journey's own record format
 * and read back by the same rules (same revision: as saved; another revision: migrated by step
 * name or restarted with the data kept), and a request once sent is remembered by its id, so a
 * reload follows its status instead of sending it again.
 *
 * Nothing in storage can make this throw: a damaged save is removed and the flow starts over.
 */
export const SERVICE_REQUEST_PERSISTENCE_FORMAT = 1;
export const serviceRequestStorageKey = (flowId: string) => `${SERVICE_REQUEST_KEY_PREFIX}${flowId}`;

const SavedServiceRequestSchema = v.object({
  format: v.literal(SERVICE_REQUEST_PERSISTENCE_FORMAT),
  flowId: v.string(),
  savedAt: v.number(),
  requestId: v.nullable(v.pipe(v.string(), v.minLength(1))),
  data: JourneyDataSchema,
  /** A journey save record (journeySaveRecord); checked by restoreJourneyRecord. */
  journey: v.nullable(v.unknown()),
});

export interface ServiceRequestFlow {
  /** The machine id (ServiceRequestOptions.id). */
  id: string;
  journey: JourneyDefinition | null;
  journeyMachine: JourneyMachine | null;
}

export function saveServiceRequest(
  storage: KeyValueStorage,
  flow: ServiceRequestFlow,
  progress: ServiceRequestProgress,
): void {
  writePersisted(storage, serviceRequestStorageKey(flow.id), {
    format: SERVICE_REQUEST_PERSISTENCE_FORMAT,
    flowId: flow.id,
    savedAt: Date.now(),
    requestId: progress.requestId,
    data: progress.data,
    journey: flow.journey && progress.journey ? journeySaveRecord(flow.journey, progress.journey) : null,
  });
}

export function clearSavedServiceRequest(storage: KeyValueStorage, flowId: string): void {
  removePersisted(storage, serviceRequestStorageKey(flowId));
}

/** Where the flow resumes, for the machine's input; null when there is nothing (usable) saved. */
export function restoreServiceRequest(
  storage: KeyValueStorage,
  flow: ServiceRequestFlow,
): ServiceRequestResume | null {
  const saved = readPersisted(storage, serviceRequestStorageKey(flow.id), SavedServiceRequestSchema, null);
  if (saved === null) return null;
  if (saved.flowId !== flow.id) {
    clearSavedServiceRequest(storage, flow.id);
    return null;
  }
  const journey = resumeJourney(flow, saved.journey, saved.data);
  return {
    requestId: saved.requestId,
    data: journey.data,
    journey: journey.snapshot,
    notice: journey.notice,
  };
}

function resumeJourney(
  flow: ServiceRequestFlow,
  record: unknown,
  data: JourneyData,
): { snapshot: Snapshot<unknown> | null; data: JourneyData; notice: string | null } {
  if (!flow.journey || !flow.journeyMachine || record === null) return { snapshot: null, data, notice: null };
  const restored = restoreJourneyRecord(record, flow.journey, flow.journeyMachine);
  const snapshot = restored.actorOptions.snapshot ?? null;
  // A finished journey has no step to go back to: collecting again starts it with the data kept.
  const resumable = snapshot !== null && (snapshot as { status?: unknown }).status === 'active';
  return {
    snapshot: resumable ? snapshot : null,
    data: resumable ? journeyDataOf(snapshot) : data,
    notice: restored.notice,
  };
}

function journeyDataOf(snapshot: Snapshot<unknown>): JourneyData {
  const parsed = v.safeParse(
    v.object({ context: v.object({ journeyData: JourneyDataSchema }) }),
    snapshot as unknown,
  );
  return parsed.success ? parsed.output.context.journeyData : {};
}

/** The flow's machine saving its progress to `storage` at every change and clearing it once ended. */
export function withServiceRequestPersistence(
  machine: ServiceRequestMachine,
  flow: ServiceRequestFlow,
  storage: KeyValueStorage,
): ServiceRequestMachine {
  return machine.provide({
    actions: {
      saveProgress: (_, progress) => saveServiceRequest(storage, flow, progress),
      clearProgress: () => clearSavedServiceRequest(storage, flow.id),
    },
  });
}
