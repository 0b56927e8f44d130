import { defineUsageOffer } from '../flow-app';
import { RenewNowAction } from './renew-now-action';

export default defineUsageOffer('renew-now', RenewNowAction);
