import type { NewNumberView } from '@senda/core/machines/new-number';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, PhoneNumber, Skeleton, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import styles from './connection-details-screen.module.css';

/** The available numbers (the spec: 6 at a time, up to 40); choosing one locks it. */
export function NumberList({ view }: { view: NewNumberView }) {
  const intl = useIntl();
  const headingId = useId();
  const { numbers } = view;

  return (
    <section aria-labelledby={headingId} aria-busy={numbers.status === 'loading'}>
      <Stack gap={3}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'connection_details.numbers_legend' })}
        </h2>
        {view.lockErrorMessageId && (
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.lockErrorMessageId })}
          </Alert>
        )}
        {numbers.status === 'loading' && (
          <ul className={styles.numbers} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <Skeleton height="3rem" />
              </li>
            ))}
          </ul>
        )}
        {numbers.status === 'failed' && <QueryErrorAlert error={view.loadError} onRetry={view.retry} />}
        {numbers.status === 'ready' && numbers.total === 0 && (
          <p className={styles.muted}>{intl.formatMessage({ id: 'connection_details.no_numbers' })}</p>
        )}
        {numbers.total > 0 && (
          <>
            <ul className={styles.numbers}>
              {numbers.shown.map(({ number, chosen, locking }) => (
                <li key={number.number}>
                  <Button
                    variant={chosen ? 'primary' : 'secondary'}
                    fullWidth
                    aria-pressed={chosen}
                    loading={locking}
                    loadingLabel={intl.formatMessage({ id: 'connection_details.reserving' })}
                    onClick={() => view.choose(number)}
                    className={styles.number}
                  >
                    <PhoneNumber number={number.number} />
                  </Button>
                </li>
              ))}
            </ul>
            <p className={styles.muted} aria-live="polite">
              {intl.formatMessage(
                { id: 'connection_details.numbers_count' },
                { shown: numbers.shown.length, total: numbers.total },
              )}
            </p>
            {numbers.canShowMore && (
              <Button variant="ghost" onClick={view.showMore}>
                {intl.formatMessage({ id: 'connection_details.show_more' })}
              </Button>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
