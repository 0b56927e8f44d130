import { cardBrandDisplayName, knownCardBrand, type PaymentView } from '@senda/core/machines/payment';
import { useIntl } from 'react-intl';
import { Alert, type CardBrandName, VisuallyHidden } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';

/** Pieces every payment phase's view shares: the live status line, the notice, card names. */

/** The live status line for screen readers (each phase says where the payment is). */
export function PaymentStatus({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <VisuallyHidden>
      <output aria-live="polite">{intl.formatMessage({ id: messageId })}</output>
    </VisuallyHidden>
  );
}

/** Above either card view: an expired session, a refused card, a payment that never reached us. */
export function PaymentNotice({ messageId }: { messageId: string | null }) {
  const intl = useIntl();
  if (!messageId) return null;
  return (
    <Alert tone="warning" live="polite">
      {intl.formatMessage({ id: messageId })}
    </Alert>
  );
}

export const brandIcon = (brand: string | null): CardBrandName | 'unknown' =>
  knownCardBrand(brand) ?? 'unknown';

/** A brand's display name, or "card" in the page language for one nobody named. */
export function useCardName(): (brand: string) => string {
  const intl = useIntl();
  return (brand) => cardBrandDisplayName(brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' });
}

/** The Pay button's label: with the amount due once the order was read. */
export function usePayLabel(amountDue: PaymentView['amountDue']): string {
  const intl = useIntl();
  const format = useFormatters();
  return amountDue
    ? intl.formatMessage({ id: 'payment.pay' }, { amount: format.money(amountDue.amount) })
    : intl.formatMessage({ id: 'payment.pay_plain' });
}
