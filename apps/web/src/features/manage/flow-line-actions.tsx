import type { Line } from '@senda/core';
import { LINE_ACTION_FLOWS } from '@senda/core/navigation';
import { serviceFlowParts } from './service-flow-parts';

/**
 * Every flow's entry on the line page and the request hub: the flows whose manifest has a line
 * action (core's LINE_ACTION_FLOWS), in the manifests' order, each with its own component
 * (service-flow-parts.ts), which offers the flow or says why not from its eligibility. The
 * pages themselves keep no list.
 */
export function FlowLineActions({ line }: { line: Line }) {
  return (
    <>
      {LINE_ACTION_FLOWS.map((flow) => {
        const Action = serviceFlowParts(flow.id).LineAction;
        return Action ? <Action key={flow.id} line={line} /> : null;
      })}
    </>
  );
}
