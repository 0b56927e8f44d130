import { loginRedirect, OTHER_ROUTES } from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconWarning, Stack, StatusPage } from '../../design-system';

/** /payment/paylink-expired: the link cannot be paid; a new link, or the order list after login. */
export default function PaylinkExpiredPage() {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconWarning size="2rem" />}
      tone="warning"
      title={intl.formatMessage({ id: 'paylink_expired.title' })}
      body={intl.formatMessage({ id: 'paylink_expired.body' })}
    >
      <Stack gap={3}>
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
