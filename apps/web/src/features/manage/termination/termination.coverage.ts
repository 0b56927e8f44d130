import { defineFlowCoverage } from '../flow-app';
import { TERMINATION_FLOW } from './termination-flow';

export default defineFlowCoverage('termination', TERMINATION_FLOW.machine);
