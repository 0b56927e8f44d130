import { PORT_IN_REQUEST_FLOW } from '@senda/core/machines/port-in-request';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('port-in-request', PORT_IN_REQUEST_FLOW.machine);
