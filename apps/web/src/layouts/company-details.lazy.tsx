import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from '../shared/after-page-settles';
import type { CompanyDetails as LoadedCompanyDetails } from './company-details';

/**
 * The company's details arrive once the page has settled: they need the deploy config, which a
 * prerendered page does not have, and the phone formatting and its area-code table would otherwise
 * weigh on every page's first load and on its first screen's downloads. Rendered only then, so the
 * prerendered HTML (which has no such lines) hydrates as it was written. A chunk that cannot load
 * (offline on an error page) shows nothing rather than a second error.
 */
const CompanyDetailsChunk = lazy(() =>
  import('./company-details').then(
    (module) => ({ default: module.CompanyDetails }),
    (): { default: typeof LoadedCompanyDetails } => ({ default: () => null }),
  ),
);

export function CompanyDetails(props: ComponentProps<typeof LoadedCompanyDetails>) {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(window, () => setSettled(true)), []);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <CompanyDetailsChunk {...props} />
    </Suspense>
  );
}
