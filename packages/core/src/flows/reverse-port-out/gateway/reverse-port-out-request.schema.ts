import * as v from 'valibot';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import { ServiceRequestStatusChangeSchema } from '../../../gateway/service-requests/service-request.schema.ts';
import { AccountNumberSchema, ReversePortOutRequestIdSchema } from './reverse-port-out.schema.ts';

/** A reverse port-out (PORT_OUT_REQUEST): the number asked back, from whom, where it stands. */
export const ReversePortOutRequestSchema = v.object({
  requestId: ReversePortOutRequestIdSchema,
  type: v.literal('PORT_OUT_REQUEST'),
  accountNumber: AccountNumberSchema,
  number: PhoneNumberSchema,
  recipient: v.pipe(v.string(), v.minLength(1)),
  status: ServiceRequestStatusSchema,
  reason: v.optional(v.string()),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  /** When the number is back at the latest (the specifications' hours after the request). */
  expectedBy: IsoTimestampSchema,
  history: v.array(ServiceRequestStatusChangeSchema),
});
export type ReversePortOutRequest = v.InferOutput<typeof ReversePortOutRequestSchema>;
