import { defineLineBox } from '../flow-app';
import { RenewNowAction } from './renew-now-action';

export default defineLineBox('renew-now', RenewNowAction);
