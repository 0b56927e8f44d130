import * as v from 'valibot';
import { TimeOfDaySchema } from '../common.schema.ts';
import { PostalAddressSchema } from './postal-address.schema.ts';

/** Opening hours for one day; `day` is MON..SUN, a day missing from the list is closed. */
export const OpeningHoursSchema = v.object({
  day: v.picklist(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
  opens: TimeOfDaySchema,
  closes: TimeOfDaySchema,
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** A store or partner point where a SIM can be collected (self pickup). */
export const PickupLocationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  address: PostalAddressSchema,
  openingHours: v.optional(v.array(OpeningHoursSchema), []),
  phone: v.optional(v.string()),
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
});
export type PickupLocation = v.InferOutput<typeof PickupLocationSchema>;
