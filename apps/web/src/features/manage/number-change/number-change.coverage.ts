import { defineFlowCoverage } from '../flow-app';
import { NUMBER_CHANGE_FLOW } from './number-change-flow';

export default defineFlowCoverage('number-change', NUMBER_CHANGE_FLOW.machine);
