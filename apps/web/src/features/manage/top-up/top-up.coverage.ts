import { topUpMachine } from '@senda/core/flows/top-up';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('top-up', topUpMachine);
