import type { Money } from '../../gateway/common.schema.ts';
import type { NumberCategory, ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestEligibility,
  ServiceRequestOwner,
  SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import type { NumberChangeAction, NumberChangeRefusal, RecoverableNumber } from './gateway/index.ts';

/**
 * Number change's and number recovery's own types, on the template's type parameters. The
 * gateway's answers (the spec's eligibility, one-time-token generation, POST request) are turned into
 * these by number-change.services.ts.
 */

/** What an eligible line carries: its number now, the fee per category, the numbers it may take back. */
export interface NumberChangeEligibleLine {
  currentNumber: string;
  /** CHANGE: what each category costs (MXN, IVA included); null for a recovery. */
  fees: Readonly<Record<NumberCategory, Money>> | null;
  /** RECOVERY: the previous numbers that can still come back, each with its fee. */
  recoverable: readonly RecoverableNumber[];
}

export type NumberChangeEligibility = ServiceRequestEligibility<
  NumberChangeEligibleLine,
  NumberChangeRefusal
>;

/** The request to send: which number, and the one-time code that confirms it. */
export interface NumberChangeSubmission {
  accountNumber: string;
  action: NumberChangeAction;
  number: string;
  category?: NumberCategory | undefined;
  otpCode: string;
}

/** The submit answer: the request, the number it gives, and the order to pay when a fee is due. */
export type SubmittedNumberChangeRequest = SubmittedServiceRequest & { number: string };

/** A one-time code sent: its request id (sent with the request), when it expires, when a new one may be asked. */
export interface SentCode {
  requestId: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms: "Send a new code" is offered from here (the spec: at 60 seconds left or less). */
  resendAt: number;
}

/**
 * The gateway calls both flows need, each taking the gateway client's abort signal. The submit and
 * the status name the request's owner (the customer and the line's account number): the attempt's
 * idempotency key is kept for that line alone.
 */
export interface NumberChangeGatewayCalls {
  eligibility(
    line: { accountNumber: string; action: NumberChangeAction },
    signal: AbortSignal,
  ): Promise<NumberChangeEligibility>;
  /** Sends a one-time code to the customer (a new one when `previous` is given) and keeps its id. */
  sendCode(
    line: { accountNumber: string; action: NumberChangeAction; previous: string | null },
    signal: AbortSignal,
  ): Promise<SentCode>;
  submit(
    owner: ServiceRequestOwner,
    submission: NumberChangeSubmission,
    signal: AbortSignal,
  ): Promise<SubmittedNumberChangeRequest>;
  status(
    owner: ServiceRequestOwner,
    request: { requestId: string },
    signal: AbortSignal,
  ): Promise<{ status: ServiceRequestStatus }>;
}

/** The line a number change opens for, and whose it is: saves are kept per customer and line. */
export interface NumberChangeLine {
  customer: string;
  accountNumber: string;
  /** The line's order: its cached reads are keyed by it (and read again after a change). */
  orderRef?: string | undefined;
}
