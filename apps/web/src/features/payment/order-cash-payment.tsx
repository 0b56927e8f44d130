import type { CashPayment } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { Alert, Stack } from '../../design-system';
import { CashReference } from '../manage/renew-now/cash-reference';

/**
 * An order's OXXO voucher or SPEI reference where the order is shown (loaded with the `flows`
 * texts when there is one, see lazy-order-cash-payment.tsx): while it waits, the voucher and its deadline, as the
 * e-mail gave them; once the order was paid another way, that it was closed and what happens to
 * money still paid on it. Nothing for an order without one, paid by it, or one that expired.
 */
export default function OrderCashPayment({ cash }: { cash: CashPayment }) {
  const intl = useIntl();
  if (cash.status === 'PENDING') {
    return (
      <Stack gap={3}>
        <CashReference
          cash={cash}
          confirmationId={
            cash.method === 'OXXO'
              ? 'payment_choice.purchase.oxxo_confirmation'
              : 'payment_choice.purchase.spei_confirmation'
          }
        />
        <Alert tone="info">{intl.formatMessage({ id: 'payment_choice.order.waiting' })}</Alert>
      </Stack>
    );
  }
  if (cash.status === 'CLOSED') {
    return (
      <Alert tone="info">
        {intl.formatMessage(
          { id: cash.method === 'OXXO' ? 'payment_choice.closed_oxxo' : 'payment_choice.closed_spei' },
          { reference: cash.reference },
        )}
      </Alert>
    );
  }
  return null;
}
