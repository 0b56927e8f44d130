import { purchaseBasket } from '@senda/core/analytics';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Card } from '../../../design-system/card/card';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './order-aside.module.css';

/**
 * "Your order" beside a purchase step on a desktop: the plan and extras chosen and their total, as
 * the storefront already holds them (the summary's priced basket once there is one, else the
 * catalogue's prices; core's purchaseBasket, which analytics reports too). It reads nothing from
 * the gateway. Hidden below the desktop breakpoint, where the step keeps the whole width.
 */
export default function OrderAside() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores } = useServices();
  const basket = purchaseBasket(useAtomValue(stores.onboarding.state, { store: stores.store }));
  if (!basket) return null;
  const priceOf = (amount: number) =>
    amount === 0 ? intl.formatMessage({ id: 'order_summary.free' }) : format.money(amount);
  return (
    <aside className={styles.aside} aria-labelledby="order-aside-title">
      <Card>
        <h2 id="order-aside-title" className={styles.title}>
          {intl.formatMessage({ id: 'order_summary.items_title' })}
        </h2>
        <ul className={styles.items}>
          {basket.items.map((item) => (
            <li key={item.sku} className={styles.item}>
              <span className={styles.name}>
                {item.name}
                {item.quantity > 1 &&
                  ` ${intl.formatMessage({ id: 'order_summary.quantity' }, { quantity: item.quantity })}`}
              </span>
              <span className={styles.price}>{priceOf(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>{intl.formatMessage({ id: 'common.total_inc_tax' })}</span>
          <span className={styles.price}>{format.money(basket.value)}</span>
        </p>
      </Card>
    </aside>
  );
}
