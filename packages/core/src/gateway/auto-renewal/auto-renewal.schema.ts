import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';
import { RenewalCardSchema } from '../lines/line.schema.ts';

/** Why a line cannot have automatic renewal: no period to renew yet, or no number any more. */
export const AUTO_RENEWAL_REFUSALS = ['SIM_NOT_ACTIVATED', 'LINE_INACTIVE', 'LINE_CLOSING'] as const;
export const AutoRenewalRefusalSchema = v.picklist(AUTO_RENEWAL_REFUSALS);
export type AutoRenewalRefusal = (typeof AUTO_RENEWAL_REFUSALS)[number];

/**
 * When turning automatic renewal on charges a first payment (one period, IVA included), as the
 * specifications say: ALWAYS for a line that missed its renewal (it renews now), NEW_CARD when the
 * card is not on file yet (the first charge with a card is the customer's own, with 3-D Secure;
 * the automatic ones after it are the operator's, without).
 */
export const FirstPaymentRuleSchema = v.picklist(['ALWAYS', 'NEW_CARD']);
export type FirstPaymentRule = v.InferOutput<typeof FirstPaymentRuleSchema>;

/** One renewal of the line, charged or missed (newest first in the answer). */
export const RenewalChargeSchema = v.object({
  at: IsoTimestampSchema,
  amount: MoneySchema,
  outcome: v.picklist(['PAID', 'MISSED']),
  /** Why it was missed (CARD_DECLINED, INSUFFICIENT_FUNDS, CARD_EXPIRED, AUTO_RENEWAL_OFF…). */
  reason: v.optional(v.string()),
});
export type RenewalCharge = v.InferOutput<typeof RenewalChargeSchema>;

/**
 * the spec's auto-renewal specifications for one line (subscription): whether it renews by itself, on
 * which card, what each renewal charges and how often, the next date, the notice and retry rules,
 * and the failed charge being retried, when there is one. the spec's autoRenewalConfig is this answer.
 */
export const AutoRenewalSpecificationSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  enabled: v.boolean(),
  card: v.nullable(RenewalCardSchema),
  /** What each automatic renewal charges (MXN, IVA included). */
  amount: MoneySchema,
  /** How often: every this many days (the plan's period). */
  frequencyDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The next renewal date (the missed one while the line is in Grace or Suspend); null before activation. */
  nextRenewalDate: v.nullable(IsoTimestampSchema),
  /** LFPC art. 76 Bis: the notice is sent at least this many calendar days before each charge. */
  noticeDays: v.pipe(v.number(), v.integer(), v.minValue(5)),
  /** A failed charge is tried this many times in all, this many hours apart. */
  retry: v.object({
    attempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
    intervalHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  firstPayment: v.object({ amount: MoneySchema, when: FirstPaymentRuleSchema }),
  /** The automatic charge that failed and what is next for it; null when none is pending. */
  failedRenewal: v.nullable(
    v.object({
      dueAt: IsoTimestampSchema,
      attempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
      nextAttemptAt: v.nullable(IsoTimestampSchema),
      reason: v.string(),
    }),
  ),
  /** The line's renewals, newest first (at most 12). */
  charges: v.array(RenewalChargeSchema),
  /** Why it cannot be turned on, or null when it can (or is on). */
  refusal: v.nullable(AutoRenewalRefusalSchema),
});
export type AutoRenewalSpecification = v.InferOutput<typeof AutoRenewalSpecificationSchema>;
