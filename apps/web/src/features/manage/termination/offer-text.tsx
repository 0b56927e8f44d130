import type { WinBackOffer } from '@senda/core/flows/termination';
import { useIntl } from 'react-intl';
import { useFormatters } from '../../../shared/use-formatters';

/** An offer's title and what it gives, in the page's language (the stay step and the review). */
export function useOfferText() {
  const intl = useIntl();
  const format = useFormatters();
  return (offer: WinBackOffer): { title: string; body: string } => {
    switch (offer.kind) {
      case 'RENEWAL_DISCOUNT':
        return {
          title: intl.formatMessage({ id: 'termination.offer.discount.title' }, { percent: offer.percent }),
          body: intl.formatMessage(
            { id: 'termination.offer.discount.body' },
            { price: format.money(offer.renewalPrice.amount) },
          ),
        };
      case 'EXTRA_DATA':
        return {
          title: intl.formatMessage({ id: 'termination.offer.data.title' }, { gb: offer.dataGb }),
          body: intl.formatMessage({ id: 'termination.offer.data.body' }, { days: offer.validityDays }),
        };
      case 'CHEAPER_PLAN':
        return {
          title: intl.formatMessage({ id: 'termination.offer.plan.title' }, { plan: offer.plan.name }),
          body: intl.formatMessage(
            { id: 'termination.offer.plan.body' },
            { price: format.money(offer.plan.price.amount), days: offer.plan.validityDays },
          ),
        };
    }
  };
}
