import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

/** One data add-on the line's plan allows: its size, its price (MXN, IVA included) and its IVA. */
export const BoosterSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1)),
  dataGb: v.pipe(v.number(), v.minValue(0)),
  price: MoneySchema,
  tax: MoneySchema,
});
export type Booster = v.InferOutput<typeof BoosterSchema>;

/** The card an automatic booster is charged to, as the consent names it. */
export const BoosterCardSchema = v.object({
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});
export type BoosterCard = v.InferOutput<typeof BoosterCardSchema>;

/**
 * The automatic booster as agreed (LFPC 76 Bis: the amount, the card and how often were named):
 * off (null), or on with what it buys, at most `maxPerPeriod` times a period, and how many it
 * bought this period.
 */
export const AutoBoosterSchema = v.object({
  sku: v.string(),
  dataGb: v.number(),
  price: MoneySchema,
  card: BoosterCardSchema,
  maxPerPeriod: v.pipe(v.number(), v.integer(), v.minValue(1)),
  boughtThisPeriod: v.pipe(v.number(), v.integer(), v.minValue(0)),
  agreedAt: IsoTimestampSchema,
});
export type AutoBooster = v.InferOutput<typeof AutoBoosterSchema>;

/**
 * What the line may buy now: the add-ons its plan allows (empty when none), until when they last
 * (the renewal), the card an automatic booster would be charged to (none saved: null), and the
 * automatic booster as it stands.
 */
export const BoosterOfferSchema = v.object({
  accountNumber: v.string(),
  boosters: v.array(BoosterSchema),
  validUntil: v.optional(IsoTimestampSchema),
  savedCard: v.nullable(BoosterCardSchema),
  automatic: v.nullable(AutoBoosterSchema),
});
export type BoosterOffer = v.InferOutput<typeof BoosterOfferSchema>;

const AccountNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** GET the boosters a line may buy (ours: the spec names no call), with credentials; another's line is 404. */
export const boosterOfferEndpoint = defineEndpoint({
  name: 'boosterOffer',
  method: 'GET',
  path: 'subscription-service/v1/line/boosters',
  credentials: true,
  response: resultEnvelope(BoosterOfferSchema),
});

export async function boosterOffer(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<BoosterOffer> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  return (await client.call(boosterOfferEndpoint, { searchParams: { accountNumber } })).result;
}
