import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { NumberCategorySchema } from '../../gateway/enums.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { lockNumber } from '../../gateway/numbers/lock-number.ts';
import { numberAvailability } from '../../gateway/numbers/number-availability.ts';
import { numberCategories } from '../../gateway/numbers/number-categories.ts';
import { searchNumbers } from '../../gateway/numbers/search-numbers.ts';
import { isListedLada } from '../../i18n/mexican-ladas.ts';
import type { JourneyStepData } from '../../journey/index.ts';
import { startingLada } from '../../machines/new-number/new-number.lada.ts';
import { newNumberMachine } from '../../machines/new-number/new-number.machine.ts';
import type { NewNumberChosenEmitted, NewNumberInput } from '../../machines/new-number/new-number.types.ts';
import { accountAddress } from '../../purchase/address-details.step.ts';
import { HeldNumberSchema, isNumberLockActive } from '../../purchase/connection-details.rules.ts';
import { cancellable } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';

/**
 * The number step of a number change is the purchase's new-number machine (category, search of
 * 4–10 characters, 6 shown and up to 40, the number locked on choose) with the service request's
 * step data in place of the purchase's order: what changes is kept in the journey (`keep`: the
 * flow's UPDATE_DATA), so a reload keeps the category, the search and the lock.
 */
export function provideNumberChangeChoice(gateway: GatewayClient, keep: (data: JourneyStepData) => void) {
  return newNumberMachine.provide({
    actors: {
      // A number change charges the eligibility's fee per category: premium is one choice here,
      // not sold by golden pattern.
      loadCategories: fromPromise(async ({ signal }) => ({
        offers: await numberCategories(cancellable(gateway, signal)),
        golden: [],
      })),
      searchNumbers: fromPromise(({ input, signal }) => searchNumbers(cancellable(gateway, signal), input)),
      lockNumber: fromPromise(({ input, signal }) => lockNumber(cancellable(gateway, signal), input)),
      checkAvailability: fromPromise(({ input, signal }) =>
        numberAvailability(cancellable(gateway, signal), input),
      ),
    },
    actions: {
      // The choice is the step's data (chosenNumberData on Next); there is no order to write.
      recordChoice: () => {},
      keepDraft: (_, fields) => keep(fields),
    },
  });
}

const NumberStepDraftSchema = v.object({
  category: v.optional(v.fallback(v.nullable(NumberCategorySchema), null), null),
  searchInput: v.optional(v.fallback(v.string(), ''), ''),
  search: v.optional(v.fallback(v.string(), ''), ''),
  // A lada no longer on the list is none: the start is worked out again.
  lada: v.fallback(v.optional(v.pipe(v.string(), v.check(isListedLada))), undefined),
  lock: v.optional(v.fallback(v.nullable(HeldNumberSchema), null), null),
});

/**
 * Where the number step starts from: what it kept (a lock only while it still holds). The city, until
 * one is picked, is where the account's address is, else the lada of the number being changed.
 */
export function numberChangeChoiceInput(
  step: unknown,
  known: { stores: Pick<Stores, 'store' | 'auth'>; currentNumber: string | null | undefined },
  now: number = Date.now(),
): NewNumberInput {
  const lada = startingLada({
    postalCodes: [accountAddress(known.stores)?.postalCode],
    number: known.currentNumber,
  });
  const parsed = v.safeParse(NumberStepDraftSchema, step ?? {});
  if (!parsed.success) return { lada };
  const { category, searchInput, search, lock } = parsed.output;
  return {
    lada: parsed.output.lada ?? lada,
    category,
    searchInput: searchInput || search,
    search,
    held: lock && isNumberLockActive(lock.lockedUntil, now) ? lock : null,
  };
}

/** The number step's data on Next: the number held, its category and lock (and the search kept). */
export const chosenNumberData = (chosen: NewNumberChosenEmitted): JourneyStepData => ({
  number: chosen.number,
  lockedUntil: chosen.lockedUntil,
  search: chosen.search,
  lada: chosen.lada,
  ...(chosen.category ? { category: chosen.category } : {}),
});
