import { defineFlowCoverage } from '../flow-app';
import { AUTO_RENEWAL_OFF_FLOW, AUTO_RENEWAL_ON_FLOW } from './auto-renewal-flow';

// Turning it off is a machine of its own, with its own stories (turn-off.stories.tsx).
export default defineFlowCoverage('auto-renewal', AUTO_RENEWAL_ON_FLOW.machine, {
  'auto-renewal-off': AUTO_RENEWAL_OFF_FLOW.machine,
});
