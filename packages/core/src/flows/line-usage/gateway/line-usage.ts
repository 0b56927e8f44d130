import * as v from 'valibot';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

const Megabytes = v.pipe(v.number(), v.minValue(0));

/** One data allowance on the line: the plan's, or a booster's until the renewal. In MB. */
export const DataAllowanceSchema = v.object({
  /** The plan's, or the add-on's SKU (a booster). */
  source: v.picklist(['PLAN', 'BOOSTER']),
  sku: v.string(),
  totalMb: Megabytes,
  usedMb: Megabytes,
});
export type DataAllowance = v.InferOutput<typeof DataAllowanceSchema>;

/** Calls or texts as the plan gives them: unlimited, or a number of minutes / messages. */
export const VoiceAllowanceSchema = v.variant('unlimited', [
  v.object({ unlimited: v.literal(true) }),
  v.object({ unlimited: v.literal(false), total: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
]);
export type VoiceAllowance = v.InferOutput<typeof VoiceAllowanceSchema>;

/**
 * What is left on the line this period: data per allowance (the plan's first, then boosters), calls
 * and texts as the plan gives them, the renewal date, and when the network last counted. Unknown
 * sources fall out, so a new kind of allowance does not break the page.
 */
export const LineUsageSchema = v.object({
  accountNumber: v.string(),
  data: v.array(DataAllowanceSchema),
  calls: VoiceAllowanceSchema,
  texts: VoiceAllowanceSchema,
  /** The end of the paid period (the allowances reset then); absent before the line is active. */
  renewsAt: v.optional(IsoTimestampSchema),
  /** When the network last counted the use: the figures are as of then. */
  countedAt: IsoTimestampSchema,
  /**
   * Whether the automatic booster is on (flows/boosters): the line page keeps its place beside the
   * gauge from this read, and its terms and one-tap off load after the page has settled.
   */
  automaticBooster: v.optional(v.boolean()),
});
export type LineUsage = v.InferOutput<typeof LineUsageSchema>;

const AccountNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** GET the line's use this period by accountNumber, with credentials; another's account is 404. */
export const lineUsageEndpoint = defineEndpoint({
  name: 'lineUsage',
  method: 'GET',
  path: 'subscription-service/v1/line/usage',
  credentials: true,
  response: resultEnvelope(LineUsageSchema),
});

export async function lineUsage(client: GatewayClient, input: { accountNumber: string }): Promise<LineUsage> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(lineUsageEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
