import { describe, expect, it } from 'vitest';
import {
  BUDGET_SECONDS,
  budgetStretch,
  childCpuSeconds,
  overBudget,
  TYPECHECK_REFERENCE_SECONDS,
} from '../scripts/test-run/time-budget.ts';

/**
 * `npm test`'s time budget: a machine as fast as the reference, or up to 25 % slower,
 * gets no stretch, so a browser suite that grew past 18 minutes fails there; a plainly slower
 * machine stretches the budgets, and the log always says the figures unstretched.
 */
describe('the time budget', () => {
  it('does not stretch on a machine within 25 % of the reference', () => {
    expect(budgetStretch(TYPECHECK_REFERENCE_SECONDS)).toBe(1);
    expect(budgetStretch(TYPECHECK_REFERENCE_SECONDS * 1.25)).toBe(1);
    expect(budgetStretch(undefined)).toBe(1);
    // Session 48's 79 s typecheck stretched an over-budget browser span into a pass.
    const { over } = overBudget({ browserSpan: 1221, total: 1500 }, 79);
    expect(over).toEqual([`browser tests took 1221 s, budget ${BUDGET_SECONDS.browser} s`]);
  });

  it('stretches on a plainly slower machine and says the unstretched figures', () => {
    expect(budgetStretch(128)).toBe(2);
    const { over, summary } = overBudget({ browserSpan: 1400, total: 2400 }, 128);
    expect(over).toEqual([]);
    expect(summary).toContain('browser span 1400 s (700 s at the reference');
    expect(summary).toContain('whole run 2400 s (1200 s at the reference');
    expect(summary).toContain(`unstretched ${BUDGET_SECONDS.browser} s and ${BUDGET_SECONDS.total} s`);
  });

  it('fails the whole run past 30 minutes unstretched', () => {
    expect(overBudget({ browserSpan: 800, total: 1801 }, 60).over).toEqual([
      `the whole run took 1801 s, budget ${BUDGET_SECONDS.total} s`,
    ]);
  });

  it("reads the typecheck's processor time from bash's times (its children's user + system)", () => {
    expect(childCpuSeconds('0m0.004s 0m0.001s\n1m0.648s 0m2.602s\n')).toBe(63.3);
    expect(childCpuSeconds('0m0.004s 0m0.001s\n')).toBeUndefined();
    expect(childCpuSeconds('')).toBeUndefined();
  });
});
