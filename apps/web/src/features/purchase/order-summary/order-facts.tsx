import type { OrderFact } from '@senda/core/orders';
import { useIntl } from 'react-intl';
import { Card, Stack } from '../../../design-system';
import { OrderFactsList } from '../../../shared/order-facts-list';
import styles from './order-summary.module.css';

/** Beside the prices: the number, the SIM and where and when it arrives (core's `orderSummaryFacts`). */
export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="order-summary-facts">
      <Stack gap={3}>
        <h2 id="order-summary-facts" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_facts.title' })}
        </h2>
        <OrderFactsList facts={facts} />
      </Stack>
    </Card>
  );
}
