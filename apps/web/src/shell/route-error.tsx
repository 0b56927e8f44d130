import { useIntl } from 'react-intl';
import { Alert } from '../design-system/alert/alert';
import { Button } from '../design-system/button/button';
import { Stack } from '../design-system/layout/layout';
import styles from './shell.module.css';

/**
 * Last line of defence: a route that throws (a lazy chunk that failed to download on a flaky
 * network, most often) shows the technical-difficulties text with a reload, never a blank page.
 */
export function RouteError() {
  const intl = useIntl();
  return (
    <div className={styles.fullPage}>
      <Stack gap={4}>
        <Alert tone="danger" title={intl.formatMessage({ id: 'technical_difficulties.title' })}>
          {intl.formatMessage({ id: 'technical_difficulties.body' })}
        </Alert>
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'technical_difficulties.reload' })}
        </Button>
      </Stack>
    </div>
  );
}
