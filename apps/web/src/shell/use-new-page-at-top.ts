import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top (issue 28): a link followed, or a step moved on, does not keep the
 * previous page's scroll, which left "View my line" opening with the number under the header.
 * Back and forward (POP) leave the position to the browser. Where the focus goes is
 * useFocusFollowsPage's (the new page's heading).
 */
export function useNewPageAtTop(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  // The query is part of the page: /manage/order?orderRef=A and ?orderRef=B are two pages. (No page
  // writes its own state into the query, so a new query is always a new page.)
  const page = `${pathname}${search}`;
  const previous = useRef(page);

  useLayoutEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    if (navigationType === 'POP') return;
    // Instant: the stylesheet's smooth scrolling would slide the new page up from the old position.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page, navigationType]);
}
