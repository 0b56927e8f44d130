import { useIntl } from 'react-intl';
import { Spinner } from '../design-system/spinner/spinner';
import styles from './shell.module.css';

/** Waits never show a blank page: a centred spinner with an announced label. */
export function FullPageSpinner({ labelId = 'shell.loading' }: { labelId?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.fullPage}>
      <Spinner size="lg" label={intl.formatMessage({ id: labelId })} />
    </div>
  );
}
