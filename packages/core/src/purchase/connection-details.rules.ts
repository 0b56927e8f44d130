import * as v from 'valibot';
import { NUMBER_LIST_DEFAULT_COUNT, NUMBER_LIST_MAX_RENDER } from '../config/constants.ts';
import { type NumberCategory, NumberCategorySchema, type NumberType } from '../gateway/enums.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { OnboardingState, SelectedTelcoDonor } from '../stores/onboarding.store.ts';
import { isValidNewNumberSearch } from '../validation/numbers.ts';
import { digitsOf, type FieldMessage, failureCode, failureFields, fieldMessage } from './field-message.ts';

/** The spec's number-type choice as the journey names it, and the store's the spec's value for each. */
export const NUMBER_TYPE_CHOICES = ['new_number', 'number_transfer'] as const;
export type NumberTypeChoice = (typeof NUMBER_TYPE_CHOICES)[number];

export const NumberTypeChoiceSchema = v.picklist(NUMBER_TYPE_CHOICES);

export const numberTypeForChoice = (choice: NumberTypeChoice): NumberType =>
  choice === 'number_transfer' ? 'PORT_IN' : 'NEW';
export const choiceForNumberType = (type: NumberType): NumberTypeChoice =>
  type === 'PORT_IN' ? 'number_transfer' : 'new_number';

/**
 * The new-number search (the spec: 4 to 10 characters). An empty search is allowed: it asks for a
 * random set, which is what most customers want.
 */
export function newNumberSearchError(search: string): FieldMessage | undefined {
  if (search === '') return undefined;
  return isValidNewNumberSearch(search) ? undefined : fieldMessage('validation.number.search_length');
}

/**
 * One search fetches the whole list the page may ever show (the spec: at most 40), so "show more"
 * reveals numbers already held instead of asking again and reshuffling what the customer saw.
 */
export const NUMBER_SEARCH_LIMIT = NUMBER_LIST_MAX_RENDER;

/** How many numbers show first (the spec: 6), or fewer when fewer came back. */
export const initialVisibleNumbers = (total: number): number =>
  Math.max(0, Math.min(NUMBER_LIST_DEFAULT_COUNT, total, NUMBER_LIST_MAX_RENDER));

/** "Show more": another screenful, never past what came back nor past the spec's 40. */
export const showMoreNumbers = (visible: number, total: number): number =>
  Math.max(0, Math.min(visible + NUMBER_LIST_DEFAULT_COUNT, total, NUMBER_LIST_MAX_RENDER));

export const canShowMoreNumbers = (visible: number, total: number): boolean =>
  visible < Math.min(total, NUMBER_LIST_MAX_RENDER);

/** The gateway's answer when someone else holds the number (sandbox: 409 NUMBER_NOT_AVAILABLE). */
const NUMBER_TAKEN_CODES: ReadonlySet<string> = new Set(['NUMBER_NOT_AVAILABLE', 'NUMBER_LOCKED']);

/**
 * What a failed lock says. A number taken in the meantime gets its own sentence (and the screen
 * refreshes the list); anything else is the spec's catalogue's answer.
 */
export function numberLockErrorMessageId(error: unknown): MessageId {
  const code = failureCode(error);
  if ((code !== undefined && NUMBER_TAKEN_CODES.has(code)) || failureFields(error).status === 409) {
    return 'errors.number.not_available';
  }
  return errorMessageId(failureFields(error));
}

/** Whether a failed lock means the list the customer sees is stale and must be fetched again. */
export const lockFailureRefreshesList = (error: unknown): boolean =>
  numberLockErrorMessageId(error) === 'errors.number.not_available';

/**
 * The lock the step holds on a new number, kept as soon as it is taken (the step's draft) so that a
 * reload or a failed request does not lose the customer's choice before Next.
 */
export const HeldNumberSchema = v.object({
  number: v.pipe(v.string(), v.nonEmpty()),
  /** The lock's end on this phone's clock (the new-number machine's lockEndOnThisPhone). */
  lockedUntil: v.string(),
  category: v.optional(NumberCategorySchema),
  /** The golden pattern a premium number is priced by. */
  golden: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type HeldNumber = v.InferOutput<typeof HeldNumberSchema>;

/**
 * After a lock attempt failed: the number held before is still held (the gateway lets go of a
 * customer's lock only when a new one succeeds), unless the attempt was on that very number and
 * it is taken now.
 */
export function heldAfterFailedLock(
  held: HeldNumber | null,
  attempted: string,
  error: unknown,
): HeldNumber | null {
  return held?.number === attempted && lockFailureRefreshesList(error) ? null : held;
}

/**
 * Whether a kept lock still stands: it is on the number the order carries (the onboarding store's
 * selected number, which a transfer clears) and has not expired.
 */
export function heldNumberLock(
  held: HeldNumber | null | undefined,
  order: { selectedNumber: string | null; now: number },
): HeldNumber | null {
  if (!held || held.number !== order.selectedNumber) return null;
  return isNumberLockActive(held.lockedUntil, order.now) ? held : null;
}

type ConnectionState = Pick<
  OnboardingState,
  | 'selectedNumberType'
  | 'selectedNumber'
  | 'selectedCategory'
  | 'selectedAvailableNumbers'
  | 'currentTelcoNumber'
  | 'selectedTelcoDonor'
>;

/**
 * A new number chosen and locked. The transfer fields are cleared: an order carries one or the
 * other, and a leftover donor would be sent with a new-number order.
 */
export function chooseNewNumber<S extends ConnectionState>(
  state: S,
  choice: { number: string; category: NumberCategory; sku?: string | undefined; shown: readonly string[] },
): S {
  return {
    ...state,
    selectedNumberType: 'NEW',
    selectedNumber: choice.number,
    // A golden number's pattern sku, which prices its NEW_NUMBER line (checkout's newNumberSku);
    // else the category.
    selectedCategory: choice.sku ?? choice.category,
    selectedAvailableNumbers: [...choice.shown],
    currentTelcoNumber: '',
    selectedTelcoDonor: null,
  };
}

/** A transfer verified by its SMS code. The new-number fields are cleared for the same reason. */
export function choosePortIn<S extends ConnectionState>(
  state: S,
  choice: { number: string; donor: { id: string; name: string }; requestId: string },
): S {
  const donor: SelectedTelcoDonor = {
    id: choice.donor.id,
    name: choice.donor.name,
    requestId: choice.requestId,
  };
  return {
    ...state,
    selectedNumberType: 'PORT_IN',
    currentTelcoNumber: digitsOf(choice.number),
    selectedTelcoDonor: donor,
    selectedNumber: null,
    selectedCategory: null,
    selectedAvailableNumbers: [],
  };
}

/**
 * When the step's Next goes on: a new number needs a number this customer holds a lock on; a
 * transfer needs its code verified (the port-in machine's `verified` state).
 */
export function canContinueConnectionDetails(input: {
  choice: NumberTypeChoice;
  lockedNumber: string | null | undefined;
  portInVerified: boolean;
}): boolean {
  return input.choice === 'new_number' ? Boolean(input.lockedNumber) : input.portInVerified;
}

/**
 * Whether a lock taken on an earlier visit still holds, so the number shows as chosen when the
 * customer comes back; an expired one must be chosen (and locked) again.
 */
export function isNumberLockActive(lockedUntil: unknown, now: number): boolean {
  if (typeof lockedUntil !== 'string') return false;
  const until = Date.parse(lockedUntil);
  return Number.isFinite(until) && until > now;
}
