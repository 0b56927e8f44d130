import { cardBrandDisplayName } from '@senda/core/machines/payment';
import { useIntl } from 'react-intl';

/** "Visa •••• 4242": a card as the customer reads it (brand and last four, never more). */
export function useCardName() {
  const intl = useIntl();
  return (card: { brand: string; last4: string }) =>
    intl.formatMessage(
      { id: 'payment.card_summary' },
      {
        brand: cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
        last4: card.last4,
      },
    );
}
