import type { OrderItemType, OrderPreview } from '@senda/core/gateway';
import { groupOrderItems, isPricedLine } from '@senda/core/purchase';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, Skeleton, Spinner, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './order-summary.module.css';

/** One line of the basket as drawn: priced, or (before the gateway's answer) its placeholders. */
interface DrawnLine {
  key: string;
  itemType: OrderItemType;
  name: ReactNode;
  price: ReactNode;
}

const pending = (width: string) => <Skeleton shape="inline" width={width} />;

/**
 * The priced basket: lines grouped by type, then subtotal, IVA, discounts and the total.
 *
 * Before the gateway has priced it (`preview` null), the same card drawn from the lines the app
 * asked for (`expected`, core's expectedBasketLines): the headings as they will read, one line of
 * placeholder per line, the totals' labels with their figures to come. The priced basket then
 * takes exactly its place: a fixed-height skeleton did not (0.002 layout shift).
 */
export function OrderLines({
  preview,
  expected,
  busy,
}: {
  preview: OrderPreview | null;
  expected: readonly OrderItemType[];
  busy: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const priceOf = (amount: number) =>
    amount === 0 ? intl.formatMessage({ id: 'order_summary.free' }) : format.money(amount);
  const lines: DrawnLine[] = preview
    ? preview.items.map((item) => ({
        key: `${item.itemType}-${item.sku}`,
        itemType: item.itemType,
        name: (
          <>
            {item.name}
            {item.quantity > 1 && (
              <span className={styles.muted}>
                {' '}
                {intl.formatMessage({ id: 'order_summary.quantity' }, { quantity: item.quantity })}
              </span>
            )}
          </>
        ),
        price: isPricedLine(item) ? priceOf(item.cost.amount) : null,
      }))
    : expected.map((itemType, index) => ({
        key: `${itemType}-${index}`,
        itemType,
        name: pending('9em'),
        price: pending('4em'),
      }));
  const amount = (value: number | undefined) => (value === undefined ? pending('4em') : format.money(value));

  return (
    <Card
      as="section"
      aria-labelledby="order-summary-items"
      aria-busy={busy || !preview || undefined}
      data-repricing={(busy && preview !== null) || undefined}
      className={styles.lines}
    >
      <Stack gap={4}>
        <h2 id="order-summary-items" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.items_title' })}
        </h2>
        {groupOrderItems(lines).map((group) => (
          <div key={group.itemType} className={styles.group}>
            <h3 className={styles.groupTitle}>{intl.formatMessage({ id: group.messageId })}</h3>
            <ul className={styles.itemList}>
              {group.items.map((line) => (
                <li key={line.key} className={styles.item}>
                  <span className={styles.itemName}>{line.name}</span>
                  {line.price !== null && <span className={styles.itemPrice}>{line.price}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>{intl.formatMessage({ id: 'order_summary.subtotal' })}</dt>
            <dd>{amount(preview?.subtotal.amount)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>{intl.formatMessage({ id: 'order_summary.tax' })}</dt>
            <dd>{amount(preview?.tax.amount)}</dd>
          </div>
          {preview?.discount && preview.discount.amount > 0 && (
            <div className={styles.totalRow}>
              <dt>{intl.formatMessage({ id: 'order_summary.discount' })}</dt>
              <dd className={styles.discount}>−{format.money(preview.discount.amount)}</dd>
            </div>
          )}
          <div className={styles.grandTotal}>
            <dt>{intl.formatMessage({ id: 'common.total_inc_tax' })}</dt>
            <dd>
              {preview ? (
                format.money(preview.total.amount)
              ) : (
                // The figure the customer waits for: said "being calculated", in its place.
                <span className={styles.pendingTotal}>
                  {'\u00a0'}
                  <Spinner size="sm" label={intl.formatMessage({ id: 'order_summary.loading' })} />
                </span>
              )}
            </dd>
          </div>
        </dl>
      </Stack>
    </Card>
  );
}
