import type { OrderPreview } from '@senda/core/gateway';
import { groupOrderItems, isPricedLine } from '@senda/core/purchase';
import { useIntl } from 'react-intl';
import { Card, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './order-summary.module.css';

/** The priced basket: lines grouped by type, then subtotal, IVA, discounts and the total. */
export function OrderLines({ preview, busy }: { preview: OrderPreview; busy: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  const groups = groupOrderItems(preview.items);
  const priceOf = (amount: number) =>
    amount === 0 ? intl.formatMessage({ id: 'order_summary.free' }) : format.money(amount);

  return (
    <Card
      as="section"
      aria-labelledby="order-summary-items"
      aria-busy={busy || undefined}
      className={styles.lines}
    >
      <Stack gap={4}>
        <h2 id="order-summary-items" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.items_title' })}
        </h2>
        {groups.map((group) => (
          <div key={group.itemType} className={styles.group}>
            <h3 className={styles.groupTitle}>{intl.formatMessage({ id: group.messageId })}</h3>
            <ul className={styles.itemList}>
              {group.items.map((item) => (
                <li key={`${item.itemType}-${item.sku}`} className={styles.item}>
                  <span className={styles.itemName}>
                    {item.name}
                    {item.quantity > 1 && (
                      <span className={styles.muted}>
                        {' '}
                        {intl.formatMessage({ id: 'order_summary.quantity' }, { quantity: item.quantity })}
                      </span>
                    )}
                  </span>
                  {isPricedLine(item) && (
                    <span className={styles.itemPrice}>{priceOf(item.cost.amount)}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>{intl.formatMessage({ id: 'order_summary.subtotal' })}</dt>
            <dd>{format.money(preview.subtotal.amount)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>{intl.formatMessage({ id: 'order_summary.tax' })}</dt>
            <dd>{format.money(preview.tax.amount)}</dd>
          </div>
          {preview.discount && preview.discount.amount > 0 && (
            <div className={styles.totalRow}>
              <dt>{intl.formatMessage({ id: 'order_summary.discount' })}</dt>
              <dd className={styles.discount}>−{format.money(preview.discount.amount)}</dd>
            </div>
          )}
          <div className={styles.grandTotal}>
            <dt>{intl.formatMessage({ id: 'common.total_inc_tax' })}</dt>
            <dd>{format.money(preview.total.amount)}</dd>
          </div>
        </dl>
      </Stack>
    </Card>
  );
}
