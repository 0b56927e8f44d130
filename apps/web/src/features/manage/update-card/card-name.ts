import { cardBrandDisplayName } from '@senda/core/machines/payment';
import { useIntl } from 'react-intl';

/**
 * "Visa ending 4242": a card as the customer reads it (brand and last four, never more), with its
 * expiry when known, so the line's current card and a new one of the same brand and last four are
 * told apart (an expired card replaced by its renewal).
 */
export function useCardName() {
  const intl = useIntl();
  return (card: {
    brand: string;
    last4: string;
    expiryMonth?: number | undefined;
    expiryYear?: number | undefined;
  }) => {
    const name = intl.formatMessage(
      { id: 'payment.card_summary' },
      {
        brand: cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
        last4: card.last4,
      },
    );
    if (card.expiryMonth === undefined || card.expiryYear === undefined) return name;
    return intl.formatMessage(
      { id: 'update_card.card_with_expiry' },
      { card: name, month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear },
    );
  };
}
