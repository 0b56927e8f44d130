import { defineLineAction } from '../flow-app';
import { RecoverNumberAction } from './number-change-actions';

export default defineLineAction('number-recovery', RecoverNumberAction);
