import { defineLineAction } from '../flow-app';
import { CancelLineAction } from './cancel-line-action';

export default defineLineAction('termination', CancelLineAction);
