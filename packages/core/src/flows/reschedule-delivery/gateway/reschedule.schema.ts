import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { PostalAddressSchema } from '../../../gateway/delivery/postal-address.schema.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';

/** The id of a reschedule (one failed delivery of one order), as the gateway names it. */
export const RescheduleIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

// The link's code: a module of its own, which the order schema (first load) reads without the
// reschedule calls' schemas.
export { RescheduleCodeSchema } from '../../../gateway/orders/reschedule-code.schema.ts';

export const RESCHEDULE_DELIVERY_METHODS = ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] as const;
export const RescheduleDeliveryMethodSchema = v.picklist(RESCHEDULE_DELIVERY_METHODS);
export type RescheduleDeliveryMethod = (typeof RESCHEDULE_DELIVERY_METHODS)[number];

/** What the failed delivery was, and what a new one costs by method (MXN, IVA included). */
export const RescheduleDetailsSchema = v.object({
  rescheduleId: RescheduleIdSchema,
  orderRef: v.pipe(v.string(), v.minLength(1)),
  /** The address the SIM did not reach, and the order's billing address (same-as-billing copies it). */
  deliveryAddress: PostalAddressSchema,
  billingAddress: PostalAddressSchema,
  failedAt: IsoTimestampSchema,
  /** Until when the link may be used. */
  expiresAt: IsoTimestampSchema,
  /** The redelivery fee per method: doorstep is charged, a store pick-up is free. */
  fees: v.object({ DOORSTEP_DELIVERY: MoneySchema, SELF_PICKUP: MoneySchema }),
  /** The doorstep slot calendar the new window is chosen from (logistics slots). */
  slotCalendarId: v.pipe(v.string(), v.minLength(1)),
});
export type RescheduleDetails = v.InferOutput<typeof RescheduleDetailsSchema>;

/** The reschedule's state as its payment read answers it: the request's status and its fee order. */
export const ReschedulePaymentSchema = v.object({
  rescheduleId: RescheduleIdSchema,
  status: ServiceRequestStatusSchema,
  payment: v.nullable(
    v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema, paid: v.boolean() }),
  ),
  delivery: v.nullable(
    v.object({
      method: RescheduleDeliveryMethodSchema,
      slotId: v.optional(v.string()),
      date: v.optional(v.string()),
      startTime: v.optional(v.string()),
      endTime: v.optional(v.string()),
      pickupLocationId: v.optional(v.string()),
    }),
  ),
});
export type ReschedulePayment = v.InferOutput<typeof ReschedulePaymentSchema>;
