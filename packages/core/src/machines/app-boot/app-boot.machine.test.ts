import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { appBootMachine } from './app-boot.machine.ts';
import type { AppBootInput } from './app-boot.types.ts';

const input = (over: Partial<AppBootInput> = {}): AppBootInput => ({
  pathname: '/web/order-summary',
  search: '?promo_code=HOLA',
  hasCachedConfig: false,
  fetchRemoteLocale: true,
  ...over,
});

const rateLimited = () =>
  new GatewayError({ kind: 'rate_limited', status: 429, statusText: '', body: null, url: '/x' });
const serverDown = () => GatewayError.unknown('/x');

function boot(
  over: Partial<AppBootInput>,
  actors: { maintenance?: boolean | Error; config?: Error; locale?: Error } = {},
) {
  const calls = { maintenance: 0, config: 0, locale: 0, refresh: 0 };
  const machine = appBootMachine.provide({
    actions: {
      refreshRemoteLocale: () => {
        calls.refresh += 1;
      },
    },
    actors: {
      checkMaintenance: fromPromise(async () => {
        calls.maintenance += 1;
        if (actors.maintenance instanceof Error) throw actors.maintenance;
        return { enabled: actors.maintenance === true };
      }),
      loadGlobalConfig: fromPromise(async () => {
        calls.config += 1;
        if (actors.config) throw actors.config;
      }),
      loadRemoteLocale: fromPromise(async () => {
        calls.locale += 1;
        if (actors.locale) throw actors.locale;
      }),
    },
  });
  const actor = createActor(machine, { input: input(over) });
  actor.start();
  return { actor, calls };
}

describe('app boot', () => {
  it('loads config and locale, then is ready', async () => {
    const { actor, calls } = boot({});
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'ready' });
    expect(calls).toEqual({ maintenance: 1, config: 1, locale: 1, refresh: 0 });
  });

  it('renders with the stored locale keys and refreshes them behind the page', async () => {
    const { actor, calls } = boot({ hasStoredLocaleKeys: true, hasCachedConfig: true });
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'ready' });
    expect(calls).toEqual({ maintenance: 1, config: 0, locale: 0, refresh: 1 });
    // the spec's still decides whether they are asked for at all: not when a language is stored.
    const stored = boot({ hasStoredLocaleKeys: true, fetchRemoteLocale: false });
    await toPromise(stored.actor);
    expect([stored.calls.locale, stored.calls.refresh]).toEqual([0, 0]);
  });

  it('redirects to maintenance with the returnUrl when maintenance is enabled', async () => {
    const { actor, calls } = boot({}, { maintenance: true });
    await expect(toPromise(actor)).resolves.toEqual({
      kind: 'maintenance',
      redirectTo: '/maintenance?returnUrl=%2Fweb%2Forder-summary%3Fpromo_code%3DHOLA',
    });
    expect(calls.config).toBe(0);
  });

  it('does not redirect when already on the maintenance page, and skips config there', async () => {
    const { actor, calls } = boot({ pathname: '/maintenance', search: '' }, { maintenance: true });
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'ready' });
    expect(calls.config).toBe(0);
  });

  it('skips the config fetch on 429 and 404 pages and when cached', async () => {
    for (const over of [{ pathname: '/429' }, { pathname: '/404' }, { hasCachedConfig: true }]) {
      const { actor, calls } = boot(over);
      await toPromise(actor);
      expect(calls.config).toBe(0);
    }
  });

  it('goes to the rate-limit page when config or locale answers 429', async () => {
    await expect(toPromise(boot({}, { config: rateLimited() }).actor)).resolves.toEqual({
      kind: 'rate_limited',
    });
    await expect(toPromise(boot({}, { locale: rateLimited() }).actor)).resolves.toEqual({
      kind: 'rate_limited',
    });
  });

  it('falls back to the bundled messages when the locale fails otherwise', async () => {
    await expect(toPromise(boot({}, { locale: serverDown() }).actor)).resolves.toEqual({ kind: 'ready' });
  });

  it('does not block on a failing maintenance check', async () => {
    await expect(toPromise(boot({}, { maintenance: serverDown() }).actor)).resolves.toEqual({
      kind: 'ready',
    });
  });

  it('shows technical difficulties when config fails, and RELOAD starts again', async () => {
    const { actor, calls } = boot({}, { config: serverDown() });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('technicalDifficulties')).toBe(true));
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'technical_difficulties' });
    actor.send({ type: 'RELOAD' });
    await vi.waitFor(() => expect(calls.config).toBe(2));
    expect(actor.getSnapshot().context.attempts).toBe(2);
  });
});
