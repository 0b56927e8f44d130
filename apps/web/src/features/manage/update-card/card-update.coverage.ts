import { defineFlowCoverage } from '../flow-app';
import { UPDATE_CARD_FLOW } from './update-card-flow';

export default defineFlowCoverage('card-update', UPDATE_CARD_FLOW.machine);
