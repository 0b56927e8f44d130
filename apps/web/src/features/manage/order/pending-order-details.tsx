import type { ManageOrderEntry, Order } from '@senda/core/gateway';
import { manageOrderPath, PURCHASE_ROUTES } from '@senda/core/navigation';
import {
  canCancelOrder,
  canPayOrder,
  MANAGE_ORDER_RECAPTCHA_ACTION,
  orderPageFacts,
  orderStateLabel,
  orderTypeLabel,
  recaptchaSetup,
  shouldLoadManageOrderList,
} from '@senda/core/orders';
import { manageOrderListQuery, webfrontSettingsQuery } from '@senda/core/queries';
import { isTrialProduct } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, Card, Cluster, DetailList, Price, Stack } from '../../../design-system';
import { recaptchaToken } from '../../../platform/recaptcha';
import { afterPageSettles } from '../../../shared/after-page-settles';
import { CancelOrderButton } from '../../../shared/cancel-order-button';
import { OrderFactsList } from '../../../shared/order-facts-list';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import type { GatewayQuery } from '../../../shared/query-view';
import { queryView } from '../../../shared/query-view';
import { SANDBOX_BUILD } from '../../../shared/sandbox-build';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { OrderMeta } from '../order-meta';
import styles from './manage-order-page.module.css';

// The cash reference's read, the voucher and its texts load only here, and draw only when there
// is one (declared in each page: a shared wrapper would be one more chunk the line page names).
const OrderCashPayment = lazy(() => import('../../payment/order-cash-payment'));

type ManageOrderEntries = GatewayQuery<ManageOrderEntry[]>;

/**
 * the spec's manage_order: read only with an orderRef parameter and a signed-in customer; once per page.
 * Its body carries a reCAPTCHA v3 token, asked for right before the call with the site key core
 * picks (webfront settings', else the deploy config's); the script loads on this page only.
 */
export function useManageOrderEntries(): ManageOrderEntries {
  const location = useLocation();
  const { stores, gateway, config } = useServices();
  const loggedIn = Boolean(useAtomValue(stores.auth.accessToken, { store: stores.store }));
  const wanted = shouldLoadManageOrderList({ search: location.search, loggedIn });
  // The list, its settings read and reCAPTCHA's script wait for the page to settle, as the other
  // deferred work does: the line or order the page is about comes first, with only the scripts its
  // HTML names (waiting for the load event alone raced the line's status on a slow start).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (wanted) afterPageSettles(window, () => setLoaded(true));
  }, [wanted]);
  const settings = useQuery({ ...webfrontSettingsQuery(gateway), enabled: wanted && loaded });
  // Settings that could not be read leave the deploy config's key.
  const setup = recaptchaSetup({
    deployKey: config.recaptchaSiteKey,
    settingsKey: settings.data?.recaptchaSiteKey,
    sandbox: SANDBOX_BUILD,
  });
  return queryView(
    useQuery({
      ...manageOrderListQuery(gateway, () => recaptchaToken(window, setup, MANAGE_ORDER_RECAPTCHA_ACTION)),
      enabled: wanted && loaded && !settings.isPending,
    }),
  );
}

