import type { PostalAddress } from '../../gateway/delivery/postal-address.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestEligibility,
  ServiceRequestOwner,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type {
  RescheduleDetails,
  ReschedulePayment,
  RescheduleRefusal,
  SubmitRescheduleBody,
} from './gateway/index.ts';

/** What a valid link opens: the failed delivery, its addresses and the fees by method. */
export type RescheduleEligible = RescheduleDetails;
/**
 * Why the link does not open its reschedule here: the gateway's refusals (wrong, used, expired),
 * OTHER_CUSTOMER, a valid link opened while another customer is signed in on this browser, or
 * TOO_MANY_TRIES, too many wrong codes from this device or network for now (429).
 */
export type RescheduleLinkRefusal = RescheduleRefusal | 'OTHER_CUSTOMER' | 'TOO_MANY_TRIES';
export type RescheduleEligibility = ServiceRequestEligibility<RescheduleEligible, RescheduleLinkRefusal>;

/** The submit answer on the template's shape: the reschedule is the request, its fee order the payment. */
export interface SubmittedReschedule extends SubmittedServiceRequest {
  delivery: ReschedulePayment['delivery'];
}

/** The new delivery as the review sends it (the gateway's v2 body without its key). */
export type RescheduleChoice = DistributiveOmit<SubmitRescheduleBody, 'idempotencyKey'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The gateway calls the flow needs, each taking the client's abort signal. The submit and the
 * status name the request's owner (the link's code, as the flow's subject): the attempt's
 * idempotency key is kept for that link alone.
 */
export interface RescheduleGatewayCalls {
  validate(code: string, signal: AbortSignal): Promise<RescheduleEligibility>;
  submit(
    owner: ServiceRequestOwner,
    input: { rescheduleId: string; choice: RescheduleChoice },
    signal: AbortSignal,
    /** The account's approval of a new door, once the gateway asked for it. */
    stepUpToken?: string | undefined,
  ): Promise<SubmittedReschedule>;
  status(
    owner: ServiceRequestOwner,
    input: { rescheduleId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus }>;
}

export type { PostalAddress };
