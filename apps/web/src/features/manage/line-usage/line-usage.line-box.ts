import { defineLineBox } from '../flow-app';
import { LineUsageCard } from './line-usage-card';

export default defineLineBox('line-usage', LineUsageCard);
