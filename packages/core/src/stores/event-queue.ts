import * as v from 'valibot';
import { EVENT_QUEUE_LIFETIME_MS } from '../config/constants.ts';
import { type KeyValueStorage, readPersisted, writePersisted } from './persisted-atom.ts';
import { SESSION_STORAGE_KEYS } from './storage-keys.ts';

/**
 * Events handed from one page load to the next in session storage (§4): one waiting event per
 * type, dropped when older than five minutes, consumed once.
 */
export const QueuedEventSchema = v.object({
  type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  at: v.pipe(v.number(), v.finite()),
  payload: v.optional(v.unknown()),
});
export type QueuedEvent = v.InferOutput<typeof QueuedEventSchema>;

// An unreadable entry costs only itself, not the rest of the queue.
const QueueSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(QueuedEventSchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

export interface EventQueue {
  /** Queues an event; a waiting event of the same type is replaced by the newer one. False for an unusable type. */
  push(type: string, payload?: unknown): boolean;
  /** Returns the waiting event of this type and removes it, so a second call gets nothing. */
  consume(type: string): QueuedEvent | undefined;
  /** As `consume`, with the payload checked by `schema`; a payload that fails is consumed and dropped. */
  consume<TSchema extends v.GenericSchema>(
    type: string,
    schema: TSchema,
  ): (QueuedEvent & { payload: v.InferOutput<TSchema> }) | undefined;
  list(): readonly QueuedEvent[];
}

export function createEventQueue(deps: {
  storage: () => KeyValueStorage;
  now: () => number;
  key?: string;
  lifetimeMs?: number;
}): EventQueue {
  const key = deps.key ?? SESSION_STORAGE_KEYS.eventQueue;
  const lifetime = deps.lifetimeMs ?? EVENT_QUEUE_LIFETIME_MS;
  const fresh = (event: QueuedEvent): boolean => deps.now() - event.at <= lifetime;
  const save = (events: readonly QueuedEvent[]): void => writePersisted(deps.storage(), key, events);

  // Loaded once; stale events are dropped and the pruned queue written back straight away.
  let events = readPersisted(deps.storage(), key, QueueSchema, [] as QueuedEvent[]);
  const loaded = events.length;
  events = events.filter(fresh);
  if (events.length !== loaded) save(events);

  function consume(type: string, schema?: v.GenericSchema): QueuedEvent | undefined {
    const event = events.find((candidate) => candidate.type === type);
    if (!event) return undefined;
    events = events.filter((candidate) => candidate !== event);
    save(events);
    // An event that went stale while the page stayed open is no fresher than one found on load.
    if (!fresh(event)) return undefined;
    if (!schema) return event;
    const payload = v.safeParse(schema, event.payload);
    return payload.success ? { ...event, payload: payload.output } : undefined;
  }

  return {
    push(type, payload) {
      const event = v.safeParse(QueuedEventSchema, { type, at: deps.now(), payload });
      if (!event.success) return false;
      events = [...events.filter((candidate) => candidate.type !== type), event.output];
      save(events);
      return true;
    },
    consume: consume as EventQueue['consume'],
    list: () => events,
  };
}
