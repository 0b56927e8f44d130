import * as v from 'valibot';
import { CalendarDateStringSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';

/**
 * A Senda line as anyone who types its number sees it before paying a recarga: the holder masked
 * (first letter of each name), the plan and what it costs, the renewal date now and the one a
 * recarga paid now gives, and the data add-ons it may have instead. Nothing else of the line or its holder: no full name, e-mail, account,
 * past prices or history.
 */
export const TopUpLineSchema = v.object({
  msisdn: PhoneNumberSchema,
  /** "L••• H•••": the holder's names, each cut to its first letter. */
  holderMasked: v.pipe(v.string(), v.regex(/^[^\s•]•••( [^\s•]•••)*$/, 'masked holder')),
  plan: v.object({ name: v.pipe(v.string(), v.minLength(1)), price: MoneySchema }),
  /** The day the plan is paid until (Mexico City calendar day). */
  renewalDate: CalendarDateStringSchema,
  /** The day it is paid until once this recarga is paid. */
  renewsUntil: CalendarDateStringSchema,
  /**
   * The data add-ons the line's plan allows now (the boosters' rule, flows/boosters): a recarga may
   * add one of them instead of renewing the plan. None on a line that is not active (its plan is
   * what it needs) or whose plan allows none; an older gateway that sends none offers the renewal.
   */
  dataAddOns: v.optional(
    v.array(v.object({ sku: v.pipe(v.string(), v.minLength(1)), dataGb: v.number(), price: MoneySchema })),
    [],
  ),
});
export type TopUpLine = v.InferOutput<typeof TopUpLineSchema>;

/**
 * POST the number (in the body: a number typed by a stranger stays out of URLs and their logs),
 * without credentials. Counted per device and per network address: past the window's limit 429
 * with Retry-After. A number that is not Senda's 404 `404960 TOP_UP_NUMBER_UNKNOWN`; a line that cannot take a recarga
 * (not activated, inactive, closing, unregistered) 422 `422960 TOP_UP_LINE_NOT_ACTIVE`.
 */
export const topUpLineEndpoint = defineEndpoint({
  name: 'topUpLine',
  method: 'POST',
  path: 'subscription-service/v1/top-ups/line',
  credentials: false,
  response: resultEnvelope(TopUpLineSchema),
});

export const TopUpLineBodySchema = v.strictObject({ msisdn: PhoneNumberSchema });
export type TopUpLineBody = v.InferOutput<typeof TopUpLineBodySchema>;

export async function topUpLine(client: GatewayClient, body: TopUpLineBody): Promise<TopUpLine> {
  return (await client.call(topUpLineEndpoint, { json: v.parse(TopUpLineBodySchema, body) })).result;
}
