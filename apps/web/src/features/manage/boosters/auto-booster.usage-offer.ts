import { defineUsageOffer } from '../flow-app';
import { AutoBoosterOff } from './auto-booster-off.lazy';

export default defineUsageOffer('auto-booster', AutoBoosterOff);
