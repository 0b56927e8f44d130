import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { SimInstallationStatusSchema, SimTypeSchema } from '../enums.ts';

/** Whether an order's SIM is in the phone, read and written by sim-installation-details. */
export const SimInstallationDetailsSchema = v.object({
  orderId: v.pipe(v.string(), v.minLength(1)),
  simType: SimTypeSchema,
  installationStatus: SimInstallationStatusSchema,
  installedAt: v.nullable(IsoTimestampSchema),
});
export type SimInstallationDetails = v.InferOutput<typeof SimInstallationDetailsSchema>;
