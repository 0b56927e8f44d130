import { defineFlowCoverage } from '../flow-app';
import { NUMBER_RECOVERY_FLOW } from './number-change-flow';

export default defineFlowCoverage('number-recovery', NUMBER_RECOVERY_FLOW.machine);
