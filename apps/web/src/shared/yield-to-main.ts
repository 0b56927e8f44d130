/**
 * Ends the current task and resumes in a new one, so a phone can paint and take a tap between
 * two pieces of start-up work. Each piece must stay short: a task over 50 ms is a "long task"
 * the customer feels as a frozen page (and Lighthouse counts as blocking time).
 *
 * `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
