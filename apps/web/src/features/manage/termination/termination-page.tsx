import { terminationDonePath } from '@senda/core/flows/termination';
import type { Line } from '@senda/core/gateway';
import { MANAGE_ROUTES, manageOrderPath, managePath } from '@senda/core/navigation';
import { useAtomValue } from 'jotai';
import { useServices } from '../../../shared/services-context';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { RequestScreen } from './request-screen';
import { ResultScreen } from './result-screen';
import { StayScreen } from './stay-screen';
import { SubmitScreen } from './submit-screen';
import { TERMINATION_JOURNEY } from './termination-flow';
import { TERMINATION_REQUEST } from './termination-parts';

const TEXTS: LineFlowTexts = {
  titleId: 'termination.request.title',
  backId: 'termination.back_to_line',
  loadingId: 'termination.loading',
  loadFailedId: 'termination.load_failed',
  noLineId: 'termination.no_line',
};

/**
 * The termination flow's four pages (the spec: request, stay, submit, success), for the line its
 * orderRef names, in the frame every service flow shares. Each page runs the same machine for
 * that line (saved per customer and line, so moving between the pages or reloading resumes it);
 * the address follows the machine, and the page renders the screen of its view.
 */
export default function TerminationPage() {
  return (
    <LineFlowFrame journey={TERMINATION_JOURNEY} texts={TEXTS}>
      {(line) => <TerminationFlow key={line.accountNumber} line={line} />}
    </LineFlowFrame>
  );
}

function TerminationFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(TERMINATION_REQUEST, line);
  const { stores } = useServices();
  const webview = useAtomValue(stores.sessionFacts.facts).webview;
  const { view, send } = flow;
  const linePath = manageOrderPath(line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        request: () => <RequestScreen flow={flow} linePath={linePath} />,
        stay: () => <StayScreen line={line} flow={flow} />,
        ...sameScreen(view, ['submit', 'sending', 'send-failed'], () => (
          <SubmitScreen line={line} flow={flow} />
        )),
        ...sameScreen(view, ['submitted', 'withdrawing', 'closed', 'claimed', 'withdrawn', 'failed'], () => (
          <ResultScreen
            line={line}
            flow={flow}
            donePath={terminationDonePath(view, { webview, orderRef: line.orderRef })}
          />
        )),
      }}
      loadingId="termination.loading"
      checkFailedId="termination.check_failed"
      retry={() => send('RETRY')}
      edit={() => send('EDIT')}
      end={{
        // Why the flow ended without a termination: not eligible (4121101: why, what to do), or left.
        screens: { 'not-eligible': 'refused', left: 'ended' },
        titleId: 'termination.unavailable.title',
        messageId: view.endedMessageId,
        requests: view.offersRequestHistory
          ? {
              path: managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef),
              labelId: 'termination.see_requests',
            }
          : null,
        back: { path: linePath, labelId: 'termination.back_to_line' },
      }}
    />
  );
}
