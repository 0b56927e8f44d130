import { loadMessageArea } from '@senda/core/i18n';
import { lazyAfterPageSettles } from '../../../shared/lazy-after-page-settles';

/**
 * The line page's automatic booster off, with the flows' texts it shows, once the page has
 * settled: the line page's scripts carry only this loader and the place the usage card keeps for it.
 */
export const AutoBoosterOff = lazyAfterPageSettles(() =>
  Promise.all([import('./auto-booster-off'), loadMessageArea('flows')]).then(([module]) => module.default),
);
