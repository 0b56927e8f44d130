export {
  type DataAllowance,
  DataAllowanceSchema,
  type LineUsage,
  LineUsageSchema,
  lineUsage,
  lineUsageEndpoint,
  type VoiceAllowance,
  VoiceAllowanceSchema,
} from './gateway/line-usage.ts';
export { lineUsageQuery } from './line-usage.queries.ts';
export {
  type DataGauge,
  dataAmount,
  dataGauge,
  dataLevel,
  daysUntilRenewal,
  LOW_DATA_SHARE,
  lineUsageShown,
  outOfDataLeadId,
} from './line-usage.view.ts';
export type { LineUsageMessageId } from './messages.ts';
