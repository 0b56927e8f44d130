/**
 * Runs `task` once the page has loaded, waited `settleMs` more, and the browser is idle: for work
 * the first screen does not wait for, so it does not compete with the first screen's chunks,
 * queries and first taps on a slow phone (and is not counted on the first paint's path).
 */
export function afterPageSettles(win: Window, task: () => void, settleMs = 0): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const settle = () => win.setTimeout(whenIdle, settleMs);
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}
