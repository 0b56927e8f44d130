import { shownOrderRef, shownPurchaseBasket } from '@senda/core/analytics';
import { catalogueQuery, orderQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../../design-system/card/card';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './order-aside.module.css';

/**
 * A purchase step with "Your order" beside it on a desktop: the plan and extras chosen and their
 * total (the summary's priced basket once there is one, else the catalogue's prices), named in the
 * page's language (core's shownPurchaseBasket): the catalogue plan selection read and, once the
 * order is placed, the order the payment step reads, both from the cache and read again in the new
 * language after a switch. Below the desktop breakpoint the step is alone, as it was.
 */
export default function StepWithOrderAside({ children }: { children: ReactNode }) {
  return (
    <div className={styles.besideAside}>
      <div className={styles.step}>{children}</div>
      <OrderAside />
    </div>
  );
}

function OrderAside() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores, gateway } = useServices();
  const onboarding = useAtomValue(stores.onboarding.state, { store: stores.store });
  const channel = useAtomValue(stores.auth.state, { store: stores.store }).selectedChannel;
  const target = useAtomValue(stores.payment.state, { store: stores.store }).paymentTarget;
  const planChosen = onboarding.selectedPrimaryProducts.length > 0;
  const catalogue = useQuery({
    ...catalogueQuery(gateway, { simType: onboarding.selectedSimType, channel }),
    enabled: planChosen,
  });
  const orderRef = shownOrderRef(onboarding, target);
  const placedOrder = useQuery({ ...orderQuery(gateway, orderRef ?? ''), enabled: orderRef !== null });
  const basket = shownPurchaseBasket(onboarding, {
    catalogue: catalogue.data,
    placedOrder: orderRef !== null ? placedOrder.data : undefined,
  });
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
