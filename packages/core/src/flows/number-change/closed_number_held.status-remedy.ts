import type { Line } from '../../gateway/lines/line.schema.ts';
import { defineStatusRemedy } from '../../machines/line-home/flow-status-remedy.ts';
import type { NumberChangeEligibilityAnswer } from './gateway/number-change-eligibility.ts';
import { numberChangeEligibilityQuery } from './number-change.queries.ts';
import { numberRecoveryRemedy } from './number-change.rules.ts';

/**
 * A lapsed line's (state closed_number_held, this file's name) "Recover your number by …" leads to
 * the recovery while it is offered: this wing's read and rule (action RECOVERY), at the recovery
 * wing's line action, found in the flow registry (no recovery wing: no link); once one was paid
 * for, the sentence says it was asked for. This wing answers it because the read and the rule are
 * its own; the recovery wing imports none. Loaded only for a line in that state.
 */
export default defineStatusRemedy({
  needs: { orderRef: true, portIn: true, portedOut: true, numberHeldUntil: true },
  query: (gateway, line) => numberChangeEligibilityQuery(gateway, line, 'RECOVERY'),
  offered: (
    line: Pick<Line, 'orderRef' | 'portIn'> & Partial<Pick<Line, 'portedOut' | 'numberHeldUntil'>>,
    eligibility: NumberChangeEligibilityAnswer | undefined,
  ) => numberRecoveryRemedy(line, eligibility),
  requestedId: 'number_change.lapsed.requested',
});
