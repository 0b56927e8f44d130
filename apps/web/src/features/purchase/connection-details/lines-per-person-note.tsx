import { numberOfLinesSpecificationQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices } from '../../../shared/services-context';
import styles from './connection-details-screen.module.css';

/**
 * Under the number choice: how many lines a person may have (the registry's cap, from the
 * number-of-lines specification) and how many this order adds. Said only once read: without it
 * the step loses nothing, and a cap the gateway did not give is not guessed.
 */
export function LinesPerPersonNote() {
  const intl = useIntl();
  const { gateway } = useServices();
  const { data } = useQuery(numberOfLinesSpecificationQuery(gateway));
  if (!data) return null;
  return (
    <p className={styles.muted}>
      {intl.formatMessage(
        { id: 'connection_details.lines_per_person' },
        { maxLines: data.maxLines, linesPerOrder: data.linesPerOrder },
      )}
    </p>
  );
}
