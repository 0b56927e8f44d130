import type { Stores } from '@senda/core/stores';
import { afterPageSettles } from '../shared/after-page-settles';

/**
 * Starts the feature flags once the page has settled, as the other deferred start-up work does:
 * until then (and for good when `baseUrl` is undefined or the service fails) every flag is its
 * default, so the flag service never delays the first paint or adds to the first load.
 */
export function startFeatureFlagsLater(win: Window, stores: Stores, baseUrl: string | undefined): void {
  if (!baseUrl) return;
  afterPageSettles(win, () => {
    void import('./flag-service-connection')
      .then(({ connectFlagService }) => connectFlagService(stores, baseUrl))
      .catch(() => {
        // The chunk did not load: the defaults stay.
      });
  });
}
