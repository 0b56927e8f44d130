import { defineLineAction } from '../flow-app';
import { ChangeNumberAction } from './number-change-actions';

export default defineLineAction('number-change', ChangeNumberAction);
