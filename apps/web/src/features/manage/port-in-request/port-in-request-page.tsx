import type { Line } from '@senda/core/gateway';
import { LoadingBlock } from '../../../shared/loading-block';
import { FlowApproval } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { OutcomeScreen } from './outcome-screen';
import { PORT_IN_REQUEST_JOURNEY } from './port-in-request-flow';
import { PORT_IN_REQUEST } from './port-in-request-parts';
import { ReviewScreen } from './review-screen';
import { TransferScreen } from './transfer-screen';

const TEXTS: LineFlowTexts = {
  titleId: 'port_in_request.title',
  backId: 'port_in_request.back_to_line',
  loadingId: 'port_in_request.loading',
  loadFailedId: 'port_in_request.load_failed',
  noLineId: 'port_in_request.no_line',
};

/**
 * /manage/cancel-portin?orderRef=…: the line's latest number transfer and its timeline; cancel it
 * while that is allowed, or start a failed or rejected one again with corrected details, or take a
 * new number instead (approved by the account's address first), or cancel the line. One page
 * for the whole flow; a reload resumes where the machine was (saved per customer and order).
 */
export default function PortInRequestPage() {
  return (
    <LineFlowFrame journey={PORT_IN_REQUEST_JOURNEY} texts={TEXTS}>
      {(line) => <PortInRequestFlow key={line.accountNumber} line={line} />}
    </LineFlowFrame>
  );
}

function PortInRequestFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(PORT_IN_REQUEST, line);
  const { view, send } = flow;
  // A new number is approved by the account's address over the review (the template's step-up).
  if (view.stepUp) return <FlowApproval stepUp={view.stepUp} onBack={() => send('EDIT')} />;
  switch (view.screen) {
    case 'transfer':
    case 'no-transfer':
    case 'cancelling':
      return <TransferScreen flow={flow} orderRef={line.orderRef} />;
    case 'review':
    case 'sending':
    case 'send-failed':
      return <ReviewScreen flow={flow} />;
    case 'following':
    case 'done':
    case 'new-number':
    case 'failed':
    case 'cancelled':
      return <OutcomeScreen flow={flow} orderRef={line.orderRef} />;
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="port_in_request.check_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    default:
      return <LoadingBlock labelId="port_in_request.loading" height="16rem" />;
  }
}
