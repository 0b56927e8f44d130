import type { OtpRequest } from '../../gateway/auth/otp-request.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { RenewalCard } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { PaymentCaptureContext } from '../../machines/payment/payment.types.ts';
import type { SubmittedServiceRequest } from '../../machines/service-request-template/index.ts';
import type { CardUpdateRefusal } from './card-update.rules.ts';
import type { SubmittedCardUpdate } from './gateway/submit-card-update.ts';
import type { VerifiedCardUpdate } from './gateway/verify-card-update-code.ts';

/** What an eligible line carries to the pages: its number and the card it renews with now. */
export interface CardUpdateEligibleLine {
  msisdn: string;
  currentCard: RenewalCard | null;
  autoRenewal: boolean;
  renewalDate: string | null;
}

/** The submit answer: the request and the card the line renews with from now on. */
export interface SubmittedCardUpdateRequest extends SubmittedServiceRequest {
  card: { brand: string; last4: string };
}

/** The gateway calls card update makes (each with the gateway client's abort signal where it reads). */
export interface CardUpdateGatewayCalls {
  eligibility(
    signal: AbortSignal,
  ): Promise<
    | { eligible: true; details: CardUpdateEligibleLine }
    | { eligible: false; reason: CardUpdateRefusal; reasonMessageId: MessageId }
  >;
  requestCode(input: { accountNumber: string }): Promise<OtpRequest>;
  resendCode(input: { requestId: string }): Promise<OtpRequest>;
  verifyCode(input: {
    accountNumber: string;
    requestId: string;
    otpCode: string;
  }): Promise<VerifiedCardUpdate>;
  captureContext(input: { targetOrigin: string }): Promise<PaymentCaptureContext>;
  submit(
    input: { accountNumber: string; updateId: string; transientToken: string },
    signal: AbortSignal,
  ): Promise<SubmittedCardUpdate>;
  status(input: { requestId: string }, signal: AbortSignal): Promise<{ status: ServiceRequestStatus }>;
}

/** The line card update opens for, and whose it is: saves are kept per customer and line. */
export interface CardUpdateLine {
  customer: string;
  accountNumber: string;
  orderRef: string;
}
