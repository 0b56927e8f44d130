import type { Line } from '@senda/core/gateway';
import { lineFlowsShown } from '@senda/core/machines/line-home';
import { LINE_ACTION_FLOWS, type LineActionFlowId } from '@senda/core/navigation';
import type { ComponentType } from 'react';
import { AutoRenewalAction } from './auto-renewal/auto-renewal-action';
import { ChangeNumberAction, RecoverNumberAction } from './number-change/number-change-actions';
import { ChangePlanAction } from './plan-switch/change-plan-action';
import { PortInRequestAction } from './port-in-request/port-in-request-action';
import { RenewNowAction } from './renew-now/renew-now-action';
import { ReversePortOutAction } from './reverse-port-out/reverse-port-out-action';
import { ReplaceSimAction } from './sim-replacement/replace-sim-action';
import { CancelLineAction } from './termination/cancel-line-action';
import { UpdateCardAction } from './update-card/update-card-action';

/**
 * Each flow's entry on the line page and the request hub, keyed by the flow's id: one per flow whose
 * manifest has a line action (core's LINE_ACTION_FLOWS; a manifest added without its entry here fails
 * the typecheck). Kept out of app/service-flow-pages.ts, which every servicing page loads: the
 * actions, their rules and their eligibility reads load with the pages that show them (issue 33).
 */
export const FLOW_LINE_ACTIONS = {
  'plan-switch': ChangePlanAction,
  'renew-now': RenewNowAction,
  'auto-renewal': AutoRenewalAction,
  'sim-replacement': ReplaceSimAction,
  termination: CancelLineAction,
  'port-in-request': PortInRequestAction,
  'reverse-port-out': ReversePortOutAction,
  'number-change': ChangeNumberAction,
  'number-recovery': RecoverNumberAction,
  'card-update': UpdateCardAction,
} as const satisfies Readonly<Record<LineActionFlowId, ComponentType<{ line: Line }>>>;

/**
 * Every flow's entry on the line page and the request hub: the flows whose manifest has a line
 * action that the line lists (core's lineFlowsShown: none on a line the customer asked to cancel), in
 * the manifests' order, each with its own component, which offers the flow or says why
 * not from its eligibility. `omit` leaves out a flow the page already offers elsewhere (the line
 * page's Renew now, by the status). The pages themselves keep no list.
 */
export function FlowLineActions({ line, omit = [] }: { line: Line; omit?: readonly LineActionFlowId[] }) {
  return (
    <>
      {lineFlowsShown(line, LINE_ACTION_FLOWS)
        .filter((flow) => !omit.includes(flow.id))
        .map((flow) => {
          const Action: ComponentType<{ line: Line }> = FLOW_LINE_ACTIONS[flow.id];
          return <Action key={flow.id} line={line} />;
        })}
    </>
  );
}
