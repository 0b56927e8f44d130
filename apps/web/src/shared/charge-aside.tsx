import type { MessageId } from '@senda/core/i18n';
import { useIntl } from 'react-intl';
import styles from './charge-aside.module.css';
import { useFormatters } from './use-formatters';

/**
 * A one-off charge beside a choice (a golden number, a previous number's recovery): its amount
 * with "IVA included" under it, as every other price the customer sees says, or the
 * choice's word for free.
 */
export function ChargeAside({ amount, freeId }: { amount: number; freeId: MessageId }) {
  const intl = useIntl();
  const format = useFormatters();
  if (amount <= 0) return <span className={styles.free}>{intl.formatMessage({ id: freeId })}</span>;
  return (
    <span className={styles.root}>
      <strong>{format.money(amount)}</strong>
      <span className={styles.tax}>{intl.formatMessage({ id: 'common.iva_included' })}</span>
    </span>
  );
}
