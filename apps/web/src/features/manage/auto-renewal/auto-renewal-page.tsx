import { AUTO_RENEWAL_ROUTES, type Line, managePath, servicePaymentChild } from '@senda/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { ServicePaymentFailedScreen } from '../service-payment/service-payment-failed-screen';
import { ServicePaymentScreen } from '../service-payment/service-payment-screen';
import { AutoRenewalDetailsScreen } from './auto-renewal-details-screen';
import { AutoRenewalReviewScreen, AutoRenewalTermsScreen } from './auto-renewal-terms-screen';
import { type AutoRenewalOnHandle, useAutoRenewalOn } from './use-auto-renewal';

/**
 * Auto-renewal's pages for the line its orderRef names: the details (on or off, turning it off),
 * and turning it on (/manage/auto-renewal-payment: the terms, the card, the consent, the review;
 * /manage/auto-renewal-card-payment: the first payment), one machine for both, the address
 * following it. Each page renders the screen of its view.
 */
export default function AutoRenewalPage() {
  return <LineFlowFrame texts={TEXTS}>{(line) => <AutoRenewalRoutes line={line} />}</LineFlowFrame>;
}

const TEXTS: LineFlowTexts = {
  titleId: 'auto_renewal.details.title',
  backId: 'auto_renewal.back_to_line',
  loadingId: 'auto_renewal.loading',
  loadFailedId: 'auto_renewal.load_failed',
  noLineId: 'auto_renewal.no_line',
};

function AutoRenewalRoutes({ line }: { line: Line }) {
  const location = useLocation();
  if (location.pathname === AUTO_RENEWAL_ROUTES.details) return <AutoRenewalDetailsScreen line={line} />;
  return <TurnOnFlow line={line} />;
}

function TurnOnFlow({ line }: { line: Line }) {
  const flow = useAutoRenewalOn(line);
  return <TurnOnScreen line={line} flow={flow} />;
}

export function TurnOnScreen({ line, flow }: { line: Line; flow: AutoRenewalOnHandle }) {
  const intl = useIntl();
  const { view, actor } = flow;
  const payment = useSelector(actor, servicePaymentChild);
  const detailsPath = managePath(AUTO_RENEWAL_ROUTES.details, line.orderRef);
  switch (view.screen) {
    case 'terms':
      return <AutoRenewalTermsScreen flow={flow} />;
    case 'review':
    case 'sending':
    case 'send-failed':
      return <AutoRenewalReviewScreen flow={flow} />;
    case 'card-payment':
      return view.payment ? (
        <Stack gap={5}>
          <p>{intl.formatMessage({ id: 'auto_renewal.card_payment.intro' })}</p>
          <ServicePaymentScreen request={actor} payment={payment} due={view.payment} />
        </Stack>
      ) : null;
    case 'payment-failed':
      return (
        <ServicePaymentFailedScreen
          messageId={view.messageId}
          canRetry={view.sends.has('RETRY')}
          onRetry={() => actor.send({ type: 'RETRY' })}
          linePath={detailsPath}
        />
      );
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="auto_renewal.load_failed"
          bodyId="common.load_failed"
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      );
    case 'not-eligible':
    case 'failed':
      return (
        <Stack gap={5}>
          <Alert tone="warning" title={intl.formatMessage({ id: 'auto_renewal.unavailable.title' })}>
            {view.messageId && intl.formatMessage({ id: view.messageId })}
          </Alert>
          <FormActions>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={detailsPath}>
              {intl.formatMessage({ id: 'auto_renewal.back_to_details' })}
            </Link>
          </FormActions>
        </Stack>
      );
    default:
      // Checking, the request followed, and the outcome on its way to the details page.
      return <LoadingBlock labelId="auto_renewal.loading" height="16rem" />;
  }
}
