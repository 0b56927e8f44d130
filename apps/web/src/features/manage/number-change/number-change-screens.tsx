import {
  type Line,
  MANAGE_ROUTES,
  manageOrderPath,
  managePath,
  type NumberChangeAction,
  servicePaymentChild,
  showsSettledRequest,
} from '@senda/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import type { LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { ServicePaymentFailedScreen } from '../service-payment/service-payment-failed-screen';
import { ServicePaymentScreen } from '../service-payment/service-payment-screen';
import { ServiceRequestResultScreen } from '../service-payment/service-request-result-screen';
import { ChooseNumberScreen } from './choose-number-screen';
import { DetailsScreen } from './details-screen';
import { RecoveryScreen } from './recovery-screen';
import { StatusScreen } from './status-screen';
import { type NumberChangeHandle, useNumberChange } from './use-number-change';

export const NUMBER_CHANGE_TEXTS: LineFlowTexts = {
  titleId: 'number_change.choose.title',
  backId: 'number_change.back_to_line',
  loadingId: 'number_change.loading',
  loadFailedId: 'number_change.load_failed',
  noLineId: 'number_change.no_line',
};

export const NUMBER_RECOVERY_TEXTS: LineFlowTexts = {
  ...NUMBER_CHANGE_TEXTS,
  titleId: 'number_change.recovery.title',
};

/**
 * A number change's (or recovery's) pages for one line: each page runs the same machine for that
 * line (saved per customer and line, so moving between the pages or reloading resumes it); the
 * address follows the machine, and the page renders the screen of its view.
 */
export function NumberChangeFlow({ line, action }: { line: Line; action: NumberChangeAction }) {
  const flow = useNumberChange(line, action);
  const location = useLocation();
  // The status page of a request already settled (a reload after the flow ended) reads it.
  if (showsSettledRequest(flow.view, location)) return <ServiceRequestResultScreen key={location.search} />;
  return <FlowScreen line={line} flow={flow} />;
}

function FlowScreen({ line, flow }: { line: Line; flow: NumberChangeHandle }) {
  const { view, send, actor } = flow;
  const payment = useSelector(actor, servicePaymentChild);
  const linePath = manageOrderPath(line.orderRef);

  switch (view.screen) {
    case 'choose':
      return view.action === 'CHANGE' ? (
        <ChooseNumberScreen flow={flow} linePath={linePath} />
      ) : (
        <RecoveryScreen flow={flow} linePath={linePath} />
      );
    case 'details':
    case 'sending':
    case 'send-failed':
      return <DetailsScreen flow={flow} />;
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
    case 'status':
    case 'follow-later':
    case 'done':
    case 'failed':
      return <StatusScreen flow={flow} linePath={linePath} />;
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="number_change.check_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    case 'not-eligible':
    case 'left':
      return <FlowEnded line={line} flow={flow} />;
    default:
      return <LoadingBlock labelId="number_change.loading" height="16rem" />;
  }
}

/** Why the flow ended without a request: not eligible (why, and what to do), or left. */
function FlowEnded({ line, flow }: { line: Line; flow: NumberChangeHandle }) {
  const intl = useIntl();
  const { view } = flow;
  const refused = view.screen === 'not-eligible';
  return (
    <Stack gap={5}>
      <Alert
        tone={refused ? 'warning' : 'info'}
        title={
          refused
            ? intl.formatMessage({
                id:
                  view.action === 'CHANGE'
                    ? 'number_change.unavailable.title'
                    : 'number_change.recovery.unavailable.title',
              })
            : undefined
        }
      >
        {view.endedMessageId && intl.formatMessage({ id: view.endedMessageId })}
      </Alert>
      <FormActions>
        {view.offersRequestHistory && (
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            to={managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef)}
          >
            {intl.formatMessage({ id: 'number_change.see_requests' })}
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={manageOrderPath(line.orderRef)}
        >
          {intl.formatMessage({ id: 'number_change.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
