import { defineFlowCoverage } from '../flow-app';
import { AUTO_RENEWAL_ON_FLOW } from './auto-renewal-flow';

export default defineFlowCoverage('auto-renewal', AUTO_RENEWAL_ON_FLOW.machine);
