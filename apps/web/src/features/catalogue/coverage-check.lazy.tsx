import { loadMessageArea } from '@senda/core/i18n';
import { lazyAfterPageSettles } from '../../shared/lazy-after-page-settles';

/**
 * Plan selection's coverage check, with its texts (the `coverage` message area), once the page has
 * settled: the step's first load and first paint carry neither. It opens the page, closed to one
 * line, into a line the screen holds for it from the first paint, so nothing the customer is
 * looking at moves.
 */
export const CoverageCheck = lazyAfterPageSettles(() =>
  Promise.all([import('./coverage-check'), loadMessageArea('coverage')]).then(([module]) => module.default),
);
