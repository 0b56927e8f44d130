import * as v from 'valibot';
import {
  CalendarDateStringSchema,
  IsoTimestampSchema,
  MoneySchema,
  TimeOfDaySchema,
} from '../common.schema.ts';
import { PickupLocationSchema } from '../delivery/pickup-location.schema.ts';
import { PostalAddressSchema } from '../delivery/postal-address.schema.ts';
import { DeliveryStatusSchema, DeliveryTypeSchema, NumberTypeSchema, SimTypeSchema } from '../enums.ts';
import { InvoiceSchema } from '../invoices/invoice.schema.ts';
import { LineSchema } from '../lines/line.schema.ts';
import { PhoneNumberSchema } from '../numbers/phone-number.schema.ts';
import { OrderPreviewItemSchema } from './order-item.schema.ts';
import { OrderSummarySchema } from './order-summary.schema.ts';
import { PromoCodeResultSchema } from './promo-code-result.schema.ts';
import { RescheduleCodeSchema } from './reschedule-code.schema.ts';

/** How an order reaches the customer, as the order records it. */
export const OrderDeliverySchema = v.object({
  method: DeliveryTypeSchema,
  address: v.optional(PostalAddressSchema),
  slotId: v.optional(v.string()),
  /** The chosen delivery window (Mexico City day and hours), so the order page can say when. */
  slot: v.optional(
    v.object({ date: CalendarDateStringSchema, startTime: TimeOfDaySchema, endTime: TimeOfDaySchema }),
  ),
  pickupLocation: v.optional(PickupLocationSchema),
  /** Where the SIM is now; absent from a gateway that does not say, and then never read as arrived. */
  status: v.optional(DeliveryStatusSchema),
  /**
   * A failed delivery's reschedule link code (the spec's reschedule validate), on the customer's own order
   * only: the order page offers the rescheduling with it.
   */
  rescheduleCode: v.optional(RescheduleCodeSchema),
});
export type OrderDelivery = v.InferOutput<typeof OrderDeliverySchema>;

/**
 * How a paid order was paid, as its receipt and the line's order history say it: the card's brand
 * and last four (never more), or cash at OXXO, or a SPEI transfer.
 */
export const OrderPaymentSchema = v.variant('method', [
  v.object({
    method: v.literal('CARD'),
    brand: v.pipe(v.string(), v.minLength(1)),
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  }),
  v.object({ method: v.picklist(['OXXO', 'SPEI']) }),
]);
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/** One order in full (get by reference): the summary plus lines, totals and what is still due. */
export const OrderSchema = v.object({
  ...OrderSummarySchema.entries,
  items: v.array(OrderPreviewItemSchema),
  subtotal: MoneySchema,
  tax: MoneySchema,
  total: MoneySchema,
  /** What the customer still has to pay; 0 once paid. */
  payment_due: MoneySchema,
  promoCodes: v.optional(v.array(PromoCodeResultSchema), []),
  sim_type: v.optional(SimTypeSchema),
  number_type: v.optional(NumberTypeSchema),
  /** The line's number once assigned (new) or the number being transferred (port-in). */
  msisdn: v.optional(PhoneNumberSchema),
  delivery: v.optional(OrderDeliverySchema),
  /** The line the order became once paid; absent before payment. */
  line: v.optional(LineSchema),
  /** When it was paid and how; absent until it is (and for a $0 order nothing was paid for). */
  paid_at: v.optional(IsoTimestampSchema),
  payment: v.optional(OrderPaymentSchema),
  /** Money given back for it (a line cancelled with its order refunded): how much, when, to what. */
  refund: v.optional(
    v.object({ amount: MoneySchema, refunded_at: IsoTimestampSchema, method: OrderPaymentSchema }),
  ),
  /** The order's CFDI once the customer asked for it and the gateway issued it. */
  invoice: v.optional(InvoiceSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
