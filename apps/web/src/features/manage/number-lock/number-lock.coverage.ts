import { numberLockMachine } from '@senda/core/flows/number-lock';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('number-lock', numberLockMachine);
