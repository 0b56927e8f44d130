import {
  flowRouteTitle,
  type Line,
  lineHomeQuery,
  manageOrderPath,
  readOrderRefQuery,
  SERVICE_PAYMENT_ROUTES,
  servicePaymentChild,
} from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, PageHeader, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { LineNotFound } from '../line-not-found';
import { BackToLine, LinePageLoadFailed } from '../line-page-parts';
import { ServicePaymentFailedScreen } from '../service-payment/service-payment-failed-screen';
import { ServicePaymentScreen } from '../service-payment/service-payment-screen';
import { ServiceRequestResultScreen } from '../service-payment/service-request-result-screen';
import { DeliveryDetailsScreen } from './delivery-details-screen';
import { KycScreen } from './kyc-screen';
import { OrderRequestScreen } from './order-request-screen';
import { OrderSummaryScreen } from './order-summary-screen';
import { type SimReplacementHandle, useSimReplacement } from './use-sim-replacement';

/**
 * The SIM-replacement flow's pages (§2: order request, KYC, delivery details, order summary,
 * order payment, and the shared /manage/payment-success and -failed), for the line its orderRef
 * names. Each page runs the same machine for that line (saved per customer and line); the address
 * follows the machine, and the page renders the screen of its view.
 */
export default function SimReplacementPage() {
  const intl = useIntl();
  const location = useLocation();
  const { gateway } = useServices();
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : null;
  const home = queryView(useQuery({ ...lineHomeQuery(gateway, orderRef ?? ''), enabled: orderRef !== null }));
  const titleId = flowRouteTitle(location.pathname) ?? 'sim_replacement.order_request.title';

  if (home.data?.kind === 'not-found') return <LineNotFound />;
  return (
    <Stack gap={6}>
      <PageHeader
        back={
          orderRef ? <BackToLine orderRef={orderRef} labelId="sim_replacement.back_to_line" /> : undefined
        }
        title={intl.formatMessage({ id: titleId })}
        subtitle={home.data?.kind === 'line' ? home.data.line.msisdn : undefined}
      />
      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
          {intl.formatMessage({ id: 'manage_order.invalid_ref.body' })}
        </Alert>
      )}
      {home.status === 'loading' && <LoadingBlock labelId="sim_replacement.loading" height="16rem" />}
      {home.status === 'error' && (
        <LinePageLoadFailed
          titleId="sim_replacement.load_failed"
          bodyId="common.load_failed"
          onRetry={home.retry}
        />
      )}
      {home.data?.kind === 'order' && (
        <Alert tone="info">{intl.formatMessage({ id: 'sim_replacement.no_line' })}</Alert>
      )}
      {home.data?.kind === 'line' && (
        <SimReplacementFlow key={home.data.line.accountNumber} line={home.data.line} />
      )}
    </Stack>
  );
}

function SimReplacementFlow({ line }: { line: Line }) {
  const flow = useSimReplacement(line);
  const location = useLocation();
  const intl = useIntl();
  if (location.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess) {
    return (
      <Stack gap={5}>
        {flow.view.oldSimBlocked && (
          <Alert tone="info">{intl.formatMessage({ id: 'sim_replacement.blocked_notice' })}</Alert>
        )}
        <ServiceRequestResultScreen key={location.search} />
      </Stack>
    );
  }
  return <FlowScreen line={line} flow={flow} />;
}

function FlowScreen({ line, flow }: { line: Line; flow: SimReplacementHandle }) {
  const intl = useIntl();
  const { view, actor } = flow;
  const payment = useSelector(actor, servicePaymentChild);
  const linePath = manageOrderPath(line.orderRef);
  switch (view.screen) {
    case 'order-request':
      return <OrderRequestScreen flow={flow} />;
    case 'kyc':
      return <KycScreen line={line} flow={flow} />;
    case 'delivery-details':
      return <DeliveryDetailsScreen flow={flow} />;
    case 'order-summary':
    case 'sending':
    case 'send-failed':
    case 'failed':
      return <OrderSummaryScreen flow={flow} />;
    case 'payment':
      return view.payment ? (
        <Stack gap={5}>
          {view.oldSimBlocked && (
            <Alert tone="info">{intl.formatMessage({ id: 'sim_replacement.blocked_notice' })}</Alert>
          )}
          <ServicePaymentScreen request={actor} payment={payment} due={view.payment} />
        </Stack>
      ) : null;
    case 'payment-failed':
      return (
        <ServicePaymentFailedScreen
          messageId={view.messageId}
          canRetry={view.sends.has('RETRY')}
          onRetry={() => actor.send({ type: 'RETRY' })}
          linePath={linePath}
        />
      );
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="sim_replacement.check_failed"
          bodyId="common.load_failed"
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      );
    case 'not-eligible':
    case 'cancelled':
    case 'left':
      return (
        <Stack gap={5}>
          <Alert
            tone={view.screen === 'not-eligible' ? 'warning' : 'info'}
            title={
              view.screen === 'not-eligible'
                ? intl.formatMessage({ id: 'sim_replacement.unavailable.title' })
                : undefined
            }
          >
            {view.endedMessageId && intl.formatMessage({ id: view.endedMessageId })}
          </Alert>
          <FormActions>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
              {intl.formatMessage({ id: 'service_payment.back_to_line' })}
            </Link>
          </FormActions>
        </Stack>
      );
    default:
      return <LoadingBlock labelId="sim_replacement.loading" height="16rem" />;
  }
}
