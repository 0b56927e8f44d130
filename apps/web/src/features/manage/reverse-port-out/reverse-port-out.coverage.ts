import { REVERSE_PORT_OUT_FLOW } from '@senda/core/flows/reverse-port-out';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('reverse-port-out', REVERSE_PORT_OUT_FLOW.machine);
