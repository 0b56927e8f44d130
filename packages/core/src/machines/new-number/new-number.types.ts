import type { NumberCategory } from '../../gateway/enums.ts';
import type { GoldenNumberCategory } from '../../gateway/numbers/golden-number-categories.ts';
import type { NumberLock } from '../../gateway/numbers/lock-number.ts';
import type { NumberAvailability } from '../../gateway/numbers/number-availability.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { AvailableNumber, SearchNumbersInput } from '../../gateway/numbers/search-numbers.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { HeldNumber } from '../../purchase/connection-details.rules.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import type { LanguageChangeEvent } from '../shared/language-changes.actor.ts';

export interface NewNumberInput {
  /** The category chosen before (draft, journey data or the order); else the first offered. */
  category?: NumberCategory | null;
  /** The golden pattern chosen before (premium numbers); else the first offered. */
  golden?: string | null;
  /** The search as typed, and the search the list was asked with (they differ until Search). */
  searchInput?: string;
  search?: string;
  /** The lada (city) the list is for: chosen before, else from the postal code (startingLada). */
  lada?: string;
  /** A lock taken before that still stands (newNumberMachineInput decides). */
  held?: HeldNumber | null;
  /**
   * A number pressed moves the step on once it is locked, with no Next to press (the purchase:
   * the lock is the promise, so a second tap asks nothing new). Absent: Next moves on.
   */
  moveOnWhenChosen?: boolean;
}

export interface NewNumberContext {
  categories: NumberCategoryOffer[];
  /** The category the customer picked; null: the first offered one. */
  category: NumberCategory | null;
  /** The golden patterns premium numbers are sold as, each at its price (none: premium as one). */
  goldenCategories: GoldenNumberCategory[];
  /** The golden pattern picked (premium only); null: the first offered one. */
  golden: string | null;
  searchInput: string;
  search: string;
  /** The lada the list is for; `search` is matched after it. */
  lada: string;
  searchError: FieldMessage | undefined;
  /** The last search's answer (the spec: at most 40), and how many of it show. */
  numbers: AvailableNumber[];
  visible: number;
  /** The number being locked right now. */
  locking: AvailableNumber | null;
  /** The number this customer holds a lock on; it goes when the lock expires. */
  held: HeldNumber | null;
  lockErrorMessageId: MessageId | null;
  /** Next was pressed without a number: "choose a number" shows. */
  showChooseError: boolean;
  /** Next was pressed while a number was being locked: the step moves on once it is. */
  submitOnLock: boolean;
  /** The input's `moveOnWhenChosen`: pressing a number counts as pressing Next as well. */
  moveOnWhenChosen: boolean;
  /** Why the categories or the numbers could not be read (a gateway failure, for its message). */
  loadError: unknown;
}

export type NewNumberEvent =
  /** A category picked; for premium, `golden` names the pattern (absent: the first offered). */
  | { type: 'CATEGORY.CHANGE'; value: NumberCategory; golden?: string | null }
  | { type: 'LADA.CHANGE'; value: string }
  | { type: 'SEARCH_INPUT.CHANGE'; value: string }
  | { type: 'SEARCH' }
  | { type: 'SHOW_MORE' }
  | { type: 'CHOOSE'; number: AvailableNumber }
  /** "Try again" after the categories or the numbers failed to load. */
  | { type: 'RETRY' }
  /** The step's Next. */
  | { type: 'SUBMIT' }
  /** Internal: the list is stale (a search, a number taken meanwhile) and is asked again. */
  | { type: 'LIST.REFRESH' }
  /** The app's language changed: the categories' names are read again in it. */
  | LanguageChangeEvent;

export interface LockInput {
  selectedNumber: string;
}
export type LockResult = NumberLock;
export type NumbersSearchInput = Required<
  Pick<SearchNumbersInput, 'category' | 'areaCode' | 'search' | 'limit'>
> &
  Pick<SearchNumbersInput, 'goldenCategory'>;
export type AvailabilityResult = NumberAvailability;

/** What the list's choice is read from: the categories, and the golden patterns of premium. */
export interface NumberChoiceOffers {
  offers: NumberCategoryOffer[];
  golden: GoldenNumberCategory[];
}

/** The choice kept in the order (onboarding store): `shown` is absent when it does not change. */
export interface RecordChoiceParams {
  number: string;
  category: NumberCategory;
  /** The NEW_NUMBER sku when it is not the category's own (a golden pattern's). */
  sku?: string;
  shown?: readonly string[];
}

/** The draft fields the step keeps as they change (useStepDraft's names). */
export type NewNumberDraft = Partial<{
  category: NumberCategory | null;
  golden: string | null;
  searchInput: string;
  search: string;
  lada: string;
  lock: HeldNumber | null;
}>;

/** Emitted on Next with a number held: the screen moves the journey on with it. */
export interface NewNumberChosenEmitted {
  type: 'chosen';
  number: string;
  lockedUntil: string;
  category: NumberCategory | undefined;
  /** The held number's golden pattern (premium numbers). */
  golden: string | undefined;
  search: string;
  lada: string;
}
