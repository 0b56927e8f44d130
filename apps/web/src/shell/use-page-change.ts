import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Runs `onChange` before the paint when the address names another page: its path or its query
 * (/manage/order?orderRef=A and ?orderRef=B are two pages; no page writes its own state into the
 * query, so a new query is always a new page). `byHistory` is Back or Forward (POP), where scroll
 * and focus are the browser's. What `onChange` returns is cleaned up at the next change.
 */
export function usePageChange(onChange: (byHistory: boolean) => (() => void) | undefined): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const page = `${pathname}${search}`;
  const previous = useRef(page);
  const latest = useRef(onChange);
  latest.current = onChange;

  useLayoutEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    return latest.current(navigationType === 'POP');
  }, [page, navigationType]);
}
