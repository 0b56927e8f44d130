import { assign, type EventObject, emit, fromCallback, fromPromise, raise, setup } from 'xstate';
import { NEW_NUMBER_SEARCH_MAX } from '../../config/constants.ts';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import { isListedLada } from '../../i18n/mexican-ladas.ts';
import {
  canContinueConnectionDetails,
  heldAfterFailedLock,
  initialVisibleNumbers,
  lockFailureRefreshesList,
  numberLockErrorMessageId,
  showMoreNumbers,
} from '../../purchase/connection-details.rules.ts';
import { digitsOf } from '../../purchase/field-message.ts';
import {
  activeCategory,
  ladaSearch,
  lockEndOnThisPhone,
  lockRemainingMs,
  numberList,
  numberSearchError,
  searchForLada,
} from './new-number.rules.ts';
import type {
  AvailabilityResult,
  LockInput,
  LockResult,
  NewNumberChosenEmitted,
  NewNumberContext,
  NewNumberDraft,
  NewNumberEvent,
  NewNumberInput,
  NumberChoiceOffers,
  NumbersSearchInput,
  RecordChoiceParams,
} from './new-number.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`newNumber: actor "${name}" was not provided`);
};

/**
 * The new-number machine's implementations: its actors (provided by new-number.services.ts), the
 * lock's expiry, its guards and the actions that write its context. The chart itself (the list and
 * lock regions) is in new-number.machine.ts.
 */
export const newNumberSetup = setup({
  types: {
    context: {} as NewNumberContext,
    input: {} as NewNumberInput,
    events: {} as NewNumberEvent,
    emitted: {} as NewNumberChosenEmitted,
  },
  actors: {
    loadCategories: fromPromise<NumberChoiceOffers>(notProvided('loadCategories')),
    searchNumbers: fromPromise<AvailableNumber[], NumbersSearchInput>(notProvided('searchNumbers')),
    lockNumber: fromPromise<LockResult, LockInput>(notProvided('lockNumber')),
    checkAvailability: fromPromise<AvailabilityResult, LockInput>(notProvided('checkAvailability')),
    /** Provided: sends LANGUAGE.CHANGE when the app's language changes (none: it never does). */
    languageChanges: fromCallback<EventObject>(() => undefined),
  },
  delays: {
    lockExpiry: ({ context }) => (context.held ? lockRemainingMs(context.held.lockedUntil, Date.now()) : 0),
  },
  guards: {
    holdsLock: ({ context }) =>
      canContinueConnectionDetails({
        choice: 'new_number',
        lockedNumber: context.held?.number,
        portInVerified: false,
      }),
    searchValid: ({ context }) => numberSearchError(context.searchInput) === undefined,
    /** The categories were read once (a switch during the first read re-asks that read instead). */
    categoriesRead: ({ context }) => context.categories.length > 0,
    hasCategory: ({ context }) => activeCategory(context) !== undefined,
    listedLada: (_, params: { lada: string }) => isListedLada(params.lada),
    takenMeanwhile: (_, params: { error: unknown }) => lockFailureRefreshesList(params.error),
    stillAvailable: (_, params: { availability: AvailabilityResult }) => params.availability.available,
  },
  actions: {
    /** Provided: the order's number, category and the numbers shown (chooseNewNumber). */
    recordChoice: (_, _params: RecordChoiceParams) => {},
    /** Provided: the step's draft, so a reload keeps what changed. */
    keepDraft: (_, _params: NewNumberDraft) => {},
    storeCategories: assign((_, params: { loaded: NumberChoiceOffers }) => ({
      categories: params.loaded.offers,
      goldenCategories: params.loaded.golden,
    })),
    storeNumbers: assign((_, params: { numbers: AvailableNumber[] }) => ({
      numbers: params.numbers,
      // A new answer starts a new page of 6.
      visible: initialVisibleNumbers(params.numbers.length),
      loadError: null,
    })),
    recordLoadError: assign((_, params: { error: unknown }) => ({ loadError: params.error })),
    setCategory: assign(
      (_, params: { value: NewNumberContext['category']; golden?: string | null | undefined }) => ({
        category: params.value,
        golden: params.golden ?? null,
        lockErrorMessageId: null,
      }),
    ),
    setSearchInput: assign((_, params: { value: string }) => ({
      searchInput: digitsOf(params.value).slice(0, NEW_NUMBER_SEARCH_MAX),
      searchError: undefined,
    })),
    showSearchError: assign(({ context }) => ({ searchError: numberSearchError(context.searchInput) })),
    /** A city picked: digits that named another city go (they would pick it back). */
    setLada: assign(({ context }, params: { value: string }) => ({
      lada: params.value,
      searchInput: searchForLada(context.searchInput, params.value),
      search: searchForLada(context.search, params.value),
      searchError: undefined,
      lockErrorMessageId: null,
    })),
    /** The search typed becomes the list's, and a lada typed at its start the city's. */
    applySearch: assign(({ context }) => ({
      lada: ladaSearch(context.searchInput, context.lada).lada,
      search: context.searchInput,
      searchError: undefined,
      lockErrorMessageId: null,
    })),
    requestRefresh: raise({ type: 'LIST.REFRESH' }),
    showMore: assign(({ context }) => ({
      visible: showMoreNumbers(context.visible, numberList(context).length),
    })),
    /** With `moveOnWhenChosen`, the press is Next as well: the step moves on once the lock is taken. */
    startLocking: assign(({ context }, params: { number: AvailableNumber }) => ({
      locking: params.number,
      lockErrorMessageId: null,
      showChooseError: false,
      submitOnLock: context.moveOnWhenChosen,
    })),
    /**
     * The lock taken, kept with the category of the number pressed (the list it came from), its
     * end on this phone's clock.
     */
    storeLock: assign(({ context }, params: { lock: LockResult }) => ({
      held: {
        number: params.lock.number,
        lockedUntil: lockEndOnThisPhone(params.lock, Date.now()),
        ...(context.locking ? { category: context.locking.category } : {}),
        ...(context.locking?.goldenCategory ? { golden: context.locking.goldenCategory } : {}),
      },
      locking: null,
    })),
    recordLockFailure: assign(({ context }, params: { error: unknown }) => ({
      locking: null,
      lockErrorMessageId: numberLockErrorMessageId(params.error),
      held: heldAfterFailedLock(context.held, context.locking?.number ?? '', params.error),
    })),
    dropLock: assign({ held: null }),
    /** Next found the held number gone (its lock lapsed and someone took it): choose again. */
    recordNumberGone: assign({ held: null, lockErrorMessageId: 'errors.number.not_available' as const }),
    recordCheckFailure: assign((_, params: { error: unknown }) => ({
      lockErrorMessageId: numberLockErrorMessageId(params.error),
    })),
    revealChooseError: assign({ showChooseError: true }),
    emitChosen: emit(({ context }) => ({
      type: 'chosen' as const,
      number: context.held?.number ?? '',
      lockedUntil: context.held?.lockedUntil ?? '',
      category: context.held?.category ?? activeCategory(context),
      golden: context.held?.golden,
      search: context.search,
      lada: context.lada,
    })),
  },
});
