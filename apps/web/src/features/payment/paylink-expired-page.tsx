import { loginRedirect, OTHER_ROUTES } from '@senda/core/navigation';
import { readPaylinkIdQuery } from '@senda/core/orders';
import { paylinkQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName, IconWarning, Stack, StatusPage } from '../../design-system';
import { useServices } from '../../shared/services-context';
import { useFormatters } from '../../shared/use-formatters';

/**
 * /payment/paylink-expired(?paylink_id=…): the link cannot be paid any more. Which order and since
 * when, when the address names the link; a new link from whoever sent it, or the customer's own
 * pending order after login.
 */
export default function PaylinkExpiredPage() {
  const intl = useIntl();
  const format = useFormatters();
  const location = useLocation();
  const { gateway } = useServices();
  const ref = readPaylinkIdQuery(location.search);
  const paylinkId = ref.kind === 'valid' ? ref.value : '';
  const paylink = useQuery({ ...paylinkQuery(gateway, paylinkId), enabled: paylinkId !== '' }).data;
  return (
    <StatusPage
      icon={<IconWarning size="2rem" />}
      tone="warning"
      title={intl.formatMessage({ id: 'paylink_expired.title' })}
      body={intl.formatMessage({ id: 'paylink_expired.body' })}
    >
      <Stack gap={3}>
        {paylink && (
          <p data-testid="paylink-expired-order">
            <FormattedMessage
              id="paylink_expired.which"
              values={{
                orderRef: paylink.orderRef,
                date: format.date(paylink.expiresAt),
                time: format.time(paylink.expiresAt),
              }}
            />
          </p>
        )}
        <Link
          className={buttonClassName({ fullWidth: true })}
          to={loginRedirect({ pathname: OTHER_ROUTES.orderList, search: '' })}
        >
          <FormattedMessage id="paylink_expired.login" />
        </Link>
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={OTHER_ROUTES.root}>
          <FormattedMessage id="common.go_home" />
        </Link>
      </Stack>
    </StatusPage>
  );
}
