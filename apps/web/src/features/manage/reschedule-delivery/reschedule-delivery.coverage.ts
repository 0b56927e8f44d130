import { defineFlowCoverage } from '../flow-app';
import { RESCHEDULE_DELIVERY_FLOW } from './reschedule-delivery-flow';

export default defineFlowCoverage('reschedule-delivery', RESCHEDULE_DELIVERY_FLOW.machine);
