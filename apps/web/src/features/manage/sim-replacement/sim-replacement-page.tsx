import type { Line } from '@senda/core/gateway';
import { MANAGE_ROUTES, manageOrderPath, managePath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system';
import { FlowPageShell, refusalNext, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { DeliveryDetailsScreen } from './delivery-details-screen';
import { KycScreen } from './kyc-screen';
import { OrderRequestScreen } from './order-request-screen';
import { OrderSummaryScreen } from './order-summary-screen';
import { SIM_REPLACEMENT_JOURNEY } from './sim-replacement-flow';
import { SIM_REPLACEMENT_REQUEST } from './sim-replacement-parts';

/**
 * The SIM-replacement flow's pages (the spec: order request, KYC, delivery details, order summary,
 * order payment, and the shared /manage/payment-success and -failed), for the line its orderRef
 * names. Each page runs the same machine for that line (saved per customer and line); the address
 * follows the machine, and the page renders the screen of its view.
 */
export default function SimReplacementPage() {
  return (
    <LineFlowFrame journey={SIM_REPLACEMENT_JOURNEY} texts={TEXTS} subjectOf={accountOf}>
      {(line) => <SimReplacementFlow line={line} />}
    </LineFlowFrame>
  );
}

/**
 * The flow's machine is the account's (its save's subject): the new SIM it gives the line, read
 * again once paid, keeps the page and its result as they are.
 */
const accountOf = (line: Line) => line.accountNumber;

const TEXTS: LineFlowTexts = {
  titleId: 'sim_replacement.order_request.title',
  backId: 'sim_replacement.back_to_line',
  loadingId: 'sim_replacement.loading',
  loadFailedId: 'sim_replacement.load_failed',
  noLineId: 'sim_replacement.no_line',
};

function SimReplacementFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(SIM_REPLACEMENT_REQUEST, line);
  const intl = useIntl();
  const { view, actor, send } = flow;
  const linePath = manageOrderPath(line.orderRef);
  const blocked = view.oldSimBlocked && (
    <Alert tone="info">{intl.formatMessage({ id: 'sim_replacement.blocked_notice' })}</Alert>
  );
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        'order-request': () => <OrderRequestScreen flow={flow} />,
        kyc: () => <KycScreen line={line} flow={flow} />,
        'delivery-details': () => <DeliveryDetailsScreen flow={flow} />,
        ...sameScreen(view, ['order-summary', 'sending', 'send-failed', 'failed'], () => (
          <OrderSummaryScreen flow={flow} />
        )),
      }}
      loadingId="sim_replacement.loading"
      checkFailedId="sim_replacement.check_failed"
      retry={() => send('RETRY')}
      edit={() => send('EDIT')}
      end={{
        screens: { 'not-eligible': 'refused', cancelled: 'ended', left: 'ended' },
        titleId: 'sim_replacement.unavailable.title',
        messageId: view.endedMessageId,
        next: refusalNext(view.nextStep, line.orderRef),
        requests: view.offersRequestHistory
          ? {
              path: managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef),
              labelId: 'sim_replacement.see_requests',
            }
          : null,
        back: { path: linePath, labelId: 'service_payment.back_to_line' },
      }}
      payment={{ request: actor, intro: blocked, backPath: linePath }}
      result={{ notice: blocked }}
    />
  );
}
