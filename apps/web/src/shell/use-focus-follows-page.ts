import { useEffect } from 'react';
import { usePageChange } from './use-page-change';

/** How long a new page's heading is waited for (a lazy step, a line read) before giving up. */
const HEADING_WAIT_MS = 10_000;
const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The page's heading, made focusable from script only (not a Tab stop). */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Whether the customer has used the keyboard on this page load. A heading focused from script
 * matches :focus-visible in Chromium when nothing has been pressed yet (a page load, a tap), so
 * the ring showed on plain page loads; it is kept for keyboard users only.
 */
let keyboardUsed = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    () => {
      keyboardUsed = true;
    },
    { capture: true },
  );
  window.addEventListener(
    'pointerdown',
    () => {
      keyboardUsed = false;
    },
    { capture: true },
  );
}

/**
 * Focuses an element from script; without a keyboard in use it draws no ring (marked for the
 * stylesheet until it loses the focus, and told to the browsers that take focusVisible).
 */
export function focusFromScript(element: HTMLElement): void {
  if (!keyboardUsed) {
    element.dataset.focusQuiet = '';
    element.addEventListener('blur', () => delete element.dataset.focusQuiet, { once: true });
  }
  element.focus({ preventScroll: true, focusVisible: keyboardUsed } as FocusOptions);
}

/** Nobody holds the focus: the customer has not put it anywhere since the page changed. */
const focusIsFree = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main' || !active.isConnected;
};

/** Where focus goes inside what replaced a vanished control: a heading first, else its first control. */
function landingIn(container: Element): HTMLElement | null {
  const heading = container.querySelector<HTMLElement>('h1, h2, h3, legend');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return container.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Where the keyboard and a screen reader are after something changed under them, one rule for the
 * whole app (WCAG 2.4.3): a new page or a new step of a flow (the address changed, not by Back or
 * Forward) puts the focus on its heading (its h1, focusable from script), once the heading is
 * there, unless the customer has put the focus somewhere meanwhile; and when the focused control
 * disappears within a page (a choice that shows a form in its place), the focus stays where it
 * was, on what took its place (the nearest part of the page still there: its heading, else its
 * first control), not on the document's body.
 */
export function useFocusFollowsPage(): void {
  usePageChange((byHistory) => {
    if (byHistory || !focusIsFree()) return;
    const focusHeading = () => {
      if (!focusIsFree()) return true;
      const heading = mainHeading();
      if (heading) focusFromScript(heading);
      return heading !== null;
    };
    if (focusHeading()) return undefined;
    // Not drawn yet (a lazy screen, data on its way): meanwhile the main region holds the focus.
    const main = document.getElementById('main');
    if (main) focusFromScript(main);
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  });

  // The focused control and its ancestors, as they were when it took the focus: once it is
  // removed, the nearest ancestor still in the page is where its replacement is.
  useEffect(() => {
    let ancestors: Element[] = [];
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
      ancestors = [];
      for (let node = focused?.parentElement; node; node = node.parentElement) ancestors.push(node);
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const still = ancestors.find((node) => node.isConnected && node.closest('#main'));
      focused = null;
      const target = (still && landingIn(still)) ?? mainHeading();
      if (target) focusFromScript(target);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
