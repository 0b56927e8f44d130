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
export { type DataGauge, dataAmount, dataGauge } from './line-usage.view.ts';
