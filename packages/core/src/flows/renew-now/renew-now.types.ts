import type { Money } from '../../gateway/common.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestOwner,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type { RenewNowRefusal } from './renew-now.rules.ts';

/** What an eligible line carries to the review: the plan and what one period costs (IVA included). */
export interface RenewNowEligibleLine {
  planName: string;
  price: Money;
  validityDays: number;
  status: 'Active' | 'Grace' | 'Suspend';
  /** The renewal date now (the missed one for a lapsed line), ISO. */
  renewalDate: string | null;
}

/** The submit answer: the request, its order, and the renewal date the line gets when it is paid now. */
export interface SubmittedRenewalRequest extends SubmittedServiceRequest {
  renewsUntil: string;
  tax: Money | null;
}

/**
 * The gateway calls renew now needs (each with the gateway client's abort signal). The submit and
 * the status name the renewal's owner (the customer and the line's simNumber): the attempt's
 * idempotency key is kept for that line alone.
 */
export interface RenewNowGatewayCalls {
  eligibility(
    line: { simNumber: string },
    signal: AbortSignal,
  ): Promise<
    | { eligible: true; details: RenewNowEligibleLine }
    | {
        eligible: false;
        reason: RenewNowRefusal;
        reasonMessageId: import('../../i18n/messages/index.ts').MessageId;
      }
  >;
  submit(
    owner: ServiceRequestOwner,
    line: { simNumber: string },
    signal: AbortSignal,
  ): Promise<SubmittedRenewalRequest>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus }>;
}

/** The line renew now opens for, and whose it is: saves are kept per customer and line. */
export interface RenewNowLine {
  customer: string;
  simNumber: string;
  orderRef: string;
}
