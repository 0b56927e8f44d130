import { lazyAfterPageSettles } from '../lazy-after-page-settles';

/** The operator's banners arrive once the page has settled: nothing on the page waits for them. */
export const AccountBanners = lazyAfterPageSettles(() =>
  import('./account-banners').then((module) => module.AccountBanners),
);
