import { fail } from './failures.ts';
import type { LineRecord, ServiceRequestRecord, TimelineEntry } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';
import { reachedEntries } from './timeline.ts';

const MINUTE = 60 * 1000;

/**
 * How a request moves when its flow gives no plan of its own: SUBMITTED, picked up after
 * 5 minutes (IN_PROGRESS), done an hour after it was made. Later issues give each type its own.
 */
export interface PlannedStatus {
  status: string;
  afterMs: number;
  reason?: string;
}

export const DEFAULT_SERVICE_REQUEST_PLAN: readonly PlannedStatus[] = [
  { status: 'SUBMITTED', afterMs: 0 },
  { status: 'IN_PROGRESS', afterMs: 5 * MINUTE },
  { status: 'DONE', afterMs: 60 * MINUTE },
];

export interface NewServiceRequest {
  type: string;
  /** The statuses it will reach, each so long after it is made; the first is where it starts. */
  plan?: readonly PlannedStatus[];
  details?: Record<string, string>;
}

/** Where a request stands at an instant: the last planned status already reached. */
export interface ServiceRequestProgress {
  status: string;
  reason: string | undefined;
  updatedAt: number;
  history: TimelineEntry[];
}

/**
 * Service requests on a line (plan switch, SIM replacement, termination, ...): records of their
 * own, owned by the line's customer. Their statuses are planned when they are made and reached as
 * the sandbox clock moves, so a status page can be followed to its end by advancing the clock.
 */
export class ServiceRequestService {
  constructor(private readonly store: StateStore) {}

  create(line: LineRecord, request: NewServiceRequest): ServiceRequestRecord {
    const now = this.store.now();
    const plan = request.plan ?? DEFAULT_SERVICE_REQUEST_PLAN;
    if (plan.length === 0) fail('badRequest', { reason: 'EMPTY_PLAN' });
    const record: ServiceRequestRecord = {
      requestId: this.store.nextId('sr_'),
      userId: line.userId,
      accountNumber: line.accountNumber,
      orderRef: line.orderRef,
      type: request.type,
      createdAt: now,
      timeline: plan.map((step) => ({
        status: step.status,
        at: now + step.afterMs,
        ...(step.reason ? { reason: step.reason } : {}),
      })),
      ...(request.details ? { details: request.details } : {}),
    };
    this.store.data.serviceRequests[record.requestId] = record;
    this.store.changed();
    return record;
  }

  /** Another customer's request, or an unknown id, is not found. */
  get(requestId: string, userId: string): ServiceRequestRecord {
    const record = this.store.data.serviceRequests[requestId];
    if (!record || record.userId !== userId) fail('notFound', { requestId });
    return record;
  }

  listFor(userId: string, filter: { accountNumber?: string; type?: string } = {}): ServiceRequestRecord[] {
    return Object.values(this.store.data.serviceRequests)
      .filter(
        (record) =>
          record.userId === userId &&
          (!filter.accountNumber || record.accountNumber === filter.accountNumber) &&
          (!filter.type || record.type === filter.type),
      )
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /**
   * The request reaches `status` now: what it had reached stays, what was planned after now is
   * dropped (a switch paid, a request cancelled before its date).
   */
  moveTo(record: ServiceRequestRecord, status: string, reason?: string): ServiceRequestRecord {
    const now = this.store.now();
    record.timeline = [
      ...reachedEntries(record.timeline, now),
      { status, at: now, ...(reason ? { reason } : {}) },
    ];
    this.store.changed();
    return record;
  }

  /** The customer's request of this type sent with this idempotency key (the same attempt again). */
  byIdempotencyKey(userId: string, type: string, idempotencyKey: string): ServiceRequestRecord | undefined {
    return Object.values(this.store.data.serviceRequests).find(
      (record) =>
        record.userId === userId && record.type === type && record.details?.idempotencyKey === idempotencyKey,
    );
  }

  /** Every request of one type on a line, newest first (whoever asks: the domain's own look-up). */
  onLine(accountNumber: string, type: string): ServiceRequestRecord[] {
    return Object.values(this.store.data.serviceRequests)
      .filter((record) => record.accountNumber === accountNumber && record.type === type)
      .sort((a, b) => b.createdAt - a.createdAt || b.requestId.localeCompare(a.requestId));
  }

  progress(record: ServiceRequestRecord): ServiceRequestProgress {
    const history = reachedEntries(record.timeline, this.store.now());
    const current = history[history.length - 1] as TimelineEntry;
    return { status: current.status, reason: current.reason, updatedAt: current.at, history };
  }
}
