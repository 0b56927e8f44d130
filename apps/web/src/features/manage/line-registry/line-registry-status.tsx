import { lineRegistryStatusView } from '@senda/core/flows/line-registry';
import type { Line } from '@senda/core/gateway';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, Card, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './line-registry.module.css';

/**
 * The line page's word on the mobile line registry: registered, with the folio and
 * date; or not registered (suspended: core says why, for the line's age), leading to the
 * registration, or in person once the online checks are used up. Nothing when the line's data does not say.
 */
export function LineRegistryStatus({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormatters();
  const view = lineRegistryStatusView(line);
  if (!view) return null;
  const title = intl.formatMessage({ id: 'line_registry.status.title' });
  if (view.kind === 'registered') {
    return (
      <Card as="section" aria-labelledby="line-registry-title">
        <Stack gap={2}>
          <h2 id="line-registry-title" className={styles.stepTitle}>
            {title}
          </h2>
          <p>
            <FormattedMessage
              id="line_registry.status.registered"
              values={{ folio: view.folio, date: format.date(view.registeredAt) }}
            />
          </p>
        </Stack>
      </Card>
    );
  }
  return (
    <Alert tone={view.suspended ? 'danger' : 'warning'} title={title}>
      <Stack gap={3} align="start">
        <p>
          <FormattedMessage id={view.messageId} />
        </p>
        {view.registerPath && (
          <Link className={buttonClassName({ variant: 'primary' })} to={view.registerPath}>
            <FormattedMessage id="line_registry.status.register" />
          </Link>
        )}
      </Stack>
    </Alert>
  );
}
