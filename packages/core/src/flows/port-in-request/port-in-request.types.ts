import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { PortInRequestDetails } from '../../gateway/port-in/latest-port-in-request.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestOwner,
  ServiceRequestStatusAnswer,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type { ActivePortInConfig, PortInCancelRefusal } from './gateway/index.ts';

/**
 * Port-in cancel and re-initiation's own types, on the template's type parameters. The
 * subject is the line's order reference: every the spec's port-in call is about an order's latest transfer.
 */

/** Why the page has nothing to show: the line's number was not transferred. */
export type PortInRequestRefusal = 'NO_TRANSFER';

/** What the page shows of the line's transfer, and what may be done with it. */
export interface PortInRequestEligible {
  /** The latest transfer, with its timeline. */
  latest: PortInRequestDetails;
  /** Why it may not be cancelled (null: it may, or it is over). */
  cancelRefusal: PortInCancelRefusal | null;
  /** A failed or rejected transfer may be started again with corrected details. */
  reinitiable: boolean;
  /** Why the last attempt failed, as the gateway codes it. */
  failureReason: string | null;
  /** The rules in force (NIP length and life, 051, the 24 hours). */
  config: ActivePortInConfig;
  /** The number the line works on meanwhile, and keeps if the transfer is cancelled. */
  temporaryNumber: string | null;
  /** The line's account number: a new number instead is approved for it (step-up). */
  accountNumber: string | null;
}

export type PortInRequestEligibility = ServiceRequestEligibility<PortInRequestEligible, PortInRequestRefusal>;

/** The corrected details a re-initiation sends. */
export interface PortInReinitiation {
  orderReference: string;
  donor: string;
  number: string;
  nip: string;
}

/**
 * What the submit made: the transfer started again (`transfer`), or the new number the line took
 * instead (`new-number`: `number` is it; the transfer was closed, `donor` is empty).
 */
export type SubmittedPortInRequest = SubmittedServiceRequest & {
  kind: 'transfer' | 'new-number';
  number: string;
  donor: string;
};

/**
 * The gateway calls the flow needs, each taking the gateway client's abort signal. Those that send
 * or settle a request name its owner (the customer and the line's order reference): the attempt's
 * idempotency key is kept for that line alone.
 */
export interface PortInRequestGatewayCalls {
  eligibility(input: { orderReference: string }, signal: AbortSignal): Promise<PortInRequestEligibility>;
  cancelEligibility(
    input: { orderReference: string },
    signal: AbortSignal,
  ): Promise<ServiceRequestCancelEligibility>;
  reinitiate(
    owner: ServiceRequestOwner,
    input: PortInReinitiation,
    signal: AbortSignal,
  ): Promise<SubmittedPortInRequest>;
  /** `stepUpToken`: the account's approval (step-up for NUMBER_CHANGE), sent as X-Step-Up-Token. */
  takeNewNumber(
    owner: ServiceRequestOwner,
    input: { orderReference: string },
    signal: AbortSignal,
    stepUpToken?: string,
  ): Promise<SubmittedPortInRequest>;
  status(
    owner: ServiceRequestOwner,
    input: { orderReference: string; requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus } & Partial<ServiceRequestStatusAnswer>>;
  cancel(
    owner: ServiceRequestOwner,
    input: { orderReference: string },
    signal: AbortSignal,
  ): Promise<unknown>;
}

/** The line the page is for, and whose it is: saves are kept per customer and order. */
export interface PortInRequestLine {
  customer: string;
  orderRef: string;
}
