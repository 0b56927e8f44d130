import { defineLineAction } from '../flow-app';
import { NumberLockAction } from './number-lock-action';

export default defineLineAction('number-lock', NumberLockAction);
