import { assign, enqueueActions } from 'xstate';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import { DEFAULT_LADA, isListedLada } from '../../i18n/mexican-ladas.ts';
import { heldChoice, numbersSearchInput, shownNumbers } from './new-number.rules.ts';
import { newNumberSetup } from './new-number.setup.ts';

/** A number pressed: it is locked (a lock held before stays until the new one is taken). */
const choose = {
  target: 'locking',
  actions: {
    type: 'startLocking',
    params: ({ event }: { event: { number: AvailableNumber } }) => ({ number: event.number }),
  },
} as const;

/**
 * A new number on the connection-details step: the customer picks a category (free, or a
 * "dorado" golden pattern at its price)
 * and a city (lada), may search for the digits after the lada, and chooses a number from the list,
 * which locks it for them on the spot.
 * Two regions, because the list and the lock change independently: a lock taken stays while the
 * customer searches again, and a lock lost (someone else took the number) refreshes the list; a
 * third reads the categories' names again when the language changes.
 * list: loadingCategories → searching ⇄ showing (categoriesFailed, searchFailed: try again)
 * names: current → (the language changes) reading → current, the categories named in the new language
 * lock: free → locking → locked → (lockedUntil passes) → free; Next: locked → confirming (the
 * availability call) → locked and `chosen`, or free when the number is gone
 * The order (onboarding store) and the step's draft are written through the provided actions
 * `recordChoice` and `keepDraft` (new-number.services.ts); Next emits `chosen` (after a lock in flight),
 * and so does the lock itself when the input says a press moves on (`moveOnWhenChosen`).
 * Guards and actions are implemented in new-number.setup.ts.
 */
