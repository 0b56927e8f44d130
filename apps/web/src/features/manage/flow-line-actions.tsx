import type { Line } from '@senda/core';
import { LINE_ACTION_FLOWS, type LineActionFlowId } from '@senda/core/navigation';
import type { ComponentType } from 'react';
import { ChangePlanAction } from './plan-switch/change-plan-action';

/**
 * Each flow's entry on the line page and the request hub, by the flow's id: the flows whose
 * manifest has a line action (core's LINE_ACTION_FLOWS), in the manifests' order. A flow whose
 * manifest gains a line action needs its component here (the typecheck and
 * app/flow-parts.test.ts say so); the pages themselves keep no list.
 */
export const FLOW_LINE_ACTIONS = {
  'plan-switch': ChangePlanAction,
} as const satisfies Readonly<Record<LineActionFlowId, ComponentType<{ line: Line }>>>;

/** Every flow's line action for this line: each decides, from its eligibility, to offer or explain. */
export function FlowLineActions({ line }: { line: Line }) {
  return (
    <>
      {LINE_ACTION_FLOWS.map((flow) => {
        const Action: ComponentType<{ line: Line }> = FLOW_LINE_ACTIONS[flow.id];
        return <Action key={flow.id} line={line} />;
      })}
    </>
  );
}
