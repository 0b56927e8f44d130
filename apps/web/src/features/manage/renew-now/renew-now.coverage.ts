import { defineFlowCoverage } from '../flow-app';
import { RENEW_NOW_FLOW } from './renew-now-flow';

export default defineFlowCoverage('renew-now', RENEW_NOW_FLOW.machine);
