import { cardBrandDisplayName } from '@senda/core/machines/payment';
import type { CardListingEntry } from '@senda/core/machines/payment-methods';
import { useIntl } from 'react-intl';

/** "Visa •••• 4242" and "Expires 12/2030": a listed card as the customer reads it. */
export function useCardTexts() {
  const intl = useIntl();
  const name = (card: Pick<CardListingEntry, 'brand' | 'last4'>) =>
    intl.formatMessage(
      { id: 'payment.card_summary' },
      {
        brand: cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
        last4: card.last4,
      },
    );
  const expiry = (card: Pick<CardListingEntry, 'expiry' | 'expired'>) => {
    if (!card.expiry) return undefined;
    const values = { month: String(card.expiry.month).padStart(2, '0'), year: String(card.expiry.year) };
    return intl.formatMessage(
      { id: card.expired ? 'payment_methods.expired_note' : 'select_payment_methods.expires' },
      values,
    );
  };
  return { name, expiry };
}
