import type { Line } from '@senda/core/gateway';
import { lineFlowsShown } from '@senda/core/machines/line-home';
import { LINE_ACTION_FLOWS } from '@senda/core/navigation';
import type { ComponentType } from 'react';
import type { FlowLineAction } from './flow-app';

/**
 * Each flow's entry on the line page and the request hub, keyed by the flow's id: its
 * `<flow>.line-action.ts` in its feature folder, found by its name (app/flow-parts.test.ts checks
 * every flow whose manifest has a line action has one). Kept out of app/service-flow-pages.ts,
 * which every servicing page loads: the actions, their rules and their eligibility reads load with
 * the pages that show them.
 */
const ENTRIES: readonly FlowLineAction[] = Object.values(
  import.meta.glob<FlowLineAction>('./*/*.line-action.ts', { eager: true, import: 'default' }),
);

export const FLOW_LINE_ACTIONS: Readonly<Record<string, ComponentType<{ line: Line }>>> = Object.fromEntries(
  ENTRIES.map((entry) => [entry.flowId, entry.Action]),
);

/**
 * Every flow's entry on the line page and the request hub: the flows whose manifest has a line
 * action that the line lists (core's lineFlowsShown: none on a line the customer asked to cancel), in
 * the manifests' order, each with its own component, which offers the flow or says why
 * not from its eligibility. `omit` leaves out a flow the page already offers elsewhere (the line
 * page's Renew now, by the status). The pages themselves keep no list.
 */
export function FlowLineActions({ line, omit = [] }: { line: Line; omit?: readonly string[] }) {
  return (
    <>
      {lineFlowsShown(line, LINE_ACTION_FLOWS)
        .filter((flow) => !omit.includes(flow.id))
        .map((flow) => {
          const Action = FLOW_LINE_ACTIONS[flow.id];
          return Action ? <Action key={flow.id} line={line} /> : null;
        })}
    </>
  );
}
