import { NUMBER_LIST_MAX_RENDER } from '../../config/constants.ts';
import type { NumberCategory } from '../../gateway/enums.ts';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import { ladaOf } from '../../i18n/format-national-number.ts';
import { isListedLada, listedLadaAtStart } from '../../i18n/mexican-ladas.ts';
import { NUMBER_SEARCH_LIMIT, newNumberSearchError } from '../../purchase/connection-details.rules.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import { LONGEST_TIMER_MS } from '../shared/timer-ceiling.ts';
import { activeGolden, goldenSku } from './new-number.golden.ts';
import type { NewNumberContext, NumbersSearchInput, RecordChoiceParams } from './new-number.types.ts';

/** The category the list is for: the one picked, else the first the gateway offers. */
export const activeCategory = (
  context: Pick<NewNumberContext, 'category' | 'categories'>,
): NumberCategory | undefined => context.category ?? context.categories[0]?.category;

/** What the gateway is asked for: the lada, and the digits the number goes on with after it. */
export interface LadaSearch {
  lada: string;
  after: string;
}

/**
 * What a search asks for, the city chosen being `chosenLada`. The search box takes the
 * digits that follow the lada, matched from the start ("1234" in Guadalajara: 33 1234 …). Digits
 * typed that start with a listed lada choose that city, and the rest is searched after it: "33"
 * alone is Guadalajara's list, "9981" Cancún's numbers 998 1… . The price of that shortcut: in
 * Guadalajara, "8123" reads as Monterrey 23…; the city select then shows Monterrey, and the hint
 * says that typing a lada changes the city.
 */
export function ladaSearch(typed: string, chosenLada: string): LadaSearch {
  const lada = listedLadaAtStart(typed);
  return lada ? { lada, after: typed.slice(lada.length) } : { lada: chosenLada, after: typed };
}

/**
 * the spec's 4 to 10 characters, on what the customer typed. Nothing typed (any number of the city) and
 * a listed lada alone ("33", "998": a city chosen) are searches too.
 */
export function numberSearchError(typed: string): FieldMessage | undefined {
  return isListedLada(typed) ? undefined : newNumberSearchError(typed);
}

/**
 * The search kept when another city is picked: digits that named a city (they start with a listed
 * lada other than the one picked) would pick it back on the next search, so they go; digits meant
 * after any lada stay, and are searched in the new city.
 */
export function searchForLada(typed: string, lada: string): string {
  const named = listedLadaAtStart(typed);
  return named !== undefined && named !== lada ? '' : typed;
}

/** The golden pattern the list is for (premium numbers sold by pattern), else undefined. */
export const listGolden = (
  context: Pick<NewNumberContext, 'category' | 'categories' | 'golden' | 'goldenCategories'>,
): string | undefined => activeGolden(context, activeCategory(context));

/**
 * The list's search: the category's numbers (the spec: up to 40) in the city, after its lada; premium
 * numbers of the golden pattern picked.
 */
export function numbersSearchInput(
  context: Pick<
    NewNumberContext,
    'category' | 'categories' | 'golden' | 'goldenCategories' | 'search' | 'lada'
  >,
): NumbersSearchInput {
  const { lada, after } = ladaSearch(context.search, context.lada);
  const golden = listGolden(context);
  return {
    // Asked only once the categories are read; none offered reads as an empty list.
    category: activeCategory(context) ?? 'FREE_NUMBER',
    areaCode: lada,
    search: after,
    limit: NUMBER_SEARCH_LIMIT,
    ...(golden ? { goldenCategory: golden } : {}),
  };
}

/**
 * The numbers the list offers. The search leaves out numbers already held, our own lock included:
 * that one is kept on the list, first, while the list is for its category and its city.
 */
export function numberList(
  context: Pick<
    NewNumberContext,
    'numbers' | 'held' | 'category' | 'categories' | 'golden' | 'goldenCategories' | 'lada'
  >,
): AvailableNumber[] {
  const { held, numbers } = context;
  if (
    held?.category &&
    held.category === activeCategory(context) &&
    held.golden === listGolden(context) &&
    ladaOf(held.number) === context.lada &&
    !numbers.some((item) => item.number === held.number)
  ) {
    const own: AvailableNumber = {
      number: held.number,
      category: held.category,
      ...(held.golden ? { goldenCategory: held.golden } : {}),
    };
    return [own, ...numbers].slice(0, NUMBER_LIST_MAX_RENDER);
  }
  return numbers;
}

/** The numbers on screen, as the order records them when one is chosen (`selectedAvailableNumbers`). */
export const shownNumbers = (
  context: Pick<
    NewNumberContext,
    'numbers' | 'held' | 'category' | 'categories' | 'golden' | 'goldenCategories' | 'visible' | 'lada'
  >,
): string[] =>
  numberList(context)
    .slice(0, context.visible)
    .map((item) => item.number);

/**
 * The held number as the order records it: its category, else the list's (free by default), and
 * a golden number's pattern sku, which prices it.
 */
export function heldChoice(
  context: Pick<NewNumberContext, 'held' | 'category' | 'categories' | 'goldenCategories'>,
): RecordChoiceParams {
  const sku = goldenSku(context.goldenCategories, context.held?.golden);
  return {
    number: context.held?.number ?? '',
    category: context.held?.category ?? activeCategory(context) ?? 'FREE_NUMBER',
    ...(sku ? { sku } : {}),
  };
}

/**
 * When a lock ends on this phone's clock: now plus the hold's length as the gateway counts it.
 * The gateway's end time is on its own clock, and a phone set by hand or drifted minutes fast would
 * see a fresh hold as already lapsed (minutes slow, as lasting longer than it does); the length
 * needs no shared clock. Every later check (the timer, the minutes said, a reload's saved lock)
 * then compares this phone's time with this phone's time.
 */
export function lockEndOnThisPhone(lock: { lockedAt: string; lockedUntil: string }, now: number): string {
  const length = Date.parse(lock.lockedUntil) - Date.parse(lock.lockedAt);
  return new Date(now + (Number.isFinite(length) ? Math.max(0, length) : 0)).toISOString();
}

/** How long until a lock runs out, for the machine's expiry timer; 0 once it has. */
export function lockRemainingMs(lockedUntil: string, now: number): number {
  const until = Date.parse(lockedUntil);
  if (!Number.isFinite(until)) return 0;
  return Math.min(LONGEST_TIMER_MS, Math.max(0, until - now));
}

/**
 * Whole minutes a lock still holds the number, rounded up (a fresh 15-minute lock reads "15
 * minutes", not 14): the hold is said as a duration, since a clock time alone asks the customer to
 * work out the difference, and in which of Mexico's four zones.
 */
export function lockMinutesLeft(lockedUntil: string, now: number): number {
  return Math.ceil(lockRemainingMs(lockedUntil, now) / 60_000);
}
