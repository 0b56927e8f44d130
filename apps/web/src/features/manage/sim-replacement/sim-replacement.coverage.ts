import { defineFlowCoverage } from '../flow-app';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

export default defineFlowCoverage('sim-replacement', SIM_REPLACEMENT_FLOW.machine);
