import { defineLineAction } from '../flow-app';
import { RenewNowAction } from './renew-now-action';

export default defineLineAction('renew-now', RenewNowAction);
