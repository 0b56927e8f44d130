import type { Line } from '../../gateway/lines/line.schema.ts';
import { defineStatusRemedy } from '../../machines/line-home/flow-status-remedy.ts';
import type { ReversePortOutEligibility } from './gateway/index.ts';
import { reversePortOutEligibilityQuery } from './reverse-port-out.queries.ts';
import { reversePortOutLineAction } from './reverse-port-out.rules.ts';

/**
 * A taken number's (state ported_out, this file's name) "ask for your number back" leads here while
 * the gateway says the line may ask (the line action's rule and read); once a request is open, the
 * sentence says it was asked for. Loaded only for a line in that state.
 */
export default defineStatusRemedy({
  needs: { orderRef: true },
  query: reversePortOutEligibilityQuery,
  offered: (line: Pick<Line, 'orderRef'>, eligibility: ReversePortOutEligibility | undefined) => {
    if (eligibility?.eligible === false && eligibility.reason === 'REQUEST_OPEN') return 'requested';
    const action = reversePortOutLineAction(line, eligibility);
    if (!action) return eligibility ? null : undefined;
    return action.kind === 'offer' ? { path: action.path } : null;
  },
  requestedId: 'reverse_port_out.remedy.requested',
});
