import type { NumberCategory } from '../../gateway/enums.ts';
import type { NumberLock } from '../../gateway/numbers/lock-number.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { AvailableNumber, SearchNumbersInput } from '../../gateway/numbers/search-numbers.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { HeldNumber } from '../../purchase/connection-details.rules.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';

export interface NewNumberInput {
  /** The category chosen before (draft, journey data or the order); else the first offered. */
  category?: NumberCategory | null;
  /** The search as typed, and the search the list was asked with (they differ until Search). */
  searchInput?: string;
  search?: string;
  /** The lada (city) the list is for: chosen before, else from the postal code (startingLada). */
  lada?: string;
  /** A lock taken before that still stands (newNumberMachineInput decides). */
  held?: HeldNumber | null;
}

export interface NewNumberContext {
  categories: NumberCategoryOffer[];
  /** The category the customer picked; null: the first offered one. */
  category: NumberCategory | null;
  searchInput: string;
  search: string;
  /** The lada the list is for; `search` is matched after it. */
  lada: string;
  searchError: FieldMessage | undefined;
  /** The last search's answer (§9: at most 40), and how many of it show. */
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
  /** Why the categories or the numbers could not be read (a gateway failure, for its message). */
  loadError: unknown;
}

export type NewNumberEvent =
  | { type: 'CATEGORY.CHANGE'; value: NumberCategory }
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
  | { type: 'LIST.REFRESH' };

export interface LockInput {
  selectedNumber: string;
}
export type LockResult = NumberLock;
export type NumbersSearchInput = Required<
  Pick<SearchNumbersInput, 'category' | 'areaCode' | 'search' | 'limit'>
>;

/** The choice kept in the order (onboarding store): `shown` is absent when it does not change. */
export interface RecordChoiceParams {
  number: string;
  category: NumberCategory;
  shown?: readonly string[];
}

/** The draft fields the step keeps as they change (useStepDraft's names). */
export type NewNumberDraft = Partial<{
  category: NumberCategory | null;
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
  search: string;
  lada: string;
}
