import { defineFlowCoverage } from '../flow-app';
import { PORT_IN_REQUEST_FLOW } from './port-in-request-flow';

export default defineFlowCoverage('port-in-request', PORT_IN_REQUEST_FLOW.machine);
