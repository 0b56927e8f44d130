import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top (issue 28): a link followed, or a step moved on, does not keep the
 * previous page's scroll, which left "View my line" opening with the number under the header.
 * Back and forward (POP) leave the position to the browser. When the focus was on something the
 * old page took away, it moves to the page's main region, so Tab and a screen reader start on the
 * new page rather than at the top of the document; a page that focuses a field of its own does so
 * afterwards (its effects run after this layout effect) and keeps it.
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
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [page, navigationType]);
}
