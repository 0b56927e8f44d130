import { defineFlowCoverage } from '../flow-app';
import { BOOSTERS_FLOW } from './boosters-flow';

export default defineFlowCoverage('boosters', BOOSTERS_FLOW.machine);
