import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalServices } from './services-context';

export type GatewayQueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface GatewayQuery<T> {
  /** idle: the key is null (the query is switched off, e.g. until the user is known). */
  status: GatewayQueryStatus;
  data: T | undefined;
  error: unknown;
  /** Runs the query again with the same key (the "Try again" of an error alert). */
  retry: () => void;
}

interface Settled<T> {
  key: string;
  status: 'success' | 'error';
  data: T | undefined;
  error: unknown;
}

/**
 * One gateway read for a page: loading, error or data, and a retry. The key says what is being
 * read (JSON-compared); a new key starts a new read and hides the old answer, so a page never
 * shows one order's data under another order's reference. A `null` key switches the query off.
 *
 * On unmount or a key change the running read is cancelled: its AbortSignal fires (calls that take
 * it stop) and whatever it still answers is dropped. Retries of failed network calls are the
 * gateway client's business (§7); this only retries when the user asks.
 *
 * The first read of a page may already be under way (first-requests.ts started it with the page):
 * it is taken instead of asking again. It is not cancellable, so an unmount only drops its answer.
 */
export function useGatewayQuery<T>(
  key: readonly unknown[] | string | null,
  fn: (signal: AbortSignal) => Promise<T>,
): GatewayQuery<T> {
  const keyText = key === null ? null : JSON.stringify(key);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest fn, so a caller's inline arrow does not restart the read on every render.
  const fnRef = useRef(fn);
  const firstRequests = useOptionalServices()?.firstRequests;
  useEffect(() => {
    fnRef.current = fn;
  });

  useEffect(() => {
    if (keyText === null) return;
    const controller = new AbortController();
    // `attempt` is read so a retry with the same key runs the effect again.
    void attempt;
    setSettled((previous) => (previous?.key === keyText ? null : previous));
    const started = attempt === 0 ? firstRequests?.takeQuery(keyText) : undefined;
    ((started as Promise<T> | undefined) ?? fnRef.current(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted)
          setSettled({ key: keyText, status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: keyText, status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [keyText, attempt, firstRequests]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (keyText === null) return { status: 'idle', data: undefined, error: undefined, retry };
  if (settled === null || settled.key !== keyText) {
    return { status: 'loading', data: undefined, error: undefined, retry };
  }
  return { status: settled.status, data: settled.data, error: settled.error, retry };
}
