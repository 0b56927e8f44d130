import type { SnapshotFrom } from 'xstate';
import type { NumberCategory } from '../../gateway/enums.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { AvailableNumber } from '../../gateway/numbers/search-numbers.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { MEXICAN_LADAS, type MexicanLada } from '../../i18n/mexican-ladas.ts';
import { canShowMoreNumbers, type HeldNumber } from '../../purchase/connection-details.rules.ts';
import type { FieldMessage } from '../../purchase/field-message.ts';
import type { NewNumberMachine } from './new-number.machine.ts';
import { activeCategory, lockMinutesLeft, numberList } from './new-number.rules.ts';
import type { NewNumberEvent } from './new-number.types.ts';

/** Where a read stands, as the screen draws it: placeholders, a retry, or the answer. */
export type NewNumberLoad = 'loading' | 'failed' | 'ready';

export interface NewNumberView {
  categories: { status: NewNumberLoad; offers: NumberCategoryOffer[]; active: NumberCategory | undefined };
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
  chooseCategory: (value: NumberCategory) => void;
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
  return {
    categories: { status: categoriesStatus, offers: context.categories, active: activeCategory(context) },
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
    chooseCategory: (value) => send({ type: 'CATEGORY.CHANGE', value }),
    chooseLada: (value) => send({ type: 'LADA.CHANGE', value }),
    typeSearch: (value) => send({ type: 'SEARCH_INPUT.CHANGE', value }),
    search: () => send({ type: 'SEARCH' }),
    choose: (number) => send({ type: 'CHOOSE', number }),
    showMore: () => send({ type: 'SHOW_MORE' }),
    retry: () => send({ type: 'RETRY' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
