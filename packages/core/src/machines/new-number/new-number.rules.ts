import { NUMBER_LIST_MAX_RENDER } from '../../config/constants.ts';
import type { NumberCategory } from '../../gateway/enums.ts';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import type { NewNumberContext, RecordChoiceParams } from './new-number.types.ts';

/** The category the list is for: the one picked, else the first the gateway offers. */
export const activeCategory = (
  context: Pick<NewNumberContext, 'category' | 'categories'>,
): NumberCategory | undefined => context.category ?? context.categories[0]?.category;

/**
 * The numbers the list offers. The search leaves out numbers already held, our own lock included:
 * that one is kept on the list, first, while the list is for its category.
 */
export function numberList(
  context: Pick<NewNumberContext, 'numbers' | 'held' | 'category' | 'categories'>,
): AvailableNumber[] {
  const { held, numbers } = context;
  if (
    held?.category &&
    held.category === activeCategory(context) &&
    !numbers.some((item) => item.number === held.number)
  ) {
    return [{ number: held.number, category: held.category }, ...numbers].slice(0, NUMBER_LIST_MAX_RENDER);
  }
  return numbers;
}

/** The numbers on screen, as the order records them when one is chosen (`selectedAvailableNumbers`). */
export const shownNumbers = (
  context: Pick<NewNumberContext, 'numbers' | 'held' | 'category' | 'categories' | 'visible'>,
): string[] =>
  numberList(context)
    .slice(0, context.visible)
    .map((item) => item.number);

/** The held number as the order records it; its category, else the list's (free by default). */
export const heldChoice = (
  context: Pick<NewNumberContext, 'held' | 'category' | 'categories'>,
): RecordChoiceParams => ({
  number: context.held?.number ?? '',
  category: context.held?.category ?? activeCategory(context) ?? 'FREE_NUMBER',
});

/** setTimeout's ceiling (about 24.8 days): a later date would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long until a lock runs out, for the machine's expiry timer; 0 once it has. */
export function lockRemainingMs(lockedUntil: string, now: number): number {
  const until = Date.parse(lockedUntil);
  if (!Number.isFinite(until)) return 0;
  return Math.min(MAX_TIMER_MS, Math.max(0, until - now));
}

/**
 * Whole minutes a lock still holds the number, rounded up (a fresh 15-minute lock reads "15
 * minutes", not 14): the hold is said as a duration, since a clock time alone asks the customer to
 * work out the difference, and in which of Mexico's four zones.
 */
export function lockMinutesLeft(lockedUntil: string, now: number): number {
  return Math.ceil(lockRemainingMs(lockedUntil, now) / 60_000);
}
