import * as v from 'valibot';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../../stores/storage-keys.ts';
import type { ServiceRequestOwner } from '../service-request-template/service-request-template.types.ts';

/**
 * A service request's attempt: the idempotency key it is sent with, recorded before the call
 * leaves, so the same request sent again (a lost answer, a retry, a reload in between) carries the
 * same key and the gateway answers what it already made (no second request, no second charge).
 *
 * One record per flow, customer and line (the owner's subject: the line as the flow names it, its
 * account number, SIM or order): starting a request on another line never replaces this line's
 * record, and another customer on the same browser never reads it. The records sit under
 * SERVICE_REQUEST_KEY_PREFIX, so a logout clears them with the flows' saves.
 *
 * Beside the key a flow keeps what it needs, typed by its own schema (`kept`): what makes a
 * request "the same" (plan switch's plan and timing) or what a later step reads back (auto-renewal's
 * card). Nothing in storage can make this throw: junk, another layout or another owner's record
 * reads as no attempt, and the next send is a new one.
 */
export interface ServiceRequestAttempt<TKept> {
  idempotencyKey: string;
  kept: TKept;
}

/**
 * The record's address: flow, customer and line. Records of the earlier layout (one key per flow,
 * `<prefix><flow>.attempt`) are never read: a request in flight across that change is sent with
 * a new key once, and the old record goes with the next logout.
 */
export const serviceRequestAttemptKey = (flowId: string, owner: ServiceRequestOwner) =>
  `${SERVICE_REQUEST_KEY_PREFIX}attempt.${flowId}.${encodeURIComponent(owner.customer)}.${encodeURIComponent(owner.subject)}`;

/** A flow's attempt records: its id and the schema of what it keeps beside the key. */
export interface ServiceRequestAttempts<TKept> {
  read(storage: KeyValueStorage, owner: ServiceRequestOwner): ServiceRequestAttempt<TKept> | null;
  remember(storage: KeyValueStorage, owner: ServiceRequestOwner, attempt: ServiceRequestAttempt<TKept>): void;
  /**
   * The key to send `kept` with: the remembered one when the owner's record is for the same
   * request (`same`, equal kept values unless the flow says otherwise), else a new one. Either
   * way the record then holds `kept`, before the call leaves.
   */
  idempotencyKey(
    storage: KeyValueStorage,
    owner: ServiceRequestOwner,
    kept: TKept,
    same?: (remembered: TKept, now: TKept) => boolean,
  ): string;
  /** The request is settled (a final answer, a withdrawal): the next one is a new attempt. */
  forget(storage: KeyValueStorage, owner: ServiceRequestOwner): void;
}

const sameKept = (remembered: unknown, now: unknown) => JSON.stringify(remembered) === JSON.stringify(now);

export function serviceRequestAttempts<TKept>(
  flowId: string,
  keptSchema: v.GenericSchema<unknown, TKept>,
): ServiceRequestAttempts<TKept> {
  const RecordSchema = v.object({
    flowId: v.literal(flowId),
    customer: v.string(),
    subject: v.string(),
    idempotencyKey: v.pipe(v.string(), v.minLength(1)),
    kept: keptSchema,
  });
  const read = (
    storage: KeyValueStorage,
    owner: ServiceRequestOwner,
  ): ServiceRequestAttempt<TKept> | null => {
    let saved: unknown = null;
    try {
      saved = JSON.parse(storage.getItem(serviceRequestAttemptKey(flowId, owner)) ?? 'null');
    } catch {
      return null; // Junk in storage: a new attempt.
    }
    const parsed = v.safeParse(RecordSchema, saved);
    if (!parsed.success) return null;
    const record = parsed.output;
    // The record names its owner too: one that names another is never used.
    if (record.customer !== owner.customer || record.subject !== owner.subject) return null;
    return { idempotencyKey: record.idempotencyKey, kept: record.kept as TKept };
  };
  const remember = (
    storage: KeyValueStorage,
    owner: ServiceRequestOwner,
    attempt: ServiceRequestAttempt<TKept>,
  ) => {
    const record = { flowId, customer: owner.customer, subject: owner.subject, ...attempt };
    storage.setItem(serviceRequestAttemptKey(flowId, owner), JSON.stringify(record));
  };
  return {
    read,
    remember,
    idempotencyKey(storage, owner, kept, same = sameKept) {
      const remembered = read(storage, owner);
      const idempotencyKey =
        remembered && same(remembered.kept, kept) ? remembered.idempotencyKey : newIdempotencyKey();
      remember(storage, owner, { idempotencyKey, kept });
      return idempotencyKey;
    },
    forget(storage, owner) {
      storage.removeItem(serviceRequestAttemptKey(flowId, owner));
    },
  };
}

/** What a flow keeps when the line alone makes the request the same: nothing. */
export const NothingKept = v.null();