export const newNumberMachine = newNumberSetup.createMachine({
  id: 'newNumber',
  context: ({ input }) => ({
    categories: [],
    category: input.category ?? null,
    goldenCategories: [],
    golden: input.golden ?? null,
    searchInput: input.searchInput ?? '',
    search: input.search ?? '',
    // A lada not on the list (an old draft, a changed list) is no choice at all.
    lada: input.lada && isListedLada(input.lada) ? input.lada : DEFAULT_LADA,
    searchError: undefined,
    numbers: [],
    visible: 0,
    locking: null,
    held: input.held ?? null,
    lockErrorMessageId: null,
    showChooseError: false,
    submitOnLock: false,
    moveOnWhenChosen: input.moveOnWhenChosen ?? false,
    loadError: null,
  }),
  type: 'parallel',
  invoke: { src: 'languageChanges' },
  on: {
    'SEARCH_INPUT.CHANGE': {
      actions: [
        { type: 'setSearchInput', params: ({ event }) => ({ value: event.value }) },
        { type: 'keepDraft', params: ({ context }) => ({ searchInput: context.searchInput }) },
      ],
    },
    'LADA.CHANGE': {
      guard: { type: 'listedLada', params: ({ event }) => ({ lada: event.value }) },
      actions: [
        { type: 'setLada', params: ({ event }) => ({ value: event.value }) },
        {
          type: 'keepDraft',
          params: ({ context: { lada, searchInput, search } }) => ({ lada, searchInput, search }),
        },
        'requestRefresh',
      ],
    },
    SEARCH: [
      {
        guard: 'searchValid',
        actions: [
          'applySearch',
          { type: 'keepDraft', params: ({ context }) => ({ search: context.search, lada: context.lada }) },
          'requestRefresh',
        ],
      },
      { actions: 'showSearchError' },
    ],
  },
  states: {
    list: {
      initial: 'loadingCategories',
      on: {
        'CATEGORY.CHANGE': {
          target: '.searching',
          actions: [
            { type: 'setCategory', params: ({ event }) => ({ value: event.value, golden: event.golden }) },
            {
              type: 'keepDraft',
              params: ({ event }) => ({ category: event.value, golden: event.golden ?? null, lock: null }),
            },
          ],
        },
      },
      states: {
        loadingCategories: {
          // An answer under way is in the language left: asked again in the new one.
          on: { 'LANGUAGE.CHANGE': { target: 'loadingCategories', reenter: true } },
          invoke: {
            src: 'loadCategories',
            onDone: {
              target: 'searching',
              actions: { type: 'storeCategories', params: ({ event }) => ({ loaded: event.output }) },
            },
            onError: {
              target: 'categoriesFailed',
              actions: { type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        categoriesFailed: { on: { RETRY: 'loadingCategories' } },
        searching: {
          on: { 'LIST.REFRESH': { target: 'searching', reenter: true } },
          invoke: {
            src: 'searchNumbers',
            input: ({ context }) => numbersSearchInput(context),
            onDone: {
              target: 'showing',
              actions: { type: 'storeNumbers', params: ({ event }) => ({ numbers: event.output }) },
            },
            onError: {
              target: 'searchFailed',
              actions: { type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        searchFailed: { on: { RETRY: 'searching', 'LIST.REFRESH': 'searching' } },
        showing: {
          on: {
            'LIST.REFRESH': 'searching',
            SHOW_MORE: { actions: 'showMore' },
          },
        },
      },
    },
    /**
     * The categories' names and descriptions are the gateway's, in the language of the call: after a
     * language switch they are read again and replace the old ones, while the category, golden
     * pattern, list and lock chosen stay. A failed read keeps the names shown (the step goes on).
     */
    names: {
      initial: 'current',
      states: {
        current: {
          on: {
            'LANGUAGE.CHANGE': {
              // The first read is then re-asked by the list itself.
              guard: 'categoriesRead',
              target: 'reading',
            },
          },
        },
        reading: {
          on: { 'LANGUAGE.CHANGE': { target: 'reading', reenter: true } },
          invoke: {
            src: 'loadCategories',
            onDone: {
              target: 'current',
              actions: { type: 'storeCategories', params: ({ event }) => ({ loaded: event.output }) },
            },
            onError: 'current',
          },
        },
      },
    },
    lock: {
      initial: 'restoring',
      on: {
        // A lock is on a number of one category; another category starts without one.
        'CATEGORY.CHANGE': { target: '.free', actions: 'dropLock' },
        // Next with no number held (a lock in flight or held answers it in its own state).
        SUBMIT: { actions: 'revealChooseError' },
      },
      states: {
        restoring: { always: [{ guard: 'holdsLock', target: 'locked' }, { target: 'free' }] },
        free: { on: { CHOOSE: choose } },
        locking: {
          on: { SUBMIT: { actions: assign({ submitOnLock: true }) } },
          invoke: {
            src: 'lockNumber',
            input: ({ context }) => ({ selectedNumber: context.locking?.number ?? '' }),
            onDone: {
              target: 'locked',
              actions: [
                { type: 'storeLock', params: ({ event }) => ({ lock: event.output }) },
                { type: 'keepDraft', params: ({ context }) => ({ lock: context.held }) },
                {
                  type: 'recordChoice',
                  params: ({ context }) => ({ ...heldChoice(context), shown: shownNumbers(context) }),
                },
                enqueueActions(({ context, enqueue }) => {
                  if (context.submitOnLock) enqueue('emitChosen');
                }),
              ],
            },
            onError: [
              {
                guard: { type: 'takenMeanwhile', params: ({ event }) => ({ error: event.error }) },
                target: 'restoring',
                actions: [
                  { type: 'recordLockFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'keepDraft', params: ({ context }) => ({ lock: context.held }) },
                  'requestRefresh',
                ],
              },
              {
                target: 'restoring',
                actions: { type: 'recordLockFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        locked: {
          after: {
            lockExpiry: {
              target: 'free',
              actions: ['dropLock', { type: 'keepDraft', params: () => ({ lock: null }) }],
            },
          },
          on: { CHOOSE: choose, SUBMIT: 'confirming' },
        },
        /**
         * Next with a number held: before the step promises it, the gateway says it can still be
         * had (a lock may have lapsed, the number gone to someone else since). Gone: the list is
         * asked again and the customer chooses anew; the city, search and category stay.
         */
        confirming: {
          // One check at a time: a second Next waits for this one's answer.
          on: { SUBMIT: { actions: [] } },
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => ({ selectedNumber: context.held?.number ?? '' }),
            onDone: [
              {
                guard: { type: 'stillAvailable', params: ({ event }) => ({ availability: event.output }) },
                target: 'locked',
                actions: [
                  { type: 'recordChoice', params: ({ context }) => heldChoice(context) },
                  'emitChosen',
                ],
              },
              {
                target: 'free',
                actions: [
                  'recordNumberGone',
                  { type: 'keepDraft', params: () => ({ lock: null }) },
                  'requestRefresh',
                ],
              },
            ],
            onError: {
              target: 'locked',
              actions: { type: 'recordCheckFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type NewNumberMachine = typeof newNumberMachine;
