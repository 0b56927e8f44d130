import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { ServiceRequestStatusSchema, ServiceRequestTypeSchema } from '../enums.ts';

/** One status a service request went through, and when. */
export const ServiceRequestStatusChangeSchema = v.object({
  status: ServiceRequestStatusSchema,
  at: IsoTimestampSchema,
});
export type ServiceRequestStatusChange = v.InferOutput<typeof ServiceRequestStatusChangeSchema>;

/**
 * A service request on a line (§3 types, §4 statuses): what was asked, where it stands, and the
 * statuses it went through, oldest first. `reason` is a code, set on FAILED or REJECTED.
 */
export const ServiceRequestSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  type: ServiceRequestTypeSchema,
  status: ServiceRequestStatusSchema,
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  orderRef: v.optional(v.string()),
  reason: v.optional(v.string()),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  history: v.array(ServiceRequestStatusChangeSchema),
});
export type ServiceRequest = v.InferOutput<typeof ServiceRequestSchema>;
