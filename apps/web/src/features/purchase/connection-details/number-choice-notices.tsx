import type { NewNumberView } from '@senda/core/machines/new-number';
import { useIntl } from 'react-intl';
import { Alert, PhoneNumber } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './connection-details-screen.module.css';

/**
 * Under the numbers (the purchase's connection details, a line's number change): the number held
 * and until when, or "choose a number" after Next without one (its id describes the Next button).
 */
export function NumberChoiceNotices({ view, chooseErrorId }: { view: NewNumberView; chooseErrorId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <>
      {view.lock && (
        <Alert tone="success" live="polite">
          {intl.formatMessage(
            { id: 'connection_details.reserved' },
            {
              number: <PhoneNumber number={view.lock.number} />,
              minutes: view.lockMinutesLeft ?? 0,
              time: format.time(view.lock.lockedUntil),
            },
          )}
        </Alert>
      )}
      {view.chooseError && (
        <p id={chooseErrorId} className={styles.error} role="alert">
          {intl.formatMessage({ id: 'validation.number.choose' })}
        </p>
      )}
    </>
  );
}
