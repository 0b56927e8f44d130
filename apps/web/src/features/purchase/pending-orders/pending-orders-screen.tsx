import type { Cart } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardGrid,
  FormActions,
  PageHeader,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useFormatters } from '../../../shared/use-formatters';
import { useJourneyStep } from '../../journey/use-journey-step';
import styles from './pending-orders.module.css';
import { itemTypeLabel, usePendingCarts } from './use-pending-carts';
import { useStartNewOrder } from './use-start-new-order';

/** Pending orders (/web/pending-orders): the customer's unfinished carts, or a new order. */
export default function PendingOrdersScreen() {
  const intl = useIntl();
  const { next, back } = useJourneyStep();
  const pending = usePendingCarts();
  const startNewOrder = useStartNewOrder('list');

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'pages.pending_orders.title' })}
        subtitle={intl.formatMessage({ id: 'pending_orders.subtitle' })}
      />
      <div aria-busy={pending.status === 'loading'}>
        {pending.status === 'loading' && (
          <Stack gap={4}>
            <Spinner size="sm" label={intl.formatMessage({ id: 'pending_orders.loading' })} />
            <Skeleton shape="card" />
          </Stack>
        )}
        {pending.status === 'error' && <QueryErrorAlert error={pending.error} onRetry={pending.retry} />}
        {pending.status === 'success' && pending.carts.length === 0 && (
          <p className={styles.muted}>{intl.formatMessage({ id: 'pending_orders.empty' })}</p>
        )}
        {pending.carts.length > 0 && (
          <CardGrid stretch={false}>
            {pending.carts.map((cart) => (
              <li key={cart.cartId}>
                <CartCard cart={cart} onView={() => next({ data: { cartId: cart.cartId } })} />
              </li>
            ))}
          </CardGrid>
        )}
      </div>
      <FormActions layout="stacked">
        <Button
          size="lg"
          fullWidth
          variant={pending.carts.length > 0 ? 'secondary' : 'primary'}
          onClick={startNewOrder}
        >
          {intl.formatMessage({ id: 'pending_orders.new_order' })}
        </Button>
        <Button variant="ghost" size="lg" fullWidth onClick={() => back()}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      </FormActions>
    </Stack>
  );
}

function CartCard({ cart, onView }: { cart: Cart; onView: () => void }) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = `cart-${cart.cartId}`;
  const plan = cart.items.find((item) => item.itemType === 'PLAN');
  return (
    <Card as="article" aria-labelledby={titleId} padding="md">
      <Stack gap={3}>
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            {plan?.name ?? plan?.sku ?? intl.formatMessage({ id: 'pending_orders.item_type.other' })}
          </h2>
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'pending_orders.started_on' }, { date: format.date(cart.created_at) })}
            {' · '}
            {intl.formatMessage({ id: 'pending_orders.items' }, { count: cart.items.length })}
          </p>
        </div>
        <ul className={styles.items}>
          {cart.items.map((item) => (
            <li key={`${item.itemType}-${item.sku}`}>
              <span className={styles.itemType}>
                {intl.formatMessage({ id: itemTypeLabel(item.itemType) })}
              </span>{' '}
              {item.name ?? item.sku}
            </li>
          ))}
        </ul>
        <Button onClick={onView} fullWidth aria-describedby={titleId}>
          {intl.formatMessage({ id: 'pending_orders.view' })}
        </Button>
      </Stack>
    </Card>
  );
}
