import type { SnapshotFrom } from 'xstate';
import type { NumberCategory } from '../../gateway/enums.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { MEXICAN_LADAS, type MexicanLada } from '../../i18n/mexican-ladas.ts';
import { canShowMoreNumbers, type HeldNumber } from '../../purchase/connection-details.rules.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import { type NumberChoice, numberChoiceKey, numberChoices } from './new-number.golden.ts';
import type { NewNumberMachine } from './new-number.machine.ts';
import { activeCategory, listGolden, lockMinutesLeft, numberList } from './new-number.rules.ts';
import type { NewNumberEvent } from './new-number.types.ts';

/** Where a read stands, as the screen draws it: placeholders, a retry, or the answer. */
export type NewNumberLoad = 'loading' | 'failed' | 'ready';

export interface NewNumberView {
  categories: {
    status: NewNumberLoad;
    offers: NumberCategoryOffer[];
    active: NumberCategory | undefined;
    /** What the choice offers (premium as its golden patterns, each priced), and the one the list is for. */
    choices: NumberChoice[];
    activeChoice: string | undefined;
  };
  /** The cities (ladas) a number can be from, and the one the list is for. */
  ladas: { options: readonly MexicanLada[]; active: string };
  searchInput: string;
  searchError: FieldMessage | undefined;
  /** `idle` until the categories are read (there is no list to ask for yet). */
  numbers: {
    status: NewNumberLoad | 'idle';
    /** The numbers on screen, each with whether it is the chosen one or being locked. */
    shown: { number: AvailableNumber; chosen: boolean; locking: boolean }[];
    total: number;
    canShowMore: boolean;
  };
  /** The failure behind a `failed` read, for its message and retry. */
  loadError: unknown;
  lock: HeldNumber | null;
  /** Whole minutes the held number stays reserved (read when the view is made), or null. */
  lockMinutesLeft: number | null;
  lockErrorMessageId: MessageId | null;
  /** Next was pressed with no number held. */
  chooseError: boolean;
  /** Next was pressed: the gateway is asked whether the number held can still be had. */
  confirming: boolean;
  chooseCategory: (value: NumberCategory, golden?: string) => void;
  /** A choice of `categories.choices` picked by its key. */
  chooseOffer: (key: string) => void;
  chooseLada: (lada: string) => void;
  typeSearch: (value: string) => void;
  search: () => void;
  choose: (number: AvailableNumber) => void;
  showMore: () => void;
  retry: () => void;
  submit: () => void;
}

/** A new-number snapshot as the screen shows it, with the events it may send (zag's `connect`). */
export function newNumberView(
  snapshot: SnapshotFrom<NewNumberMachine>,
  send: (event: NewNumberEvent) => void,
): NewNumberView {
  const { context } = snapshot;
  const categoriesStatus: NewNumberLoad = snapshot.matches({ list: 'loadingCategories' })
    ? 'loading'
    : snapshot.matches({ list: 'categoriesFailed' })
      ? 'failed'
      : 'ready';
  const numbersStatus: NewNumberView['numbers']['status'] =
    categoriesStatus !== 'ready' || activeCategory(context) === undefined
      ? 'idle'
      : snapshot.matches({ list: 'searching' })
        ? 'loading'
        : snapshot.matches({ list: 'searchFailed' })
          ? 'failed'
          : 'ready';
  const list = numbersStatus === 'ready' ? numberList(context) : [];
  const active = activeCategory(context);
  const choices = numberChoices(context.categories, context.goldenCategories);
  const chooseCategory = (value: NumberCategory, golden?: string) =>
    send({ type: 'CATEGORY.CHANGE', value, ...(golden ? { golden } : {}) });
  return {
    categories: {
      status: categoriesStatus,
      offers: context.categories,
      active,
      choices,
      activeChoice: active ? numberChoiceKey(active, listGolden(context)) : undefined,
    },
    ladas: { options: MEXICAN_LADAS, active: context.lada },
    searchInput: context.searchInput,
    searchError: context.searchError,
    numbers: {
      status: numbersStatus,
      shown: list.slice(0, context.visible).map((number) => ({
        number,
        chosen: context.held?.number === number.number,
        locking: context.locking?.number === number.number,
      })),
      total: list.length,
      canShowMore: canShowMoreNumbers(context.visible, list.length),
    },
    loadError: context.loadError,
    lock: context.held,
    lockMinutesLeft: context.held ? lockMinutesLeft(context.held.lockedUntil, Date.now()) : null,
    lockErrorMessageId: context.lockErrorMessageId,
    chooseError: context.showChooseError && context.held === null,
    confirming: snapshot.matches({ lock: 'confirming' }),
    chooseCategory,
    chooseOffer: (key) => {
      const choice = choices.find((item) => item.key === key);
      if (choice) chooseCategory(choice.category, choice.golden);
    },
    chooseLada: (value) => send({ type: 'LADA.CHANGE', value }),
    typeSearch: (value) => send({ type: 'SEARCH_INPUT.CHANGE', value }),
    search: () => send({ type: 'SEARCH' }),
    choose: (number) => send({ type: 'CHOOSE', number }),
    showMore: () => send({ type: 'SHOW_MORE' }),
    retry: () => send({ type: 'RETRY' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
