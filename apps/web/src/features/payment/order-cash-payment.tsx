import { loadMessageArea } from '@senda/core/i18n';
import { orderCashPaymentQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Stack } from '../../design-system';
import { useServices } from '../../shared/services-context';
import { CashReference } from '../manage/payment-choice/cash-reference';

/**
 * An order's OXXO voucher or SPEI reference where the order is shown (a lazy module of the order
 * and success pages): while it waits, the voucher and its deadline, as the e-mail gave them; once the order was paid another way, that it was closed and what happens to money still
 * paid on it. Nothing for an order without one, paid by it, or one that expired. Its texts (the
 * `flows` area) are asked for only when there is one to show, and it renders once they are there.
 */
export default function OrderCashPayment({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const { gateway } = useServices();
  const { data: cash } = useQuery(orderCashPaymentQuery(gateway, orderRef));
  const shown = cash?.status === 'PENDING' || cash?.status === 'CLOSED';
  const [textsLoaded, setTextsLoaded] = useState(false);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    loadMessageArea('flows')
      .then(() => current && setTextsLoaded(true))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [shown]);
  if (!cash || !textsLoaded) return null;
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
