import { defineSandboxFlow } from '../define-sandbox-flow.ts';
import { fileUsageAlerts } from './usage-alerts.ts';

/** The usage alerts: the customer's switches, and the e-mails filed as the clock moves. */
export default defineSandboxFlow({
  id: 'usage-alerts',
  stepUpWords: {},
  failures: {},
  fileDueNotices: (state) => {
    const { data } = state.store;
    let changed = false;
    for (const line of Object.values(data.lines)) {
      const { status } = state.lines.snapshot(line);
      if (fileUsageAlerts(state, line, data.users[line.userId], status, state.now())) changed = true;
    }
    if (changed) state.store.changed();
  },
});
