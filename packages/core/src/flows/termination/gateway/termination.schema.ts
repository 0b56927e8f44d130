import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { OrderPaymentSchema } from '../../../gateway/orders/order.schema.ts';

/**
 * What termination's calls share (Termination: every call is by accountNumber, the line's
 * account). The line's account number is the key; a request id is the gateway's.
 */
export { AccountNumberSchema } from '../../../gateway/common.schema.ts';
export const TerminationRequestIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/**
 * Why a line may not be cancelled now (4121101 carries one of these). A reason this build does
 * not know reads as OTHER: the customer still gets the code's sentence.
 */
export const TERMINATION_REFUSALS = [
  /** Another request (a plan change, a transfer) is still open on the line: cancel or finish it first. */
  'PENDING_REQUEST',
  /** The number is still being transferred in: wait for it to finish. */
  'PORT_IN_IN_PROGRESS',
  /** A cancellation is already on its way for this line. */
  'TERMINATION_PENDING',
  /** The line is already closed. */
  'LINE_INACTIVE',
  /** Not closed: it has no number (its transfer failed, or another operator took it). */
  'NO_NUMBER',
  'OTHER',
] as const;
export type TerminationRefusal = (typeof TERMINATION_REFUSALS)[number];

/**
 * What closing the line loses (the request page's "what you lose" panel): the number, the days
 * left of the period paid and what they are worth (MXN, IVA included), and how many saved cards
 * the account keeps (cards belong to the account, not the line).
 */
export const TerminationLossesSchema = v.object({
  msisdn: v.pipe(v.string(), v.minLength(1)),
  remainingDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  remainingBalance: MoneySchema,
  savedCards: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type TerminationLosses = v.InferOutput<typeof TerminationLossesSchema>;

/** The terms' full refund of a line cancelled before its SIM was activated: what is paid back. */
export const TerminationRefundSchema = v.object({
  amount: MoneySchema,
  orderRef: v.pipe(v.string(), v.minLength(1)),
  /**
   * Why the order comes back in full: its SIM was never activated, or its number transfer was
   * refused (the line never had service; the number stayed with the donor). Absent: not said.
   */
  reason: v.optional(v.picklist(['NOT_ACTIVATED', 'TRANSFER_REFUSED'])),
  /**
   * How the order was paid, which says where the money goes: a card's payment back to that card, a
   * SPEI transfer back to the account it came from; cash paid at OXXO has no way back of its own,
   * so it goes by SPEI to a CLABE the customer gives with the request (`refundClabe`).
   */
  paidWith: OrderPaymentSchema,
  /** The submit's answer for an order paid in cash: the last four of the CLABE it was sent to. */
  clabeLast4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
});
export type TerminationRefund = v.InferOutput<typeof TerminationRefundSchema>;

/** One reason the gateway offers for leaving (its code and its label in the call's language). */
export const TerminationReasonSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  label: v.pipe(v.string(), v.minLength(1)),
});
export type TerminationReason = v.InferOutput<typeof TerminationReasonSchema>;

// The win-back offers and line rewards: a module of their own, which the onboarding store and the
// line schema read in the first load without the rest of termination's schemas.
export {
  type LineReward,
  LineRewardSchema,
  WIN_BACK_OFFER_KINDS,
  type WinBackOffer,
  type WinBackOfferKind,
  WinBackOfferSchema,
} from '../../../gateway/lines/win-back.schema.ts';
