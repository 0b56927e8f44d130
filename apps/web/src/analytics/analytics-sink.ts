import { journeyStepEvent, servicePaidOrder } from '@senda/core/analytics';
import type { AnalyticsSink } from '@senda/core/session';
import type { Stores } from '@senda/core/stores';
import type { QueryClient } from '@tanstack/react-query';
import { afterPageSettles } from '../shared/after-page-settles';
import type { DataLayerTags } from './data-layer';

/**
 * Runs `task` once the app has started its first render (main.tsx marks `#root`), the page has
 * loaded and the browser is idle: the page's `load` can come before the first render (the render
 * waits for the language's messages), and analytics must not be downloaded before the page is.
 */
function afterFirstRender(win: Window, task: () => void): void {
  const root = win.document.getElementById('root');
  const started = () => root?.dataset.firstRender !== undefined;
  const settle = () => afterPageSettles(win, task, 0);
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
 * The app's analytics sink: each event is made at once from what the stores and the cache hold
 * then (core's storefront-events), and kept until the dataLayer module is loaded (afterFirstRender):
 * nothing of analytics downloads or is pushed before the first paint, and none of it is in the
 * first load's scripts.
 */
export function createAnalyticsSink(
  win: Window,
  reads: { stores: Stores; queryClient: QueryClient },
  /** The deploy config's tag manager container (none: no tag manager script is loaded). */
  containerId: string | null,
): AnalyticsSink {
  let tags: DataLayerTags | null = null;
  const pending: Array<(tags: DataLayerTags) => void> = [];
  const later = (task: (tags: DataLayerTags) => void) => {
    if (tags) task(tags);
    else pending.push(task);
  };
  afterFirstRender(win, () => {
    import('./data-layer')
      .then(({ startDataLayer }) => {
        const started = startDataLayer(win, reads.stores, containerId);
        tags = started;
        for (const task of pending.splice(0)) task(started);
      })
      .catch(() => undefined);
  });
  return {
    pageView: (event) => later((t) => t.send(event)),
    analytics: (event, basket) => {
      const told = journeyStepEvent(reads, event, basket);
      later((t) => t.send(told));
    },
    signedIn: (event) => later((t) => t.send({ type: 'signed_in', ...event })),
    userData: (event) => later((t) => t.sendUserData(event)),
    orderPaid: (event) => {
      const order = servicePaidOrder(reads, event);
      later((t) => t.send({ type: 'order_paid', journey: event.journey, order }));
    },
  };
}
