import type { UseQueryResult } from '@tanstack/react-query';

export type GatewayQueryStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * A cached gateway read as a page shows it. idle: the query is switched off (`enabled: false`,
 * e.g. until the user is known); loading: no answer yet for this key (a new key never shows the
 * old key's answer, so a page never shows one order's data under another order's reference).
 */
export interface GatewayQuery<T> {
  status: GatewayQueryStatus;
  data: T | undefined;
  error: unknown;
  /** Reads again with the same key (the "Try again" of an error alert). */
  retry: () => void;
}

// One retry function per observer (its refetch is stable), so effects that depend on it (the
// maintenance page's recheck timer) do not restart on every render.
const retries = new WeakMap<UseQueryResult['refetch'], () => void>();

function retryOf(refetch: UseQueryResult['refetch']): () => void {
  let retry = retries.get(refetch);
  if (!retry) {
    retry = () => void refetch();
    retries.set(refetch, retry);
  }
  return retry;
}

/** useQuery's result in the page's terms (above); the cache itself is TanStack Query's. */
export function queryView<T>(result: UseQueryResult<T>): GatewayQuery<T> {
  const retry = retryOf(result.refetch);
  if (result.status === 'pending') {
    return {
      status: result.fetchStatus === 'idle' ? 'idle' : 'loading',
      data: undefined,
      error: undefined,
      retry,
    };
  }
  return { status: result.status, data: result.data, error: result.error ?? undefined, retry };
}
