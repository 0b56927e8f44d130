import { defineLineAction } from '../flow-app';
import { CancelLineAction } from './cancel-line-action';
import { WithdrawTermination } from './withdraw-termination';

export default defineLineAction('termination', CancelLineAction, {
  TERMINATION_REQUEST: WithdrawTermination,
});
