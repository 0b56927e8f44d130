import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A part of the page that changes under the customer (a declined payment, the bank's challenge
 * page) is brought into view and given the focus when it appears, and again whenever `show`
 * changes: a phone scrolled down to the Pay button sees what happened, and a screen reader starts
 * reading there. The page's scroll-padding (global.css) keeps it below the sticky header.
 */
export function Reveal({ show = true, children }: { show?: string | boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || show === false) return;
    // Instant, not smooth: the customer's eyes follow the change at once.
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    element.focus({ preventScroll: true });
  }, [show]);
  // Focusable by script only (tabIndex −1): the change is not a stop in the Tab order.
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
