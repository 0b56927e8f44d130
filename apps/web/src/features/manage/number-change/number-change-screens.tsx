import type { NumberChangeAction } from '@senda/core/flows/number-change';
import { showsSettledRequest } from '@senda/core/flows/number-change';
import type { Line } from '@senda/core/gateway';
import { MANAGE_ROUTES, manageOrderPath, managePath } from '@senda/core/navigation';
import { useLocation } from 'react-router-dom';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import type { LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { ChooseNumberScreen } from './choose-number-screen';
import { DetailsScreen } from './details-screen';
import { NUMBER_CHANGE_REQUEST, NUMBER_RECOVERY_REQUEST } from './number-change-parts';
import { RecoveryScreen } from './recovery-screen';
import { StatusScreen } from './status-screen';

export const NUMBER_CHANGE_TEXTS: LineFlowTexts = {
  titleId: 'number_change.choose.title',
  backId: 'number_change.back_to_line',
  loadingId: 'number_change.loading',
  loadFailedId: 'number_change.load_failed',
  noLineId: 'number_change.no_line',
};

/**
 * A number change's (or recovery's) pages for one line, in the flow page shell: each page runs
 * the same machine for that line (saved per customer and line, so moving between the pages or
 * reloading resumes it); the address follows the machine, and the page renders the screen of its
 * view. The status page of a request already settled (a reload after the flow ended) reads it.
 */
export function NumberChangeFlow({ line, action }: { line: Line; action: NumberChangeAction }) {
  const flow = useServiceRequestFlow(
    action === 'CHANGE' ? NUMBER_CHANGE_REQUEST : NUMBER_RECOVERY_REQUEST,
    line,
  );
  const location = useLocation();
  const { view, send, actor } = flow;
  const linePath = manageOrderPath(line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        choose: () =>
          view.action === 'CHANGE' ? (
            <ChooseNumberScreen flow={flow} linePath={linePath} />
          ) : (
            <RecoveryScreen flow={flow} linePath={linePath} />
          ),
        ...sameScreen(view, ['details', 'sending', 'send-failed'], () => <DetailsScreen flow={flow} />),
        ...sameScreen(view, ['status', 'follow-later', 'done', 'failed'], () => (
          <StatusScreen flow={flow} linePath={linePath} />
        )),
      }}
      loadingId="number_change.loading"
      checkFailedId="number_change.check_failed"
      retry={() => send('RETRY')}
      end={{
        // Why the flow ended without a request: not eligible (why, and what to do), or left.
        screens: { 'not-eligible': 'refused', left: 'ended' },
        titleId:
          view.action === 'CHANGE'
            ? 'number_change.unavailable.title'
            : 'number_change.recovery.unavailable.title',
        messageId: view.endedMessageId,
        requests: view.offersRequestHistory
          ? {
              path: managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef),
              labelId: 'number_change.see_requests',
            }
          : null,
        back: { path: linePath, labelId: 'number_change.back_to_line' },
      }}
      payment={{ request: actor, backPath: linePath }}
      result={{ shown: showsSettledRequest(view, location) }}
    />
  );
}
