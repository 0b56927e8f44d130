import type { DueNoticeHost } from '../define-sandbox-flow.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';
import { BOOSTER_FAILURES } from './boosters.failures.ts';
import type { BoosterService } from './boosters.ts';

/** The sandbox state, which holds the boosters' service (sandbox-state.ts makes it with the orders'). */
type WithBoosters = DueNoticeHost & { readonly boosters?: BoosterService };

/** Boosters: no step-up (they change no account, SIM or number); the automatic ones bought as the clock moves. */
export default defineSandboxFlow({
  id: 'boosters',
  stepUpWords: {},
  failures: BOOSTER_FAILURES,
  fileDueNotices: (state) => {
    const { boosters } = state as WithBoosters;
    if (!boosters) return;
    let changed = false;
    for (const line of Object.values(state.store.data.lines)) {
      if (line.autoBooster && boosters.settleAutomatic(line, state.now())) changed = true;
    }
    if (changed) state.store.changed();
  },
});
