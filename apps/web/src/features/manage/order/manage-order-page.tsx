import { lineInvoiceSectionShown } from '@senda/core/machines/line-home';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { readOrderRefQuery } from '@senda/core/orders';
import { lineHomeQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  IconArrowLeft,
  PageHeader,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { LogOutButton } from '../../../shared/log-out-button';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { earlyWrittenKey, earlyWrittenSentence } from '../../../shell/early-frame-marks';
import { LineStatusFrame } from '../../../shell/early-sentence-frame';
import { LineNotFound } from '../line-not-found';
import { InvoiceSection } from './invoice-section';
import { LineHome } from './line-home';
import { OtherOrders, PendingOrderDetails, useManageOrderEntries } from './pending-order-details';

/**
 * /manage/order?orderRef=… (login required by the route table): the line's home once the order
 * is paid; before that, the order with what is still due. Another customer's order is not found.
 */
export default function ManageOrderPage() {
  const intl = useIntl();
  const location = useLocation();
  const { gateway, firstFrame } = useServices();
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : undefined;
  const home = queryView(
    useQuery({ ...lineHomeQuery(gateway, orderRef ?? ''), enabled: orderRef !== undefined }),
  );
  const entries = useManageOrderEntries();
  const isLine = home.data?.kind === 'line';

  if (home.data?.kind === 'not-found') return <LineNotFound />;

  return (
    <Stack gap={6}>
      <PageHeader
        back={
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={OTHER_ROUTES.orderList}>
            <IconArrowLeft />
            <FormattedMessage id={isLine ? 'line_home.back' : 'manage_order.back'} />
          </Link>
        }
        title={intl.formatMessage({ id: isLine ? 'line_home.title' : 'manage_order.title' })}
        subtitle={orderRef ? intl.formatMessage({ id: 'orders.order_ref' }, { orderRef }) : undefined}
      />

      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
          <FormattedMessage id="manage_order.invalid_ref.body" />
        </Alert>
      )}

      {home.status === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'line_home.loading' })} />
          <Skeleton height="6rem" />
          {/* The status as the frame showed it: written from the order's early read, or its placeholder. */}
          {orderRef ? (
            <LineStatusFrame
              title={intl.formatMessage({ id: 'line_home.status.title' })}
              sentence={earlyWrittenSentence(earlyWrittenKey('line-status', orderRef))}
              fillable={firstFrame?.early?.locale === intl.locale}
            />
          ) : (
            <Skeleton height="12rem" />
          )}
        </Stack>
      )}
      {home.status === 'error' && <QueryErrorAlert error={home.error} onRetry={home.retry} />}
      {home.data?.kind === 'line' && (
        <>
          <LineHome line={home.data.line} order={home.data.order} />
          {lineInvoiceSectionShown(home.data.line, location.search) && (
            <InvoiceSection order={home.data.order} />
          )}
        </>
      )}
      {home.data?.kind === 'order' && (
        <>
          <PendingOrderDetails order={home.data.order} entries={entries} />
          {/* A paid renewal or fee (no line of its own) is invoiced here too. */}
          <InvoiceSection order={home.data.order} />
        </>
      )}

      {/* Below the line or order only once it is there: drawn under the placeholder, they would
          jump down when it is replaced (the page's layout shift). */}
      {home.status !== 'loading' && (
        <>
          {orderRef && <OtherOrders orderRef={orderRef} entries={entries} />}
          <div>
            <LogOutButton variant="secondary" size="md" />
          </div>
        </>
      )}
    </Stack>
  );
}
