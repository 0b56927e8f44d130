import { usePageChange } from './use-page-change';

/**
 * A new page starts at its top: a link followed, or a step moved on, does not keep the
 * previous page's scroll, which left "View my line" opening with the number under the header.
 * Back and forward (POP) leave the position to the browser. Where the focus goes is
 * useFocusFollowsPage's (the new page's heading).
 */
export function useNewPageAtTop(): void {
  usePageChange((byHistory) => {
    // Instant: the stylesheet's smooth scrolling would slide the new page up from the old position.
    if (!byHistory) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  });
}
