import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { NumberCategorySchema } from '../../gateway/enums.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { lockNumber } from '../../gateway/numbers/lock-number.ts';
import { numberAvailability } from '../../gateway/numbers/number-availability.ts';
import { searchNumbers } from '../../gateway/numbers/search-numbers.ts';
import { accountAddress } from '../../purchase/address-details.step.ts';
import {
  chooseNewNumber,
  type HeldNumber,
  HeldNumberSchema,
  heldNumberLock,
} from '../../purchase/connection-details.rules.ts';
import type { ConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { readDraftField, type StepDraftLocation } from '../../stores/step-drafts.store.ts';
import { languageChanges } from '../shared/language-changes.actor.ts';
import { startingLada } from './new-number.lada.ts';
import { newNumberMachine } from './new-number.machine.ts';
import { numberOffers } from './new-number.queries.ts';
import type { NewNumberInput } from './new-number.types.ts';

export interface NewNumberServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'onboarding' | 'auth' | 'locale'>;
}

/**
 * The new-number machine wired to the gateway, the order (onboarding store) and the step's draft
 * (`draft`: the step the screen was opened for; null outside a journey, where nothing is kept).
 */
export function provideNewNumberMachine(
  { gateway, queryClient, stores }: NewNumberServicesDeps,
  draft: StepDraftLocation | null,
) {
  const { store, onboarding } = stores;
  return newNumberMachine.provide({
    actors: {
      // The purchase sells premium numbers by golden pattern, each at its price. Read through the
      // cache: the journey reads them on the step before (a language change marks them stale).
      loadCategories: fromPromise(() => numberOffers({ gateway, queryClient })),
      searchNumbers: fromPromise(({ input }) => searchNumbers(gateway, input)),
      lockNumber: fromPromise(({ input }) => lockNumber(gateway, input)),
      checkAvailability: fromPromise(({ input }) => numberAvailability(gateway, input)),
      languageChanges: languageChanges(stores),
    },
    actions: {
      recordChoice: (_, choice) => {
        store.set(onboarding.state, (previous) =>
          chooseNewNumber(previous, {
            number: choice.number,
            category: choice.category,
            sku: choice.sku,
            shown: choice.shown ?? previous.selectedAvailableNumbers,
          }),
        );
      },
      keepDraft: (_, fields) => {
        if (!draft) return;
        for (const [field, value] of Object.entries(fields)) {
          store.set(onboarding.drafts.writeField, { ...draft, field, value });
        }
      },
    },
  });
}

const draftField = <TSchema extends v.GenericSchema>(
  stores: NewNumberServicesDeps['stores'],
  draft: StepDraftLocation | null,
  field: string,
  schema: TSchema,
) =>
  draft ? readDraftField(stores.store.get(stores.onboarding.drafts.state), draft, field, schema) : undefined;

/**
 * Where the form starts: what the customer changed before a reload (the draft), else what the step
 * kept (journey data), else the order. A lock taken before counts while it is on the order's number
 * and has not expired (a transfer chosen since clears the order's number). The city starts where
 * the customer lives when the journey knows it: the address given earlier (a journey that puts the
 * address first), else the account's last one (a second purchase).
 */
export function newNumberMachineInput(
  { stores }: Pick<NewNumberServicesDeps, 'stores'>,
  draft: StepDraftLocation | null,
  saved: ConnectionStepData,
  now: number = Date.now(),
): NewNumberInput {
  const order = stores.store.get(stores.onboarding.state);
  const orderCategory = v.safeParse(NumberCategorySchema, order.selectedCategory);
  const savedLock: HeldNumber | null =
    saved.number && saved.lockedUntil
      ? {
          number: saved.number,
          lockedUntil: saved.lockedUntil,
          ...(saved.category ? { category: saved.category } : {}),
          ...(saved.golden ? { golden: saved.golden } : {}),
        }
      : null;
  const held = draftField(stores, draft, 'lock', v.nullable(HeldNumberSchema));
  const category = draftField(stores, draft, 'category', v.nullable(NumberCategorySchema));
  const golden = draftField(stores, draft, 'golden', v.nullable(v.string()));
  const lada =
    draftField(stores, draft, 'lada', v.string())?.value ??
    saved.lada ??
    startingLada({
      postalCodes: [
        order.billingAddressDetails.postalCode,
        order.deliveryAddressDetails.postalCode,
        accountAddress(stores)?.postalCode,
      ],
    });
  return {
    lada,
    category: category
      ? category.value
      : (saved.category ?? (orderCategory.success ? orderCategory.output : null)),
    golden: golden ? golden.value : (saved.golden ?? null),
    searchInput: draftField(stores, draft, 'searchInput', v.string())?.value ?? saved.search,
    search: draftField(stores, draft, 'search', v.string())?.value ?? saved.search,
    held: heldNumberLock(held ? held.value : savedLock, { selectedNumber: order.selectedNumber, now }),
    // The purchase's number step: the number pressed is the answer, locked and moved on with.
    moveOnWhenChosen: true,
  };
}
