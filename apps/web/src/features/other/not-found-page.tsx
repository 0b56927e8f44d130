import { OTHER_ROUTES } from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, IconSearch, PageHeader, Stack } from '../../design-system';
import styles from './status-page.module.css';

/** /404, where the catch-all route sends unknown paths (§2). */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className={styles.centre}>
      <Card padding="lg" className={styles.card}>
        <Stack gap={5}>
          <span className={styles.icon}>
            <IconSearch size="2rem" />
          </span>
          <PageHeader
            title={intl.formatMessage({ id: 'not_found.title' })}
            subtitle={intl.formatMessage({ id: 'not_found.body' })}
          />
          <Link className={buttonClassName({ fullWidth: true })} to={OTHER_ROUTES.root}>
            <FormattedMessage id="not_found.go_home" />
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
