import * as v from 'valibot';
import { BenefitSchema } from '../catalogue/product-variant.schema.ts';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';
import {
  LineStatusSchema,
  PlanTypeSchema,
  ServiceRequestStatusSchema,
  SimActivationStatusSchema,
  SimInstallationStatusSchema,
  SimTypeSchema,
} from '../enums.ts';
import { PhoneNumberSchema } from '../numbers/phone-number.schema.ts';
import { LineRegistrySchema } from './line-registry-status.schema.ts';
import { LineRewardSchema } from './win-back.schema.ts';

/** The SIM of a line: its ICCID and kind, and whether it is activated and in the phone. */
export const LineSimSchema = v.object({
  iccid: v.pipe(v.string(), v.regex(/^\d{19,20}$/, 'ICCID')),
  type: SimTypeSchema,
  activationStatus: SimActivationStatusSchema,
  installationStatus: SimInstallationStatusSchema,
  /**
   * Reported lost or stolen and blocked by the operator (a SIM-replacement request blocks it at
   * once): it no longer works, until the new SIM takes over the line. Absent: not blocked.
   */
  blocked: v.optional(v.boolean(), false),
});
export type LineSim = v.InferOutput<typeof LineSimSchema>;

/** The plan a line is on, with the allowances it renews with. */
export const LinePlanSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  price: MoneySchema,
  planType: PlanTypeSchema,
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  allowances: v.optional(v.array(BenefitSchema), []),
});
export type LinePlan = v.InferOutput<typeof LinePlanSchema>;

/** The card a line renews with: brand and last four only, never the number. */
export const RenewalCardSchema = v.object({
  brand: v.pipe(v.string(), v.minLength(1)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  expiryYear: v.optional(v.pipe(v.number(), v.integer())),
});
export type RenewalCard = v.InferOutput<typeof RenewalCardSchema>;

/**
 * Where a transferred number's port-in stands (the full request: latestPortInRequest).
 * `switchAt` is when the number moves to this line, once the transfer is requested (the
 * portability window is set then); absent while it waits for the SIM, or when not known.
 */
export const LinePortInSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  status: ServiceRequestStatusSchema,
  /**
   * The number the line works on until the transfer is done; a transfer the customer cancels
   * leaves the line on it.
   */
  temporaryNumber: v.optional(PhoneNumberSchema),
  switchAt: v.optional(v.nullable(IsoTimestampSchema)),
});

/**
 * A line (subscription): what a paid order becomes. `activationDate` and `renewalDate`
 * are null until the SIM is activated; `graceEndsAt` is set while the line is in Grace.
 */
export const LineSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  orderRef: v.pipe(v.string(), v.minLength(1)),
  msisdn: PhoneNumberSchema,
  status: LineStatusSchema,
  sim: LineSimSchema,
  plan: LinePlanSchema,
  activationDate: v.nullable(IsoTimestampSchema),
  renewalDate: v.nullable(IsoTimestampSchema),
  graceEndsAt: v.optional(IsoTimestampSchema),
  autoRenewal: v.boolean(),
  renewalCard: v.nullable(RenewalCardSchema),
  portIn: v.optional(LinePortInSchema),
  /**
   * The line's number was taken to another operator (`recipient`, a donor code) and is not back:
   * the line is out of service until a reverse port-out returns it.
   */
  portedOut: v.optional(v.object({ at: IsoTimestampSchema, recipient: v.pipe(v.string(), v.minLength(1)) })),
  /**
   * Another operator asked for the number and the transfer is under way: `recipient` is the
   * operator's name (in the call's language), `completesAt` when the number leaves unless a reverse
   * port-out stops it first. Absent when no transfer out is under way.
   */
  portOut: v.optional(
    v.object({ recipient: v.pipe(v.string(), v.minLength(1)), completesAt: IsoTimestampSchema }),
  ),
  /**
   * A line closed after it lapsed: its number went back to the operator, which holds it for the
   * customer until then (number recovery brings it back with the line in service).
   */
  numberHeldUntil: v.optional(IsoTimestampSchema),
  /**
   * The customer asked to cancel the line (termination): when it closes, or closed (at once for a
   * SIM never activated). Absent when no cancellation stands (none asked, or it was withdrawn).
   */
  closesAt: v.optional(IsoTimestampSchema),
  /** Rewards allocated to the line (a win-back offer claimed), still to be used. */
  rewards: v.optional(v.array(LineRewardSchema), []),
  /** Its registration in the mobile line registry (line-registry.ts); absent when not said. */
  registry: v.optional(LineRegistrySchema),
  /**
   * Every payment for the line, newest first: the purchase that opened it, each renewal (by hand
   * or automatic) and each fee; each order's page has its amount, method and CFDI.
   */
  orderHistory: v.optional(
    v.array(v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), paidAt: IsoTimestampSchema })),
    [],
  ),
  /**
   * A renewal's OXXO voucher or SPEI reference issued and not paid yet (nor expired): the line page
   * says the payment is pending, with what to pay and by when, and offers no second renewal.
   */
  pendingPayment: v.optional(
    v.object({
      orderRef: v.pipe(v.string(), v.minLength(1)),
      method: v.picklist(['OXXO', 'SPEI']),
      reference: v.pipe(v.string(), v.minLength(1)),
      amount: MoneySchema,
      expiresAt: IsoTimestampSchema,
    }),
  ),
});
export type Line = v.InferOutput<typeof LineSchema>;
