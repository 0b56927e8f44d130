import {
  type Line,
  MANAGE_ROUTES,
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
import { OrderSummaryScreen } from './order-summary-screen';
import { PlanDetailsScreen } from './plan-details-screen';
import { PlansScreen } from './plans-screen';
import { type PlanSwitchHandle, usePlanSwitch } from './use-plan-switch';

/**
 * The plan-switch flow's six pages (§2: plans, plan details, order summary, and the shared
 * /manage/payment, -success, -failed), for the line its orderRef names. Each page runs the same
 * machine for that line (saved per customer and line, so moving between the pages or reloading
 * resumes it); the address follows the machine, and the page renders the screen of its view.
 */
export default function PlanSwitchPage() {
  return <LineFlowFrame texts={TEXTS}>{(line) => <PlanSwitchFlow line={line} />}</LineFlowFrame>;
}

const TEXTS: LineFlowTexts = {
  titleId: 'plan_switch.plans.title',
  backId: 'plan_switch.back_to_line',
  loadingId: 'plan_switch.loading',
  loadFailedId: 'plan_switch.load_failed',
  noLineId: 'plan_switch.no_line',
};

function PlanSwitchFlow({ line }: { line: Line }) {
  const flow = usePlanSwitch(line);
  const location = useLocation();
  // The result page reads the request from the gateway: the machine only finishes following it.
  if (location.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess) {
    // A new address (the request named once it is known) is a new result to read.
    return <ServiceRequestResultScreen key={location.search} />;
  }
  return <FlowScreen line={line} flow={flow} />;
}

function FlowScreen({ line, flow }: { line: Line; flow: PlanSwitchHandle }) {
  const { view, send, actor } = flow;
  const payment = useSelector(actor, servicePaymentChild);
  const linePath = manageOrderPath(line.orderRef);

  switch (view.screen) {
    case 'plans':
      return <PlansScreen line={line} flow={flow} />;
    case 'plan-details':
      return <PlanDetailsScreen flow={flow} />;
    case 'order-summary':
    case 'sending':
    case 'send-failed':
    case 'failed':
      return <OrderSummaryScreen flow={flow} />;
    case 'payment':
      return view.payment ? (
        <ServicePaymentScreen request={actor} payment={payment} due={view.payment} />
      ) : null;
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
          titleId="plan_switch.check_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    case 'not-eligible':
    case 'cancelled':
    case 'left':
      return <FlowEnded line={line} flow={flow} />;
    default:
      // Checking, cancelling, and an outcome on its way to the result page.
      return <LoadingBlock labelId="plan_switch.loading" height="16rem" />;
  }
}

/** Why the flow ended without a switch: not eligible (and what to do), cancelled, or left. */
function FlowEnded({ line, flow }: { line: Line; flow: PlanSwitchHandle }) {
  const intl = useIntl();
  const { view } = flow;
  const refused = view.screen === 'not-eligible';
  return (
    <Stack gap={5}>
      <Alert
        tone={refused ? 'warning' : 'info'}
        title={refused ? intl.formatMessage({ id: 'plan_switch.unavailable.title' }) : undefined}
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
        {view.offersRequestHistory && (
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            to={managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef)}
          >
            {intl.formatMessage({ id: 'plan_switch.see_requests' })}
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={manageOrderPath(line.orderRef)}
        >
          {intl.formatMessage({ id: 'service_payment.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
