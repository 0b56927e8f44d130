import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { AccountBanners as LoadedAccountBanners } from './account-banners';

/**
 * The banners' code and their read start after the page's first render: a page's first paint and
 * first load never wait for them (the prerendered HTML, which has none, hydrates as written). A
 * chunk that cannot load shows nothing, as a failed read does.
 */
const AccountBannersChunk = lazy(() =>
  import('./account-banners').then(
    (module) => ({ default: module.AccountBanners }),
    (): { default: typeof LoadedAccountBanners } => ({ default: () => null }),
  ),
);

export function AccountBanners(props: ComponentProps<typeof LoadedAccountBanners>) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  if (!rendered) return null;
  return (
    <Suspense fallback={null}>
      <AccountBannersChunk {...props} />
    </Suspense>
  );
}
