import type { Paylink } from '../../gateway/payments/paylink-details.ts';
import type { PaylinkOutcome } from '../../orders/paylink-outcome.ts';

/** The link as read, and what it means now (core's paylinkOutcome, at the time of the read). */
export interface PaylinkRead {
  paylink: Paylink;
  outcome: PaylinkOutcome;
}

export interface PaylinkInput {
  /** The address's paylink_id; null when it names none, or none the gateway could know. */
  paylinkId: string | null;
  /**
   * This browser was paying this link when the page went (a reload): straight back to paying, so
   * a voucher waiting or a card payment in flight is followed, not chosen again.
   */
  resume: boolean;
}

export type PaylinkEvent =
  /** Pay the order the link names (opens it for this browser's payer first). */
  | { type: 'PAY' }
  /** Ask the gateway again after a read or the opening failed. */
  | { type: 'RETRY' }
  /** An event of the payment screens, for the `pay` child (the payment-choice machine). */
  | { type: 'PAYMENT'; event: { type: string } };

/** The calls the machine is provided with (paylink.services.ts). */
export interface PaylinkCalls {
  /** The link's details, read without signing in. */
  read: (paylinkId: string) => Promise<PaylinkRead>;
  /** A session for this payer (their own, or a guest's), then the link opened for it. */
  open: (paylinkId: string) => Promise<PaylinkRead>;
}
