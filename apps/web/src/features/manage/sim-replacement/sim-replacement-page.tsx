import {
  type Line,
  manageOrderPath,
  managePath,
  SERVICE_PAYMENT_ROUTES,
  servicePaymentChild,
} from '@senda/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
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
  return <LineFlowFrame texts={TEXTS}>{(line) => <SimReplacementFlow line={line} />}</LineFlowFrame>;
}

const TEXTS: LineFlowTexts = {
  titleId: 'sim_replacement.order_request.title',
  backId: 'sim_replacement.back_to_line',
  loadingId: 'sim_replacement.loading',
  loadFailedId: 'sim_replacement.load_failed',
  noLineId: 'sim_replacement.no_line',
};

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
            {view.nextStep && (
              <Link
                className={buttonClassName({ variant: 'primary', size: 'lg' })}
                to={managePath(view.nextStep.route, line.orderRef)}
              >
                {intl.formatMessage({ id: view.nextStep.labelId })}
              </Link>
            )}
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