/** The customer's other orders, under whichever order or line the page shows. */
export function OtherOrders({ orderRef, entries }: { orderRef: string; entries: ManageOrderEntries }) {
  const otherOrders = entries.data?.filter((candidate) => candidate.order_ref !== orderRef) ?? [];
  if (entries.status === 'error') return <QueryErrorAlert error={entries.error} onRetry={entries.retry} />;
  if (otherOrders.length === 0) return null;
  return (
    <section aria-labelledby="other-orders-title">
      <Stack gap={3}>
        <h2 id="other-orders-title" className={styles.sectionTitle}>
          <FormattedMessage id="manage_order.other_orders.title" />
        </h2>
        <ul className={styles.links}>
          {otherOrders.map((other) => (
            <li key={other.order_ref}>
              <Link to={manageOrderPath(other.order_ref)}>
                <FormattedMessage id="orders.order_ref" values={{ orderRef: other.order_ref }} />
              </Link>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/** An order that has no line yet (pending, or waiting for payment): its items, totals and "Pay now". */
export function PendingOrderDetails({ order, entries }: { order: Order; entries: ManageOrderEntries }) {
  // The trial label travels on the order's manage_order entry.
  const entry = entries.data?.find((candidate) => candidate.order_ref === order.order_ref);
  return (
    <OrderDetails
      order={order}
      trial={entry ? isTrialProduct({ product_label: entry.product_label ?? undefined }) : false}
    />
  );
}

function OrderDetails({ order, trial }: { order: Order; trial: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormatters();
  const { stores } = useServices();
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget, { store: stores.store });
  const state = orderStateLabel(order.state);
  const payable = canPayOrder(order);

  const payNow = () => {
    setPaymentTarget({ kind: 'order', orderRef: order.order_ref });
    // Paying an existing order happens outside the purchase journey, on the card form page.
    navigate(PURCHASE_ROUTES.paymentForm);
  };

  const facts = orderPageFacts(order);
  // The order read again once cancelled has nothing to pay (the alert goes): say it was done.
  const [cancelledHere, setCancelledHere] = useState(false);

  return (
    <Stack gap={6}>
      <Card>
        <Cluster gap={2}>
          <Badge tone={state.tone}>{intl.formatMessage({ id: state.messageId })}</Badge>
          {trial && <Badge tone="accent">{intl.formatMessage({ id: 'orders.trial_plan' })}</Badge>}
        </Cluster>
        <Stack gap={1} className={styles.meta}>
          <span>
            <FormattedMessage id={orderTypeLabel(order.order_type)} />
          </span>
          <OrderMeta order={order} />
        </Stack>
      </Card>

      {cancelledHere && !payable && (
        <Alert tone="success" live="polite">
          {intl.formatMessage({ id: 'order_cancel.cancelled' }, { orderRef: order.order_ref })}
        </Alert>
      )}
      {payable && (
        <Alert
          tone="warning"
          title={intl.formatMessage({ id: 'manage_order.pay.title' })}
          action={
            <Cluster gap={2}>
              <Button onClick={payNow}>{intl.formatMessage({ id: 'manage_order.pay.cta' })}</Button>
              {canCancelOrder(order) && (
                <CancelOrderButton orderRef={order.order_ref} onCancelled={() => setCancelledHere(true)} />
              )}
            </Cluster>
          }
        >
          <FormattedMessage
            id="manage_order.pay.body"
            values={{ amount: format.money(order.payment_due.amount) }}
          />
        </Alert>
      )}

      {payable && (
        <Suspense fallback={null}>
          <OrderCashPayment orderRef={order.order_ref} />
        </Suspense>
      )}

      <Card as="section" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.sectionTitle}>
          <FormattedMessage id="manage_order.items.title" />
        </h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.itemType}-${item.sku}`} className={styles.item}>
              <span className={styles.itemName}>
                {item.name}
                {item.quantity > 1 && (
                  <span className={styles.quantity}>
                    <FormattedMessage id="manage_order.quantity" values={{ quantity: item.quantity }} />
                  </span>
                )}
              </span>
              <span className={styles.itemCost}>{format.money(item.cost.amount)}</span>
            </li>
          ))}
        </ul>
        <DetailList
          className={styles.totals}
          items={[
            {
              key: 'subtotal',
              label: intl.formatMessage({ id: 'manage_order.subtotal' }),
              value: format.money(order.subtotal.amount),
            },
            {
              key: 'tax',
              label: intl.formatMessage({ id: 'manage_order.tax' }),
              value: format.money(order.tax.amount),
            },
          ]}
        />
        <Price
          layout="inline"
          size="lg"
          label={intl.formatMessage({ id: 'common.total_inc_tax' })}
          amount={format.money(order.total.amount)}
        />
        {order.payment_due.amount > 0 && (
          <Price
            layout="inline"
            tone="brand"
            label={intl.formatMessage({ id: 'manage_order.payment_due' })}
            amount={format.money(order.payment_due.amount)}
          />
        )}
      </Card>

      {facts.length > 0 && (
        <Card as="section" aria-labelledby="order-details-title">
          <h2 id="order-details-title" className={styles.sectionTitle}>
            <FormattedMessage id="manage_order.details.title" />
          </h2>
          <OrderFactsList facts={facts} />
        </Card>
      )}
    </Stack>
  );
}
