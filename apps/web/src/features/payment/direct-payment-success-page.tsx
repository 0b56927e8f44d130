import { manageOrderPath, OTHER_ROUTES, readOrderRefQuery } from '@senda/core';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName, IconCheckCircle, Stack, StatusPage } from '../../design-system';
import { useServices } from '../../shared/services-context';

/**
 * /payment/direct-payment-success?orderRef=…: the end of a payment made outside the purchase
 * journey (pay-by-link, "Pay now"). What was being paid is done, so the payment target goes.
 */
export default function DirectPaymentSuccessPage() {
  const intl = useIntl();
  const location = useLocation();
  const { stores } = useServices();
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget, { store: stores.store });
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : undefined;

  useEffect(() => {
    setPaymentTarget(null);
  }, [setPaymentTarget]);

  return (
    <StatusPage
      icon={<IconCheckCircle size="2rem" />}
      tone="success"
      title={intl.formatMessage({ id: 'direct_payment_success.title' })}
      body={
        orderRef
          ? intl.formatMessage({ id: 'direct_payment_success.body' }, { orderRef })
          : intl.formatMessage({ id: 'direct_payment_success.body_no_ref' })
      }
    >
      <Stack gap={3}>
        {orderRef && (
          <Link className={buttonClassName({ fullWidth: true })} to={manageOrderPath(orderRef)}>
            <FormattedMessage id="direct_payment_success.view_order" />
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: orderRef ? 'secondary' : 'primary', fullWidth: true })}
          to={OTHER_ROUTES.root}
        >
          <FormattedMessage id="common.go_home" />
        </Link>
      </Stack>
    </StatusPage>
  );
}
