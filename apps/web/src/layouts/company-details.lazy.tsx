import { loadMessageArea } from '@senda/core/i18n';
import type { ComponentProps, ComponentType } from 'react';
import { lazyAfterPageSettles } from '../shared/lazy-after-page-settles';
import type { CompanyDetails as LoadedCompanyDetails } from './company-details';

/**
 * The company's details arrive once the page has settled: they need the deploy config, which a
 * prerendered page does not have, and the phone formatting and its area-code table would otherwise
 * weigh on every page's first load and on its first screen's downloads.
 */
export const CompanyDetails: ComponentType<ComponentProps<typeof LoadedCompanyDetails>> =
  lazyAfterPageSettles(() =>
    // The network's name is a text of the `coverage` area: it comes with them, out of every first load.
    Promise.all([import('./company-details'), loadMessageArea('coverage')]).then(
      ([module]) => module.CompanyDetails,
    ),
  );
