import { type Line, MANAGE_ROUTES, manageOrderPath, managePath, terminationDonePath } from '@senda/core';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { RequestScreen } from './request-screen';
import { ResultScreen } from './result-screen';
import { StayScreen } from './stay-screen';
import { SubmitScreen } from './submit-screen';
import { type TerminationHandle, useTermination } from './use-termination';

const TEXTS: LineFlowTexts = {
  titleId: 'termination.request.title',
  backId: 'termination.back_to_line',
  loadingId: 'termination.loading',
  loadFailedId: 'termination.load_failed',
  noLineId: 'termination.no_line',
};

/**
 * The termination flow's four pages (§2: request, stay, submit, success), for the line its
 * orderRef names, in the frame every service flow shares. Each page runs the same machine for
 * that line (saved per customer and line, so moving between the pages or reloading resumes it);
 * the address follows the machine, and the page renders the screen of its view.
 */
export default function TerminationPage() {
  return (
    <LineFlowFrame texts={TEXTS}>
      {(line) => <TerminationFlow key={line.accountNumber} line={line} />}
    </LineFlowFrame>
  );
}

function TerminationFlow({ line }: { line: Line }) {
  const flow = useTermination(line);
  const { stores } = useServices();
  const webview = useAtomValue(stores.sessionFacts.facts).webview;
  const { view, send } = flow;
  const linePath = manageOrderPath(line.orderRef);

  switch (view.screen) {
    case 'request':
      return <RequestScreen flow={flow} linePath={linePath} />;
    case 'stay':
      return <StayScreen line={line} flow={flow} />;
    case 'submit':
    case 'sending':
    case 'send-failed':
      return <SubmitScreen line={line} flow={flow} />;
    case 'submitted':
    case 'withdrawing':
    case 'closed':
    case 'claimed':
    case 'withdrawn':
    case 'failed':
      return (
        <ResultScreen
          line={line}
          flow={flow}
          donePath={terminationDonePath(view, { webview, orderRef: line.orderRef })}
        />
      );
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="termination.check_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    case 'not-eligible':
    case 'left':
      return <FlowEnded line={line} flow={flow} />;
    default:
      return <LoadingBlock labelId="termination.loading" height="16rem" />;
  }
}

/** Why the flow ended without a termination: not eligible (§8 4121101: why, what to do), or left. */
function FlowEnded({ line, flow }: { line: Line; flow: TerminationHandle }) {
  const intl = useIntl();
  const { view } = flow;
  const refused = view.screen === 'not-eligible';
  return (
    <Stack gap={5}>
      <Alert
        tone={refused ? 'warning' : 'info'}
        title={refused ? intl.formatMessage({ id: 'termination.unavailable.title' }) : undefined}
      >
        {view.endedMessageId && intl.formatMessage({ id: view.endedMessageId })}
      </Alert>
      <FormActions>
        {view.offersRequestHistory && (
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            to={managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef)}
          >
            {intl.formatMessage({ id: 'termination.see_requests' })}
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={manageOrderPath(line.orderRef)}
        >
          {intl.formatMessage({ id: 'termination.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
