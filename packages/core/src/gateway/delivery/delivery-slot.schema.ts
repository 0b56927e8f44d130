import * as v from 'valibot';
import { CalendarDateStringSchema, TimeOfDaySchema } from '../common.schema.ts';

/** A doorstep delivery window on one day, in the customer's (Mexico City) time. */
export const DeliverySlotSchema = v.object({
  slotId: v.pipe(v.string(), v.minLength(1)),
  date: CalendarDateStringSchema,
  startTime: TimeOfDaySchema,
  endTime: TimeOfDaySchema,
  available: v.optional(v.boolean(), true),
});
export type DeliverySlot = v.InferOutput<typeof DeliverySlotSchema>;
