import type { Line } from '@senda/core/gateway';
import { manageOrderPath } from '@senda/core/navigation';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { PaymentChoiceScreen } from '../payment-choice/payment-choice-screen';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { RENEW_NOW_REQUEST } from './renew-now-parts';
import { RenewReviewScreen } from './renew-review-screen';

/**
 * Renew now's pages (/manage/renew, and the shared /manage/payment, -success, -failed with
 * flow=renew-now) for the line its orderRef names: the same machine on each page (saved per
 * customer and line), the address following it, each page rendering the screen of its view through
 * the flow page shell (its own review and choice of how to pay; the rest the shell's).
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
  const flow = useServiceRequestFlow(RENEW_NOW_REQUEST, line);
  const { view, send, actor } = flow;
  const linePath = manageOrderPath(line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        ...sameScreen(view, ['review', 'sending', 'send-failed'], () => <RenewReviewScreen flow={flow} />),
        // Paid by card, at an OXXO or by SPEI: its own choice, the shell's failure page after it.
        payment: () => (view.payment ? <PaymentChoiceScreen request={actor} due={view.payment} /> : null),
      }}
      loadingId="renewal.loading"
      checkFailedId="renewal.load_failed"
      retry={() => send('RETRY')}
      end={{
        screens: { 'not-eligible': 'refused', failed: 'refused' },
        titleId: 'renewal.unavailable.title',
        messageId: view.messageId,
        back: { path: linePath, labelId: 'renewal.back_to_line' },
      }}
      payment={{ request: actor, backPath: linePath }}
      result={{}}
    />
  );
}
