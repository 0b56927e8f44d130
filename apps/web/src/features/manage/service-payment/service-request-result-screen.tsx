import {
  lineRequestsQuery,
  manageOrderPath,
  orderQuery,
  paidOrderCheck,
  type ServiceRequestResultQuery,
  serviceRequestResult,
} from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  Badge,
  buttonClassName,
  Card,
  Cluster,
  FormActions,
  Skeleton,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import styles from './service-payment.module.css';

/**
 * /manage/payment-success?orderRef=…&requestId=…[&paidOrder=…]: the request the address names, as
 * the gateway has it (one of this line's; another customer's answers 404 and nothing is shown),
 * and the payment only when the gateway says that order is paid (core's serviceRequestResult over
 * paid-order-check). A reload, or the link opened later, says the same.
 */
export function ServiceRequestResultScreen({ query }: { query: ServiceRequestResultQuery | null }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const orderRef = query?.orderRef ?? '';
  const requests = queryView(
    useQuery({ ...lineRequestsQuery(gateway, { orderRef }), enabled: Boolean(query) }),
  );
  const paidOrder = query?.paidOrder;
  const order = queryView(useQuery({ ...orderQuery(gateway, paidOrder ?? ''), enabled: Boolean(paidOrder) }));
  const check = paidOrder
    ? paidOrderCheck(paidOrder, { data: order.data, error: order.error, loading: order.status === 'loading' })
    : null;
  const result = serviceRequestResult(
    query,
    { data: requests.data, failed: requests.status === 'error' },
    check,
  );
  const lineLink = (
    <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={manageOrderPath(orderRef)}>
      {intl.formatMessage({ id: 'service_payment.back_to_line' })}
    </Link>
  );

  if (result.kind === 'checking') return <Skeleton height="14rem" />;
  if (result.kind === 'error') {
    return (
      <QueryErrorAlert
        error={requests.error ?? order.error}
        onRetry={() => {
          requests.retry();
          order.retry();
        }}
      />
    );
  }
  if (result.kind === 'notFound' || result.kind === 'notPaid') {
    return (
      <Stack gap={5}>
        <Alert tone="warning" title={intl.formatMessage({ id: 'service_payment.result.not_found.title' })}>
          {result.kind === 'notPaid'
            ? intl.formatMessage(
                { id: 'service_payment.result.not_paid' },
                { orderRef: result.orderRef, state: intl.formatMessage({ id: result.stateId }) },
              )
            : intl.formatMessage({ id: 'service_payment.result.not_found.body' })}
        </Alert>
        {query && <FormActions>{lineLink}</FormActions>}
      </Stack>
    );
  }

  const { request, paid } = result;
  return (
    <Stack gap={5}>
      <Alert
        tone={result.tone}
        live="polite"
        title={intl.formatMessage({ id: result.headlineId }, { plan: request.planSwitch?.to ?? '' })}
      >
        {paid
          ? intl.formatMessage(
              { id: 'service_payment.result.paid' },
              { amount: paid.amount ? format.money(paid.amount.amount) : '', orderRef: paid.orderRef },
            )
          : intl.formatMessage({ id: 'service_payment.result.nothing_paid' })}
      </Alert>
      <Card as="section" aria-labelledby="request-result-kind">
        <Stack gap={2}>
          <Cluster gap={2}>
            <h2 id="request-result-kind" className={styles.kind}>
              {intl.formatMessage({ id: request.kindLabelId })}
            </h2>
            <Badge tone={request.status.tone}>{intl.formatMessage({ id: request.status.messageId })}</Badge>
          </Cluster>
          {request.planSwitch && (
            <>
              <p>
                {intl.formatMessage(
                  { id: 'plan_switch.row.summary' },
                  { from: request.planSwitch.from, to: request.planSwitch.to },
                )}
              </p>
              <p>
                {intl.formatMessage({ id: 'service_payment.result.effective' })}{' '}
                <MexicoCityTime at={request.planSwitch.effectiveAt} />
              </p>
            </>
          )}
          <Link to={request.path}>{intl.formatMessage({ id: 'service_payment.result.follow' })}</Link>
        </Stack>
      </Card>
      <FormActions>{lineLink}</FormActions>
    </Stack>
  );
}
