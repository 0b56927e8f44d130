import { PURCHASE_ROUTES } from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, IconInfo, PageHeader, Stack } from '../../design-system';
import styles from './status-page.module.css';

/** The session-expired page (§2): the session is already cleared; the way on is a new login. */
export default function SessionExpiredPage() {
  const intl = useIntl();
  return (
    <div className={styles.centre}>
      <Card padding="lg" className={styles.card}>
        <Stack gap={5}>
          <span className={styles.icon}>
            <IconInfo size="2rem" />
          </span>
          <PageHeader
            title={intl.formatMessage({ id: 'session_expired.title' })}
            subtitle={intl.formatMessage({ id: 'session_expired.body' })}
          />
          <Link className={buttonClassName({ fullWidth: true })} to={PURCHASE_ROUTES.login}>
            <FormattedMessage id="session_expired.login" />
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
