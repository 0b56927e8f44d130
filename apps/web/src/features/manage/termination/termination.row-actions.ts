import { defineRowActions } from '../flow-app';
import { WithdrawTermination } from './withdraw-termination';

export default defineRowActions('termination', { TERMINATION_REQUEST: WithdrawTermination });
