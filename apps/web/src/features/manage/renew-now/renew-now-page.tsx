import { type Line, manageOrderPath, SERVICE_PAYMENT_ROUTES } from '@senda/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { ServicePaymentFailedScreen } from '../service-payment/service-payment-failed-screen';
import { ServiceRequestResultScreen } from '../service-payment/service-request-result-screen';
import { PaymentChoiceScreen } from './payment-choice-screen';
import { RenewReviewScreen } from './renew-review-screen';
import { type RenewNowHandle, useRenewNow } from './use-renew-now';

/**
 * Renew now's pages (/manage/renew, and the shared /manage/payment, -success, -failed with
 * flow=renew-now) for the line its orderRef names: the same machine on each page (saved per
 * customer and line), the address following it, each page rendering the screen of its view.
 */
export default function RenewNowPage() {
  return <LineFlowFrame texts={TEXTS}>{(line) => <RenewNowFlow line={line} />}</LineFlowFrame>;
}

const TEXTS: LineFlowTexts = {
  titleId: 'renewal.review.title',
  backId: 'renewal.back_to_line',
  loadingId: 'renewal.loading',
  loadFailedId: 'renewal.load_failed',
  noLineId: 'renewal.no_line',
};

function RenewNowFlow({ line }: { line: Line }) {
  const flow = useRenewNow(line);
  const location = useLocation();
  // The result page reads the request from the gateway: the machine only finishes following it.
  if (location.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess) {
    return <ServiceRequestResultScreen key={location.search} />;
  }
  return <FlowScreen line={line} flow={flow} />;
}

function FlowScreen({ line, flow }: { line: Line; flow: RenewNowHandle }) {
  const intl = useIntl();
  const { view, send, actor } = flow;
  const linePath = manageOrderPath(line.orderRef);
  switch (view.screen) {
    case 'review':
    case 'sending':
    case 'send-failed':
      return <RenewReviewScreen flow={flow} />;
    case 'payment':
      return view.payment ? <PaymentChoiceScreen request={actor} due={view.payment} /> : null;
    case 'payment-failed':
      return (
        <ServicePaymentFailedScreen
          messageId={view.messageId}
          canRetry={view.sends.has('RETRY')}
          onRetry={() => send('RETRY')}
          linePath={linePath}
        />
      );
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="renewal.load_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    case 'not-eligible':
    case 'failed':
      return (
        <Stack gap={5}>
          <Alert tone="warning" title={intl.formatMessage({ id: 'renewal.unavailable.title' })}>
            {view.messageId && intl.formatMessage({ id: view.messageId })}
          </Alert>
          <FormActions>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
              {intl.formatMessage({ id: 'renewal.back_to_line' })}
            </Link>
          </FormActions>
        </Stack>
      );
    default:
      // Checking, and an outcome on its way to the result page.
      return <LoadingBlock labelId="renewal.loading" height="16rem" />;
  }
}
