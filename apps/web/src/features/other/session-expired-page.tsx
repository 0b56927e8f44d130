import { PURCHASE_ROUTES } from '@senda/core/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconInfo, StatusPage } from '../../design-system';

/** The session-expired page: the session is already cleared; the way on is a new login. */
export default function SessionExpiredPage() {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconInfo size="2rem" />}
      title={intl.formatMessage({ id: 'session_expired.title' })}
      body={intl.formatMessage({ id: 'session_expired.body' })}
    >
      <Link className={buttonClassName({ fullWidth: true })} to={PURCHASE_ROUTES.login}>
        <FormattedMessage id="session_expired.login" />
      </Link>
    </StatusPage>
  );
}
