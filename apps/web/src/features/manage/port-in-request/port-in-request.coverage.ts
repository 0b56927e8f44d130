import { PORT_IN_REQUEST_FLOW } from '@senda/core';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('port-in-request', PORT_IN_REQUEST_FLOW.machine);
