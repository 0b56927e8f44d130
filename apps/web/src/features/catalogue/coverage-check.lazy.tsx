import { loadMessageArea } from '@senda/core/i18n';
import { lazyAfterPageSettles } from '../../shared/lazy-after-page-settles';

/**
 * Plan selection's coverage check, with its texts (the `coverage` message area), once the page has
 * settled: the step's first load and first paint carry neither, and the block appears below the
 * step's own controls, so nothing the customer is looking at moves.
 */
export const CoverageCheck = lazyAfterPageSettles(() =>
  Promise.all([import('./coverage-check'), loadMessageArea('coverage')]).then(([module]) => module.default),
);
