import type { AnalyticsReads } from '@senda/core/analytics';
import type { AnalyticsSink } from '@senda/core/session';
import type { Stores } from '@senda/core/stores';
import type { QueryClient } from '@tanstack/react-query';
import { afterPageSettles } from '../shared/after-page-settles';

import type { TagManagerConfig } from './data-layer';

type DataLayerModule = typeof import('./data-layer');

/**
 * Runs `task` once the app has started its first render (main.tsx marks `#root`) and the page has
 * settled (loaded, then no long task for a while, as the other deferred start-up work waits): the
 * page's `load` can come before the first render (the render waits for the language's messages),
 * and analytics must not compete with the page's own scripts and reads (the line page's order read
 * and its scripts come before it).
 */
function afterFirstRender(win: Window, task: () => void): void {
  const root = win.document.getElementById('root');
  const started = () => root?.dataset.firstRender !== undefined;
  const settle = () => afterPageSettles(win, task);
  if (!root || started()) {
    settle();
    return;
  }
  const observer = new (win as Window & typeof globalThis).MutationObserver(() => {
    if (!started()) return;
    observer.disconnect();
    settle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-first-render'] });
}

/**
 * What the event builders read, as it is now: the purchase's and the payment's state are immutable
 * values, so holding them keeps this moment's basket and payment result for a builder that runs
 * once the dataLayer's chunk has loaded. The query cache is read then (an order just paid stays in it).
 */
function readsNow(reads: { stores: Stores; queryClient: QueryClient }): AnalyticsReads {
  const { stores, queryClient } = reads;
  const held = new Map<unknown, unknown>([
    [stores.onboarding.state, stores.store.get(stores.onboarding.state)],
    [stores.payment.state, stores.store.get(stores.payment.state)],
  ]);
  const store = {
    get: (atom: unknown) => (held.has(atom) ? held.get(atom) : undefined),
  } as unknown as Stores['store'];
  return { stores: { store, onboarding: stores.onboarding, payment: stores.payment }, queryClient };
}

/**
 * The app's analytics sink: each event's reads are taken at once (readsNow) and the event is made
 * and pushed once the dataLayer module is loaded (afterFirstRender), with its builders: nothing of
 * analytics downloads or is pushed before the page has settled, and only this queue is in the
 * first load's scripts.
 */
export function createAnalyticsSink(
  win: Window,
  reads: { stores: Stores; queryClient: QueryClient },
  /** The deploy config's tag manager (none: no tag manager script is loaded). */
  tagManager: TagManagerConfig | null,
): AnalyticsSink {
  let loaded: { module: DataLayerModule; tags: ReturnType<DataLayerModule['startDataLayer']> } | null = null;
  const pending: Array<(done: NonNullable<typeof loaded>) => void> = [];
  const later = (task: (done: NonNullable<typeof loaded>) => void) => {
    if (loaded) task(loaded);
    else pending.push(task);
  };
  afterFirstRender(win, () => {
    import('./data-layer')
      .then((module) => {
        const done = { module, tags: module.startDataLayer(win, reads.stores, tagManager) };
        loaded = done;
        for (const task of pending.splice(0)) task(done);
      })
      .catch(() => undefined);
  });
  return {
    pageView: (event) => later(({ tags }) => tags.send(event)),
    analytics: (event, basket) => {
      const now = readsNow(reads);
      later(({ module, tags }) => tags.send(module.journeyStepEvent(now, event, basket)));
    },
    signedIn: (event) => later(({ tags }) => tags.send({ type: 'signed_in', ...event })),
    userData: (event) => later(({ tags }) => tags.sendUserData(event)),
    orderPaid: (event) => {
      const now = readsNow(reads);
      later(({ module, tags }) =>
        tags.send({ type: 'order_paid', journey: event.journey, order: module.servicePaidOrder(now, event) }),
      );
    },
  };
}
