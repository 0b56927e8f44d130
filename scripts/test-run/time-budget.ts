/** `npm test`'s time budgets (run-tests.ts checks a whole run against them). */
export const BUDGET_SECONDS = {
  /**
   * The browser files' span, from the first file's start to the last file's end (its build and
   * the other lane not counted). 1,221 s on a quiet reference machine brought it
   * under 900 s; 18 min is the line past which the run fails, so a suite that grows shows in the
   * change that grows it, well before the whole run nears CI's 30 minutes.
   */
  browser: 18 * 60,
  /** CI's hard limit (two cores); the run is meant to stay near 15 min. */
  total: 30 * 60,
} as const;

/**
 * The budgets are for the machine they were set on, where `tsc -b` takes about a minute of
 * processor time (57–64 s in sessions 45–47, when it ran at full priority and its wall time was its
 * processor time; 63 s alone on a quiet machine in session 49). The run reads this run's own
 * typecheck's processor time (user + system, from bash's `times`): its wall time no longer says
 * the machine's speed since the checks lane yields to the browser lane (`nice 10`: 116 s of wall
 * time on a quiet machine, which stretched every budget ×1.8 and would have hidden a suite that
 * grew). On a machine that is plainly slower for reasons outside the tests (session 48's: every
 * lane 2–3× longer on the same code), the budgets stretch by the same factor. Within 25 % of the
 * reference nothing is stretched: there a slower typecheck is as likely the code's growth as the
 * machine's.
 */
export const TYPECHECK_REFERENCE_SECONDS = 64;
export const SLOWDOWN_TOLERANCE = 1.25;

/** How much this run's budgets stretch, from its typecheck's processor seconds (none: not measured). */
export function budgetStretch(typecheckSeconds: number | undefined): number {
  if (typecheckSeconds === undefined) return 1;
  const slowdown = typecheckSeconds / TYPECHECK_REFERENCE_SECONDS;
  return slowdown > SLOWDOWN_TOLERANCE ? slowdown : 1;
}

/**
 * What is over its budget: each figure said unstretched beside its stretched budget, so a log
 * shows the suite's own size whatever the day's machine.
 */
export function overBudget(
  figures: { browserSpan?: number; total: number },
  typecheckSeconds: number | undefined,
): { over: string[]; summary: string } {
  const stretch = budgetStretch(typecheckSeconds);
  const budget = {
    browser: Math.round(BUDGET_SECONDS.browser * stretch),
    total: Math.round(BUDGET_SECONDS.total * stretch),
  };
  const over: string[] = [];
  if (figures.browserSpan !== undefined && figures.browserSpan > budget.browser)
    over.push(`browser tests took ${figures.browserSpan} s, budget ${budget.browser} s`);
  if (figures.total > budget.total)
    over.push(`the whole run took ${figures.total} s, budget ${budget.total} s`);
  const slowdown = typecheckSeconds === undefined ? 1 : typecheckSeconds / TYPECHECK_REFERENCE_SECONDS;
  // The figures as measured, and what they come to at the reference machine's speed.
  const atReference = (seconds: number) =>
    slowdown > 1 ? ` (${Math.round(seconds / slowdown)} s at the reference's speed)` : '';
  const browser =
    figures.browserSpan === undefined
      ? 'no browser span'
      : `browser span ${figures.browserSpan} s${atReference(figures.browserSpan)}`;
  const typecheck =
    typecheckSeconds === undefined
      ? 'typecheck not measured'
      : `typecheck ${typecheckSeconds} s of processor time, ${slowdown.toFixed(2)}× the ${TYPECHECK_REFERENCE_SECONDS} s reference`;
  const budgets =
    stretch > 1
      ? `budgets stretched ×${stretch.toFixed(2)} to browser ${budget.browser} s and whole run ${budget.total} s (unstretched ${BUDGET_SECONDS.browser} s and ${BUDGET_SECONDS.total} s)`
      : `budgets browser ${budget.browser} s and whole run ${budget.total} s, not stretched (within ${Math.round((SLOWDOWN_TOLERANCE - 1) * 100)} % of the reference)`;
  return {
    over,
    summary: `${browser}, whole run ${figures.total} s${atReference(figures.total)}; ${typecheck}; ${budgets}`,
  };
}

/** `times`'s second line (the children's user and system time, `1m2.345s 0m1.234s`) in seconds. */
export function childCpuSeconds(timesOutput: string): number | undefined {
  const line = timesOutput.trim().split('\n')[1];
  const parts = [...(line ?? '').matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return Math.round(parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0) * 10) / 10;
}
