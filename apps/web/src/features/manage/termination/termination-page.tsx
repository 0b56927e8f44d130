import {
  flowRouteTitle,
  type Line,
  lineHomeQuery,
  MANAGE_ROUTES,
  manageOrderPath,
  managePath,
  readOrderRefQuery,
  terminationDonePath,
} from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, PageHeader, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { LineNotFound } from '../line-not-found';
import { BackToLine, LinePageLoadFailed } from '../line-page-parts';
import { RequestScreen } from './request-screen';
import { ResultScreen } from './result-screen';
import { StayScreen } from './stay-screen';
import { SubmitScreen } from './submit-screen';
import { type TerminationHandle, useTermination } from './use-termination';

/**
 * The termination flow's four pages (§2: request, stay, submit, success), for the line its
 * orderRef names. Each page runs the same machine for that line (saved per customer and line, so
 * moving between the pages or reloading resumes it); the address follows the machine, and the
 * page renders the screen of its view.
 */
export default function TerminationPage() {
  const intl = useIntl();
  const location = useLocation();
  const { gateway } = useServices();
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : null;
  const home = queryView(useQuery({ ...lineHomeQuery(gateway, orderRef ?? ''), enabled: orderRef !== null }));
  const titleId = flowRouteTitle(location.pathname) ?? 'termination.request.title';

  if (home.data?.kind === 'not-found') return <LineNotFound />;
  return (
    <Stack gap={6}>
      <PageHeader
        back={orderRef ? <BackToLine orderRef={orderRef} labelId="termination.back_to_line" /> : undefined}
        title={intl.formatMessage({ id: titleId })}
        subtitle={home.data?.kind === 'line' ? home.data.line.msisdn : undefined}
      />
      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
          {intl.formatMessage({ id: 'manage_order.invalid_ref.body' })}
        </Alert>
      )}
      {home.status === 'loading' && <LoadingBlock labelId="termination.loading" height="16rem" />}
      {home.status === 'error' && (
        <LinePageLoadFailed
          titleId="termination.load_failed"
          bodyId="common.load_failed"
          onRetry={home.retry}
        />
      )}
      {home.data?.kind === 'order' && (
        <Alert tone="info">{intl.formatMessage({ id: 'termination.no_line' })}</Alert>
      )}
      {home.data?.kind === 'line' && (
        <TerminationFlow key={home.data.line.accountNumber} line={home.data.line} />
      )}
    </Stack>
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
