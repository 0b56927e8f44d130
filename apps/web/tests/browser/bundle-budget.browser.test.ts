import { describe, expect, inject, it } from 'vitest';
import { BUNDLE_BUDGET, budgetProblems } from '../../bench/bundle-size';

/**
 * The first-load budget (bench/bundle-size.ts's BUNDLE_BUDGET), checked on the build the
 * browser project has made anyway: no build of its own. It fails when account servicing's code
 * (bundle-size.ts's ACCOUNT_SERVICING) is in the first load (the entry and its static imports), when
 * the first load grows past its budget or holds a library's development build, a lazy chunk (a route's page, a step's screen, a
 * language) past the route chunk's, or the scripts the line page's HTML names past theirs, and
 * prints which files grew and what they are made of.
 */
describe('bundle budget', () => {
  it(`keeps account servicing out of the first load, the first load within ${BUNDLE_BUDGET.firstLoadKb} KB gzip, each route chunk within ${BUNDLE_BUDGET.routeChunkKb} KB and the line page within ${BUNDLE_BUDGET.linePageKb} KB`, () => {
    const problems = budgetProblems(inject('distDir'));
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});
