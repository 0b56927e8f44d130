import { type ComponentProps, lazy, Suspense } from 'react';
import type { CompanyDetails as LoadedCompanyDetails } from './company-details';

/**
 * The company's details arrive after the first paint: they need the deploy config, and the phone
 * formatting and its area-code table would otherwise weigh on every page's first load. A chunk that
 * cannot load (offline on an error page) shows nothing rather than a second error.
 */
const CompanyDetailsChunk = lazy(() =>
  import('./company-details').then(
    (module) => ({ default: module.CompanyDetails }),
    (): { default: typeof LoadedCompanyDetails } => ({ default: () => null }),
  ),
);

export function CompanyDetails(props: ComponentProps<typeof LoadedCompanyDetails>) {
  return (
    <Suspense fallback={null}>
      <CompanyDetailsChunk {...props} />
    </Suspense>
  );
}
