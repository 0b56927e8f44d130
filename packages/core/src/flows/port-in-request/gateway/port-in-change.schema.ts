import * as v from 'valibot';

/** What the port-in calls after the purchase are addressed by. */
export const OrderReferenceSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
export const PortInRequestIdSchema = v.pipe(v.string(), v.minLength(1));

/**
 * Why the last attempt failed, as the gateway codes it: the portability database's and the donor's
 * refusals. An unknown code is kept as it came (it reads as "could not be completed").
 */
export const PORT_IN_FAILURE_REASONS = [
  'NIP_EXPIRED',
  'INVALID_NIP',
  'NUMBER_NOT_FOUND',
  'NUMBER_NOT_PORTABLE',
  'DONOR_REJECTED',
] as const;
export type PortInFailureReason = (typeof PORT_IN_FAILURE_REASONS)[number];
