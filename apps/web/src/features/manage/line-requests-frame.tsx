import type { Line } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import { type LineSummaryView, lineSummaryView } from '@senda/core/machines/customer-lines';
import { type LineRequestsQuery, lineRequestsQuery } from '@senda/core/machines/request-history';
import type { RequestTimeline } from '@senda/core/machines/request-status';
import { readOrderRefQuery } from '@senda/core/orders';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert, PageHeader, Skeleton, Spinner, Stack } from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { LineNotFound } from './line-not-found';
import { BackToLine } from './line-page-parts';

/**
 * The frame of the pages about a line's requests (the hub and the two histories): the line named
 * by the page's orderRef, read with its requests by core's loadLineRequests; loading, a failed
 * read, a link without a usable reference, an order with no line yet and someone else's line are
 * handled here, the line itself by the page.
 */
export function LineRequestsFrame({
  titleId,
  loadingId,
  type,
  subtitle,
  children,
}: {
  titleId: MessageId;
  loadingId: MessageId;
  /** One kind of request only (past port-out); absent: all of them. */
  type?: LineRequestsQuery['type'];
  /** The page's subtitle from the line as lists show it (its number formatted). */
  subtitle: (line: LineSummaryView) => ReactNode;
  children: (line: Line, requests: RequestTimeline[]) => ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const { gateway } = useServices();
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : null;
  const query = queryView(
    useQuery({
      ...lineRequestsQuery(gateway, { orderRef: orderRef ?? '', ...(type ? { type } : {}) }),
      enabled: orderRef !== null,
    }),
  );
  const data = query.data;
  if (data?.kind === 'not-found') return <LineNotFound />;

  return (
    <Stack gap={6}>
      <PageHeader
        back={orderRef ? <BackToLine orderRef={orderRef} labelId="service_request_hub.back" /> : undefined}
        title={intl.formatMessage({ id: titleId })}
        subtitle={data?.kind === 'line' ? subtitle(lineSummaryView(data.line)) : undefined}
      />
      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
          <FormattedMessage id="manage_order.invalid_ref.body" />
        </Alert>
      )}
      {query.status === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: loadingId })} />
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </Stack>
      )}
      {query.status === 'error' && <QueryErrorAlert error={query.error} onRetry={query.retry} />}
      {data?.kind === 'no-line' && (
        <Alert tone="info">
          <FormattedMessage id="service_request_hub.no_line" />
        </Alert>
      )}
      {data?.kind === 'line' && children(data.line, data.requests)}
    </Stack>
  );
}
