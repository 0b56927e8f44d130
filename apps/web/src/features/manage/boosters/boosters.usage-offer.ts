import { defineUsageOffer } from '../flow-app';
import { BoostersUsageLink } from './boosters-usage-link';

export default defineUsageOffer('boosters', BoostersUsageLink);
