import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';

/** The kinds of win-back offer this build shows; another kind is dropped, never guessed at. */
export const WIN_BACK_OFFER_KINDS = ['RENEWAL_DISCOUNT', 'EXTRA_DATA', 'CHEAPER_PLAN'] as const;
export type WinBackOfferKind = (typeof WIN_BACK_OFFER_KINDS)[number];

/**
 * A win-back offer (the spec's winBackOptions; the spec's win-back aggregation of promotions and rewards): a
 * discount on the next renewal, extra data now, or a cheaper plan (claimed by switching to it).
 */
export const WinBackOfferSchema = v.variant('kind', [
  v.object({
    offerId: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal('RENEWAL_DISCOUNT'),
    /** Off the next renewal, in percent. */
    percent: v.pipe(v.number(), v.minValue(1), v.maxValue(100)),
    /** What the next renewal then costs (MXN, IVA included). */
    renewalPrice: MoneySchema,
  }),
  v.object({
    offerId: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal('EXTRA_DATA'),
    dataGb: v.pipe(v.number(), v.minValue(0.1)),
    validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    offerId: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal('CHEAPER_PLAN'),
    plan: v.object({
      sku: v.pipe(v.string(), v.minLength(1)),
      name: v.string(),
      price: MoneySchema,
      /** The days that price buys: a cheaper plan is cheaper per day, not by its sticker. */
      validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  }),
]);
export type WinBackOffer = v.InferOutput<typeof WinBackOfferSchema>;

/** A reward allocated to a line (a claimed win-back offer): what the line page shows. */
export const LineRewardSchema = v.object({
  rewardId: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(['RENEWAL_DISCOUNT', 'EXTRA_DATA']),
  percent: v.optional(v.number()),
  dataGb: v.optional(v.number()),
  grantedAt: IsoTimestampSchema,
  /** Until when it can be used: the next renewal, or the extra data's last day. */
  validUntil: IsoTimestampSchema,
});
export type LineReward = v.InferOutput<typeof LineRewardSchema>;
