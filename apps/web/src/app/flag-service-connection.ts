import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { startFlagService } from '@senda/core/flags/service';
import type { Stores } from '@senda/core/stores';
import { JOURNEYS_WITH_REVISIONS } from '../features/journey/journey-revision-files';

/** A flag service slower than this is treated as down: the defaults stay. */
const FLAG_SERVICE_TIMEOUT_MS = 3000;

/**
 * The OpenFeature SDK and the OFREP provider, in a chunk of their own that only this module
 * imports (feature-flags.ts loads it after the page settles), so the first load never carries
 * them. No local cache: a service that is down means the defaults, never an older answer.
 */
export function connectFlagService(stores: Stores, baseUrl: string) {
  return startFlagService({
    stores,
    provider: new OFREPWebProvider({ baseUrl, timeoutMs: FLAG_SERVICE_TIMEOUT_MS, cacheMode: 'disabled' }),
    // Every journey with a revision shipped can be rolled out by its flag, servicing flows' too.
    journeyIds: JOURNEYS_WITH_REVISIONS,
  });
}
