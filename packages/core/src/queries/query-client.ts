import { QueryClient } from '@tanstack/query-core';

/**
 * How long an answer is served from the cache before a new reader asks the gateway again.
 * Reference data (catalogue, configuration, option lists) changes with a release, not while a
 * customer is on the page. Customer data (orders, lines, saved cards, carts) is read afresh by
 * every screen that shows it, as before the cache: the cache joins reads made at the same time
 * (one request for two screens), shows the last answer while the new one arrives, and is
 * invalidated by the mutations that change it.
 */
export const REFERENCE_DATA_STALE_MS = 5 * 60_000;
export const CUSTOMER_DATA_STALE_MS = 0;
export const MAINTENANCE_STATUS_STALE_MS = 30_000;
/**
 * A line action's eligibility (may the line switch plans, replace its SIM, …), read for the page
 * that lists the actions: one page places each action in one of several lists, each list a reader
 * of its own that starts when the browser is idle, and with customer data's 0 every later reader
 * asked again (the line page sent six reads twice or three times). Fresh for a minute: the
 * mutations that change a line invalidate its reads as before.
 */
export const LINE_ACTION_READ_STALE_MS = 60_000;

/**
 * The one cache of gateway answers, shared by the machines' services and the screens.
 *
 * Retrying is the gateway client's job, not the cache's (the spec, exactly one layer retries): ky
 * retries a failed GET 3 times with min(1 s·2^n, 30 s) back-off, and only for the statuses worth
 * retrying (408/5xx); it sees the HTTP answer, refreshes the token on a 401 and ends the session
 * on a 403 before anything reaches the cache, and it covers every GET, including the ones a
 * service sends without the cache. A cache retry on top would multiply the attempts (4 × 4) and
 * retry 404/422/429 and schema errors blindly. So the cache never retries, queries or mutations.
 *
 * No refetch when the window regains focus or the network comes back: a page changes only
 * when the customer acts or a mutation invalidates it. networkMode 'always': a read is sent even
 * when the browser thinks it is offline, and fails the way it always has (the error alert).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        staleTime: CUSTOMER_DATA_STALE_MS,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
