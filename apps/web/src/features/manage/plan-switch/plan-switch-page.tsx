import type { Line } from '@senda/core/gateway';
import { MANAGE_ROUTES, manageOrderPath, managePath } from '@senda/core/navigation';
import { FlowPageShell, refusalNext, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { OrderSummaryScreen } from './order-summary-screen';
import { PlanDetailsScreen } from './plan-details-screen';
import { PLAN_SWITCH_JOURNEY } from './plan-switch-flow';
import { PLAN_SWITCH_REQUEST } from './plan-switch-parts';
import { PlansScreen } from './plans-screen';

/**
 * The plan-switch flow's six pages (the spec: plans, plan details, order summary, and the shared
 * /manage/payment, -success, -failed), for the line its orderRef names. Each page runs the same
 * machine for that line (saved per customer and line, so moving between the pages or reloading
 * resumes it); the address follows the machine, and the page renders the screen of its view.
 */
export default function PlanSwitchPage() {
  return (
    <LineFlowFrame journey={PLAN_SWITCH_JOURNEY} texts={TEXTS}>
      {(line) => <PlanSwitchFlow line={line} />}
    </LineFlowFrame>
  );
}

const TEXTS: LineFlowTexts = {
  titleId: 'plan_switch.plans.title',
  backId: 'plan_switch.back_to_line',
  loadingId: 'plan_switch.loading',
  loadFailedId: 'plan_switch.load_failed',
  noLineId: 'plan_switch.no_line',
};

function PlanSwitchFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(PLAN_SWITCH_REQUEST, line);
  const { view, send, actor } = flow;
  const linePath = manageOrderPath(line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        plans: () => <PlansScreen line={line} flow={flow} />,
        'plan-details': () => <PlanDetailsScreen flow={flow} />,
        ...sameScreen(view, ['order-summary', 'sending', 'send-failed', 'failed'], () => (
          <OrderSummaryScreen flow={flow} />
        )),
      }}
      loadingId="plan_switch.loading"
      checkFailedId="plan_switch.check_failed"
      retry={() => send('RETRY')}
      end={{
        // Why the flow ended without a switch: not eligible (and what to do), cancelled, or left.
        screens: { 'not-eligible': 'refused', cancelled: 'ended', left: 'ended' },
        titleId: 'plan_switch.unavailable.title',
        messageId: view.endedMessageId,
        next: refusalNext(view.nextStep, line.orderRef),
        requests: view.offersRequestHistory
          ? {
              path: managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef),
              labelId: 'plan_switch.see_requests',
            }
          : null,
        back: { path: linePath, labelId: 'service_payment.back_to_line' },
      }}
      payment={{ request: actor, backPath: linePath }}
      result={{}}
    />
  );
}
