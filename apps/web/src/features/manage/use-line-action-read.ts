import { LINE_ACTION_READ_STALE_MS } from '@senda/core/queries';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../shared/when-idle';

/**
 * A line action's read (may the line switch plans, replace its SIM, …): the line page and the
 * request hub show them below the line's status, each in a place kept at a button's height. Asked
 * once the browser is idle after the page's render, each in a task of its own, so the render that
 * paints the line's status is not followed by one long task sending every action's read at once
 * (docs/performance.md). An answer already in the cache shows at once, and is not asked again by
 * the page's other lists that place the same action (LINE_ACTION_READ_STALE_MS).
 */
export function useLineActionRead<T, K extends QueryKey>(
  options: Omit<UseQueryOptions<T, Error, T, K>, 'enabled'> & { enabled?: boolean },
) {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(window, () => setIdle(true))), [idle]);
  return useQuery({
    staleTime: LINE_ACTION_READ_STALE_MS,
    ...options,
    enabled: idle && options.enabled !== false,
  });
}
