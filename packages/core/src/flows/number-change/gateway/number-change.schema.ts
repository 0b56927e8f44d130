import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';

/**
 * What number change and number recovery share ("Number change, recovery and MNP number
 * change": eligibility, POST request, one-time-token generation). Every call is by the line's
 * accountNumber; the request says which of the two it is (the spec's actions CHANGE and RECOVERY).
 */
export { AccountNumberSchema } from '../../../gateway/common.schema.ts';

/** the spec's number change actions. */
export const NUMBER_CHANGE_ACTIONS = ['CHANGE', 'RECOVERY'] as const;
export const NumberChangeActionSchema = v.picklist(NUMBER_CHANGE_ACTIONS);
export type NumberChangeAction = (typeof NUMBER_CHANGE_ACTIONS)[number];

/**
 * The header the request carries the one-time code's request id in (400166: "missing OTT
 * request id header" names it without spelling it; this is the sandbox's spelling).
 */
export const OTT_REQUEST_ID_HEADER = 'X-OTT-Request-Id';

/**
 * Why a line may not change or recover its number now. A reason this build does not know reads
 * as OTHER: the customer still gets a sentence.
 */
export const NUMBER_CHANGE_REFUSALS = [
  /** The line is not in service (not activated, Grace or Suspend). */
  'LINE_NOT_ACTIVE',
  /** The line is closed (Inactive): only its own number, while held, may be recovered. */
  'LINE_CLOSED',
  /** The customer asked to cancel the line: nothing more is sold on it (withdrawing lifts it). */
  'LINE_CLOSING',
  /** The number is still being transferred in from another operator. */
  'PORT_IN_IN_PROGRESS',
  /** A number change or recovery is already on its way for this line. */
  'REQUEST_PENDING',
  /** The line changed its number recently: one change per 30 days. */
  'CHANGED_RECENTLY',
  /** Recovery: the line has no previous number that can still be recovered. */
  'NO_RECOVERABLE_NUMBER',
  'OTHER',
] as const;
export const NumberChangeRefusalSchema = v.fallback(v.picklist(NUMBER_CHANGE_REFUSALS), 'OTHER');
export type NumberChangeRefusal = (typeof NUMBER_CHANGE_REFUSALS)[number];

/** Why a number came off the line: changed for another, or lost when the line lapsed. */
export const RELEASE_KINDS = ['CHANGED', 'LAPSED'] as const;

/**
 * A previous number the line may take back: until when, and its fee (MXN, IVA included; 0 is
 * free). A lapsed line's own number comes back with the line in service: its fee then includes
 * one period of the line's plan (`planPeriod`).
 */
export const RecoverableNumberSchema = v.object({
  number: PhoneNumberSchema,
  releasedAt: IsoTimestampSchema,
  recoverableUntil: IsoTimestampSchema,
  releasedBy: v.fallback(v.picklist(RELEASE_KINDS), 'CHANGED'),
  fee: MoneySchema,
  planPeriod: v.optional(
    v.object({ amount: MoneySchema, validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  ),
});
export type RecoverableNumber = v.InferOutput<typeof RecoverableNumberSchema>;

export const NumberChangeRequestIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** A one-time code: the 6 digits the customer received (OTP length). */
export const OttCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, '6 digits'));
