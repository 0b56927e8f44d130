import { defineFlowCoverage } from '../flow-app';
import { LINE_REGISTRATION_MACHINE } from './line-registry-flow';

export default defineFlowCoverage('line-registry', LINE_REGISTRATION_MACHINE);
