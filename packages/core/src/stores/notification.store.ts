import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { DEFAULT_NOTIFICATION_DURATION_MS } from '../config/constants.ts';
import { FALLBACK_ERROR_MESSAGE_ID } from '../i18n/fallback-error-message.ts';

/** "info or a color type". */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Top or bottom × left, center or right. */
export const NOTIFICATION_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'bottom-center';

/** Shown instead of a message that is not a message id, so no sentence from code reaches the user. */
export const FALLBACK_NOTIFICATION_MESSAGE_ID = FALLBACK_ERROR_MESSAGE_ID;

/** A message id has no spaces: `errors.otp.incorrect`, `maximum_promocode_reached`. */
export const MessageIdSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/));
/** The same values the formatter takes (i18n `MessageValues`). */
export const MessageValuesSchema = v.record(v.string(), v.union([v.string(), v.number()]));
export const NotificationMessageSchema = v.object({
  id: MessageIdSchema,
  values: v.optional(MessageValuesSchema),
});
export type NotificationMessage = v.InferOutput<typeof NotificationMessageSchema>;

const DurationSchema = v.pipe(v.number(), v.finite(), v.minValue(1));

export const NotificationSchema = v.object({
  /** The time it was added, nudged forward so two in the same millisecond stay distinct. */
  id: v.number(),
  message: NotificationMessageSchema,
  type: v.picklist(NOTIFICATION_TYPES),
  position: v.picklist(NOTIFICATION_POSITIONS),
  duration: DurationSchema,
  /** Same key, same notification: a repeated warning replaces the one showing instead of stacking. */
  key: v.optional(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export interface NotificationInput {
  message: NotificationMessage;
  type?: NotificationType;
  position?: NotificationPosition;
  /** Milliseconds; the configured default when absent. */
  duration?: number;
  key?: string;
}

/**
 * A notice a core rule decides (PROMO_MAXIMUM_REACHED_NOTIFICATION, promoCodeFromLinkNotification):
 * its key, its message and how it shows.
 */
export interface RuleNotice {
  readonly id: string;
  readonly messageId: string;
  readonly type: NotificationType;
  readonly duration?: number;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A rule's notice as the store takes it: the key keeps a repeated one from stacking. */
export function noticeInput(notice: RuleNotice): NotificationInput {
  return {
    message: { id: notice.messageId, ...(notice.values ? { values: { ...notice.values } } : {}) },
    type: notice.type,
    key: notice.id,
    ...(notice.duration !== undefined ? { duration: notice.duration } : {}),
  };
}

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looked up at call time, so fake timers installed after the store was created still apply. */
export const globalScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NotificationStoreDeps {
  now: () => number;
  scheduler?: Scheduler;
  /** The configured default duration (the spec: 5000 ms unless the config says otherwise). */
  defaultDurationMs?: () => number | undefined;
  warn?: (message: string, detail?: unknown) => void;
}

export function createNotificationStore(deps: NotificationStoreDeps) {
  const scheduler = deps.scheduler ?? globalScheduler;
  const warn = deps.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const defaultDuration = (): number => {
    const configured = deps.defaultDurationMs?.();
    return v.is(DurationSchema, configured) ? configured : DEFAULT_NOTIFICATION_DURATION_MS;
  };
  const timers = new Map<number, unknown>();
  let lastId = 0;

  const list = atom<readonly Notification[]>([]);

  const stopTimer = (id: number): void => {
    if (!timers.has(id)) return;
    scheduler.clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const toNotification = (input: NotificationInput): Notification => {
    const message = v.safeParse(NotificationMessageSchema, input.message);
    if (!message.success)
      warn('Notification message is not a message id; showing the fallback.', input.message);
    const id = Math.max(deps.now(), lastId + 1);
    lastId = id;
    return {
      id,
      message: message.success ? message.output : { id: FALLBACK_NOTIFICATION_MESSAGE_ID },
      type: v.is(v.picklist(NOTIFICATION_TYPES), input.type) ? input.type : 'info',
      position: v.is(v.picklist(NOTIFICATION_POSITIONS), input.position)
        ? input.position
        : DEFAULT_NOTIFICATION_POSITION,
      duration: v.is(DurationSchema, input.duration) ? input.duration : defaultDuration(),
      ...(input.key !== undefined ? { key: input.key } : {}),
    };
  };

  return {
    notifications: atom((get) => get(list)),
    /** Adds a notification and returns its id; it removes itself after its duration. */
    add: atom(null, (get, set, input: NotificationInput): number => {
      const notification = toNotification(input);
      const replaced = input.key === undefined ? [] : get(list).filter((shown) => shown.key === input.key);
      for (const shown of replaced) stopTimer(shown.id);
      set(list, (current) => [...current.filter((shown) => !replaced.includes(shown)), notification]);
      timers.set(
        notification.id,
        scheduler.setTimeout(() => {
          timers.delete(notification.id);
          set(list, (current) => current.filter((shown) => shown.id !== notification.id));
        }, notification.duration),
      );
      return notification.id;
    }),
    /** Closing removes it at once and cancels its timer. */
    dismiss: atom(null, (_get, set, id: number) => {
      stopTimer(id);
      set(list, (current) => current.filter((shown) => shown.id !== id));
    }),
    clear: atom(null, (get, set) => {
      for (const shown of get(list)) stopTimer(shown.id);
      set(list, []);
    }),
  };
}
export type NotificationStore = ReturnType<typeof createNotificationStore>;
