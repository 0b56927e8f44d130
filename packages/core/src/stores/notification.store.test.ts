import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_DURATION_MS } from '../config/constants.ts';
import {
  PROMO_MAXIMUM_REACHED_NOTIFICATION,
  promoCodeFromLinkNotification,
} from '../validation/promo-code.ts';
import {
  createNotificationStore,
  FALLBACK_NOTIFICATION_MESSAGE_ID,
  noticeInput,
} from './notification.store.ts';

function setup(options: { defaultDurationMs?: () => number } = {}) {
  const warn = vi.fn();
  const notifications = createNotificationStore({ now: () => Date.now(), warn, ...options });
  return { notifications, store: createStore(), warn };
}

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are added with a timestamp id, bottom-center, info, and the default duration', () => {
    const { notifications, store } = setup();
    const id = store.set(notifications.add, { message: { id: 'profile.saved' } });
    expect(id).toBe(1_700_000_000_000);
    expect(store.get(notifications.notifications)).toEqual([
      {
        id: 1_700_000_000_000,
        message: { id: 'profile.saved' },
        type: 'info',
        position: 'bottom-center',
        duration: DEFAULT_NOTIFICATION_DURATION_MS,
      },
    ]);
  });

  it('remove themselves after their duration, not before', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, { message: { id: 'a' } });
    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION_MS - 1);
    expect(store.get(notifications.notifications)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(notifications.notifications)).toHaveLength(0);
  });

  it('use their own duration when given one', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, {
      message: { id: 'maximum_promocode_reached' },
      type: 'warning',
      duration: 2000,
    });
    store.set(notifications.add, { message: { id: 'b' } });
    vi.advanceTimersByTime(2000);
    expect(store.get(notifications.notifications).map((n) => n.message.id)).toEqual(['b']);
  });

  it('take the configured default duration when the config says otherwise', () => {
    const { notifications, store } = setup({ defaultDurationMs: () => 8000 });
    store.set(notifications.add, { message: { id: 'a' } });
    expect(store.get(notifications.notifications)[0]?.duration).toBe(8000);
    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION_MS);
    expect(store.get(notifications.notifications)).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(store.get(notifications.notifications)).toHaveLength(0);
  });

  it('close at once, and the cancelled timer removes nothing later', () => {
    const { notifications, store } = setup();
    const first = store.set(notifications.add, { message: { id: 'a' } });
    store.set(notifications.dismiss, first);
    expect(store.get(notifications.notifications)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('get distinct ids when added in the same millisecond', () => {
    const { notifications, store } = setup();
    const a = store.set(notifications.add, { message: { id: 'a' } });
    const b = store.set(notifications.add, { message: { id: 'b' } });
    expect(b).toBe(a + 1);
    store.set(notifications.dismiss, a);
    expect(store.get(notifications.notifications).map((n) => n.id)).toEqual([b]);
  });

  it('keep the type, position and message values given', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, {
      message: { id: 'errors.code', values: { code: 422005 } },
      type: 'danger',
      position: 'top-right',
    });
    expect(store.get(notifications.notifications)[0]).toMatchObject({
      message: { id: 'errors.code', values: { code: 422005 } },
      type: 'danger',
      position: 'top-right',
    });
  });

  it('never show a sentence: a message that is not an id becomes the fallback id', () => {
    const { notifications, store, warn } = setup();
    store.set(notifications.add, { message: { id: 'Something went wrong, try again.' } });
    expect(store.get(notifications.notifications)[0]?.message).toEqual({
      id: FALLBACK_NOTIFICATION_MESSAGE_ID,
    });
    expect(warn).toHaveBeenCalled();
  });

  it('fall back to defaults for an unknown type, position or a bad duration', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, {
      message: { id: 'a' },
      type: 'purple' as never,
      position: 'middle' as never,
      duration: -5,
    });
    expect(store.get(notifications.notifications)[0]).toMatchObject({
      type: 'info',
      position: 'bottom-center',
      duration: DEFAULT_NOTIFICATION_DURATION_MS,
    });
  });

  it('replace a showing notification with the same key instead of stacking', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, { message: { id: 'maximum_promocode_reached' }, key: 'promo-max' });
    vi.advanceTimersByTime(1000);
    store.set(notifications.add, { message: { id: 'maximum_promocode_reached' }, key: 'promo-max' });
    expect(store.get(notifications.notifications)).toHaveLength(1);
    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION_MS - 1);
    expect(store.get(notifications.notifications)).toHaveLength(1);
  });

  it('clear all at once', () => {
    const { notifications, store } = setup();
    store.set(notifications.add, { message: { id: 'a' } });
    store.set(notifications.add, { message: { id: 'b' } });
    store.set(notifications.clear);
    expect(store.get(notifications.notifications)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('noticeInput', () => {
  it("turns a rule's notice into what the store takes, keeping its key, duration and values", () => {
    expect(noticeInput(PROMO_MAXIMUM_REACHED_NOTIFICATION)).toEqual({
      message: { id: 'promo.maximum_reached' },
      type: 'warning',
      key: 'maximum_promocode_reached',
      duration: PROMO_MAXIMUM_REACHED_NOTIFICATION.duration,
    });
    expect(noticeInput(promoCodeFromLinkNotification('WELCOME10'))).toEqual({
      message: { id: 'pre_checkout.promo_applied', values: { code: 'WELCOME10' } },
      type: 'success',
      key: 'promo_code_from_link',
    });
  });
});
