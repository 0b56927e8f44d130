import type { Cart, ProductVariant, SimType } from '@senda/core/gateway';
import { cartSelection, selectionTotal } from '@senda/core/onboarding';
import { readStepData } from '@senda/core/purchase';
import { cataloguesQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  FormActions,
  PageHeader,
  Price,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useJourneyStep } from '../../journey/use-journey-step';
import styles from './pending-orders.module.css';
import { itemTypeLabel, usePendingCarts } from './use-pending-carts';
import { useStartNewOrder } from './use-start-new-order';

/**
 * One pending cart (/web/pending-order-details): what it held, priced by today's catalogue, and
 * "continue with this order", which puts its plan and extras back into the onboarding store.
 */
export default function PendingOrderDetailsScreen() {
  const intl = useIntl();
  const { stores, gateway, queryClient } = useServices();
  const { journeyData, back } = useJourneyStep();
  const channel = useAtomValue(stores.auth.state).selectedChannel;
  const currentSimType = useAtomValue(stores.onboarding.state).selectedSimType;
  const pending = usePendingCarts();
  const { cartId } = readStepData('pending-orders', journeyData['pending-orders']);
  const cart = pending.carts.find((candidate) => candidate.cartId === cartId);

  // The catalogue is per SIM type and the cart does not say which: the current one is tried first.
  const order: SimType[] =
    currentSimType === 'physical_sim' ? ['physical_sim', 'esim'] : ['esim', 'physical_sim'];
  const catalogues = queryView(
    useQuery({
      ...cataloguesQuery(queryClient, gateway, { simTypes: order, channel }),
      enabled: cart !== undefined,
    }),
  );

  const loading = pending.status === 'loading' || catalogues.status === 'loading';
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'pages.pending_order_details.title' })}
        subtitle={intl.formatMessage({ id: 'pending_order_details.subtitle' })}
      />
      <div aria-busy={loading}>
        {loading && (
          <Stack gap={4}>
            <Spinner size="sm" label={intl.formatMessage({ id: 'common.loading' })} />
            <Skeleton shape="card" />
          </Stack>
        )}
        {pending.status === 'error' && <QueryErrorAlert error={pending.error} onRetry={pending.retry} />}
        {catalogues.status === 'error' && (
          <QueryErrorAlert error={catalogues.error} onRetry={catalogues.retry} />
        )}
        {pending.status === 'success' && !cart && (
          <Alert tone="warning">{intl.formatMessage({ id: 'pending_order_details.not_found' })}</Alert>
        )}
        {cart && catalogues.data && <CartDetails cart={cart} catalogues={catalogues.data} />}
      </div>
      {!(cart && catalogues.data) && (
        <FormActions layout="stacked">
          <Button variant="secondary" size="lg" fullWidth onClick={() => back()}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
        </FormActions>
      )}
    </Stack>
  );
}

function CartDetails({
  cart,
  catalogues,
}: {
  cart: Cart;
  catalogues: { simType: SimType; variants: ProductVariant[] }[];
}) {
  const intl = useIntl();
  const format = useFormatters();
  const { stores } = useServices();
  const { next, back } = useJourneyStep();
  const restoreSelection = useSetAtom(stores.onboarding.restoreSelection);
  const startNewOrder = useStartNewOrder('details');
  const selection = cartSelection(cart, catalogues);
  const priced = (sku: string) =>
    catalogues.flatMap((c) => c.variants).find((variant) => variant.sku === sku);

  const continueOrder = () => {
    if (!selection) return;
    restoreSelection({ simType: selection.simType, plan: selection.plan, addons: selection.addons });
    next({ data: { cartId: cart.cartId } });
  };

  return (
    <Stack gap={5}>
      <Card as="section" aria-labelledby="pending-cart-title" padding="md">
        <Stack gap={3}>
          <h2 id="pending-cart-title" className={styles.cardTitle}>
            {intl.formatMessage({ id: 'pending_orders.started_on' }, { date: format.date(cart.created_at) })}
          </h2>
          <ul className={styles.lines}>
            {cart.items.map((item) => {
              const product = priced(item.sku);
              return (
                <li key={`${item.itemType}-${item.sku}`} className={styles.pricedItem}>
                  <span className={styles.itemType}>
                    {intl.formatMessage({ id: itemTypeLabel(item.itemType) })}
                  </span>
                  <span>
                    {item.name ?? product?.name ?? item.sku}
                    {item.quantity > 1 && (
                      <span className={styles.muted}>
                        {' '}
                        {intl.formatMessage(
                          { id: 'pending_order_details.quantity' },
                          { quantity: item.quantity },
                        )}
                      </span>
                    )}
                  </span>
                  <span className={styles.amount}>{product ? format.money(product.price.amount) : ''}</span>
                </li>
              );
            })}
          </ul>
          {selection && (
            <Price
              label={intl.formatMessage({ id: 'common.total_inc_tax' })}
              amount={format.money(selectionTotal([selection.plan, ...selection.addons]))}
              layout="inline"
              size="lg"
              tone="brand"
            />
          )}
        </Stack>
      </Card>
      {!selection && (
        <Alert tone="warning">{intl.formatMessage({ id: 'pending_order_details.unavailable' })}</Alert>
      )}
      {selection && selection.missingSkus.length > 0 && (
        <Alert tone="info">
          {intl.formatMessage(
            { id: 'pending_order_details.missing_items' },
            {
              items: selection.missingSkus
                .map((sku) => cart.items.find((i) => i.sku === sku)?.name ?? sku)
                .join(', '),
            },
          )}
        </Alert>
      )}
      <FormActions layout="stacked">
        {selection && (
          <Button size="lg" fullWidth onClick={continueOrder}>
            {intl.formatMessage({ id: 'pending_order_details.continue' })}
          </Button>
        )}
        <Button variant={selection ? 'secondary' : 'primary'} size="lg" fullWidth onClick={startNewOrder}>
          {intl.formatMessage({ id: 'pending_orders.new_order' })}
        </Button>
        <Button variant="ghost" size="lg" fullWidth onClick={() => back()}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      </FormActions>
    </Stack>
  );
}
