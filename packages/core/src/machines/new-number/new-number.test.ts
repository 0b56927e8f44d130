import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { HeldNumberSchema } from '../../purchase/connection-details.rules.ts';
import { newNumberStepData, readConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { newNumberMachineInput } from './new-number.services.ts';
import {
  AVAILABILITY_PATH,
  availability,
  CATEGORIES,
  DRAFT,
  failure,
  GOLDEN,
  GOLDEN_PATH,
  LOCK_PATH,
  lockedFor,
  MINUTE,
  NOW,
  numbersOf,
  setupNewNumberTest,
} from './new-number.test-kit.ts';
import type { NewNumberChosenEmitted } from './new-number.types.ts';

const { answer, start } = setupNewNumberTest();

describe('newNumberMachine', () => {
  it('reads the categories, then the first category’s whole list (§9: 40), showing 6', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 14) });
    const run = start();
    expect(run.view().categories.status).toBe('loading');
    expect(run.view().numbers.status).toBe('idle');
    await run.until({ list: 'showing' });
    // Mexico City's list when nothing says where the customer lives.
    expect(searches.map((call) => call.query)).toEqual([
      { category: 'FREE_NUMBER', areaCode: '55', limit: '40' },
    ]);
    expect(run.view()).toMatchObject({
      categories: { status: 'ready', active: 'FREE_NUMBER' },
      numbers: { status: 'ready', total: 14, canShowMore: true },
      lock: null,
    });
    expect(run.view().numbers.shown).toHaveLength(6);
    run.view().showMore();
    run.view().showMore();
    expect(run.view().numbers).toMatchObject({ total: 14, canShowMore: false });
    expect(run.view().numbers.shown).toHaveLength(14);
    expect(searches).toHaveLength(1);
  });

  it('locks the number chosen, records it in the order and the draft, and Next emits chosen', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 8) });
    const locks = answer('POST', LOCK_PATH, lockedFor('5510000002'));
    const run = start();
    await run.until({ list: 'showing' });
    run.view().submit();
    expect(run.view().chooseError).toBe(true);
    expect(run.chosen).toEqual([]);

    run.view().choose({ number: '5510000002', category: 'FREE_NUMBER' });
    expect(run.view().numbers.shown.find((item) => item.locking)?.number.number).toBe('5510000002');
    await run.until({ lock: 'locked' });
    expect(locks.map((call) => call.url.pathname)).toEqual([
      '/gateway/number-service/v1/numbers/5510000002/lock',
    ]);
    expect(run.view().chooseError).toBe(false);
    expect(run.view().lock?.number).toBe('5510000002');
    expect(run.order()).toMatchObject({
      selectedNumberType: 'NEW',
      selectedNumber: '5510000002',
      selectedCategory: 'FREE_NUMBER',
      selectedAvailableNumbers: numbersOf('FREE_NUMBER', 6).map((item) => item.number),
    });
    expect(run.draft('lock', HeldNumberSchema)).toMatchObject({
      number: '5510000002',
      category: 'FREE_NUMBER',
    });
    // The hold is said as a duration: a fresh lock reads 15 minutes, 30 s on still 15.
    expect(run.view().lockMinutesLeft).toBe(15);
    vi.advanceTimersByTime(30_000);
    expect(run.view().lockMinutesLeft).toBe(15);

    // Next asks the gateway whether the number can still be had before the step promises it.
    const checks = answer('GET', AVAILABILITY_PATH, availability('5510000002', true));
    run.view().submit();
    expect(run.view().confirming).toBe(true);
    expect(run.chosen).toEqual([]);
    await run.until({ lock: 'locked' });
    expect(checks.map((call) => call.url.pathname)).toEqual([
      '/gateway/number-service/v1/numbers/5510000002/availability',
    ]);
    expect(run.chosen).toEqual([
      {
        type: 'chosen',
        number: '5510000002',
        lockedUntil: lockedFor('5510000002').result.lockedUntil,
        category: 'FREE_NUMBER',
        golden: undefined,
        search: '',
        lada: '55',
      },
    ]);
    expect(newNumberStepData(run.chosen[0] as NewNumberChosenEmitted)).toMatchObject({
      numberType: 'new_number',
      number: '5510000002',
    });
  });

  // A customer (or a test) pressing Next right after a number, before its lock is answered: the
  // press was lost with "choose a number" and the step never moved on (purchase walks under load).
  it('Next pressed while the number is being locked moves on once it is locked, with that number', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 8) });
    const held = { number: '5599999999', lockedUntil: new Date(NOW.getTime() + 5 * MINUTE).toISOString() };
    const run = start({ held: { ...held, category: 'FREE_NUMBER' } });
    await run.until({ list: 'showing' });
    answer('POST', LOCK_PATH, failure('NUMBER_NOT_AVAILABLE', 409001), 409);
    run.view().choose({ number: '5510000001', category: 'FREE_NUMBER' });
    run.view().submit();
    await run.until({ lock: 'locked' });
    // Refused: nothing moves on (the number held before stays), and the next lock waits for Next.
    expect(run.chosen).toEqual([]);
    answer('POST', LOCK_PATH, lockedFor('5510000002'));
    run.view().choose({ number: '5510000002', category: 'FREE_NUMBER' });
    await run.until({ lock: 'locking' });
    await run.until({ lock: 'locked' });
    expect(run.view().lock?.number).toBe('5510000002');
    expect(run.chosen).toEqual([]);

    run.view().choose({ number: '5510000003', category: 'FREE_NUMBER' });
    answer('POST', LOCK_PATH, lockedFor('5510000003'));
    run.view().submit();
    expect(run.view().chooseError).toBe(false);
    expect(run.chosen).toEqual([]);
    await run.until({ lock: 'locked' });
    // The number pressed, not the one held while it was being locked.
    expect(run.chosen.map((chosen) => chosen.number)).toEqual(['5510000003']);
    expect(run.order()).toMatchObject({ selectedNumber: '5510000003' });
  });

  // The purchase: pressing a number was followed by a Next that asked nothing new (a tap saved).
  it('in the purchase, the number pressed moves on once locked, without Next; a refused lock does not', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 8) });
    const run = start('purchase');
    await run.until({ list: 'showing' });
    answer('POST', LOCK_PATH, failure('NUMBER_NOT_AVAILABLE', 409001), 409);
    run.view().choose({ number: '5510000001', category: 'FREE_NUMBER' });
    await run.until({ lock: 'free' });
    expect(run.view().lockErrorMessageId).not.toBeNull();
    expect(run.chosen).toEqual([]);

    answer('POST', LOCK_PATH, lockedFor('5510000002'));
    run.view().choose({ number: '5510000002', category: 'FREE_NUMBER' });
    expect(run.chosen).toEqual([]);
    await run.until({ lock: 'locked' });
    expect(run.chosen.map((chosen) => chosen.number)).toEqual(['5510000002']);
    expect(run.order()).toMatchObject({ selectedNumber: '5510000002' });
  });

  it('lets the lock go when it runs out: the number must be chosen again', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    answer('POST', LOCK_PATH, lockedFor('5510000000', 10));
    const run = start();
    await run.until({ list: 'showing' });
    run.view().choose({ number: '5510000000', category: 'FREE_NUMBER' });
    await run.until({ lock: 'locked' });
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(run.view().lock?.number).toBe('5510000000');
    vi.advanceTimersByTime(1);
    expect(run.actor.getSnapshot().matches({ lock: 'free' })).toBe(true);
    expect(run.view().lock).toBeNull();
    expect(run.draft('lock', v.nullable(HeldNumberSchema))).toBeNull();
    run.view().submit();
    expect(run.chosen).toEqual([]);
    expect(run.view().chooseError).toBe(true);
  });

  it.each([
    ['15 minutes behind', -15 * MINUTE],
    ['an hour ahead of', 60 * MINUTE],
  ])('holds a lock for its length when the gateway’s clock is %s the phone’s', async (_, gatewayAhead) => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    answer('POST', LOCK_PATH, lockedFor('5510000000', 15, gatewayAhead));
    const run = start();
    await run.until({ list: 'showing' });
    run.view().choose({ number: '5510000000', category: 'FREE_NUMBER' });
    await run.until({ lock: 'locked' });
    expect(run.view().lockMinutesLeft).toBe(15);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(run.view().lock?.number).toBe('5510000000');
    vi.advanceTimersByTime(1);
    expect(run.actor.getSnapshot().matches({ lock: 'free' })).toBe(true);
  });

  it('a number taken meanwhile says so, keeps the lock held before and asks for the list again', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    const held = { number: '5599999999', lockedUntil: new Date(NOW.getTime() + 5 * MINUTE).toISOString() };
    const run = start({ held: { ...held, category: 'FREE_NUMBER' } });
    await run.until({ list: 'showing' });
    expect(run.actor.getSnapshot().matches({ lock: 'locked' })).toBe(true);
    // Our own lock is left out of the search: it stays on the list, first.
    expect(run.view().numbers.shown[0]?.number.number).toBe('5599999999');

    answer('POST', LOCK_PATH, failure('NUMBER_NOT_AVAILABLE', 409001), 409);
    run.view().choose({ number: '5510000003', category: 'FREE_NUMBER' });
    await run.until({ list: 'searching' });
    await run.until({ list: 'showing' });
    expect(searches).toHaveLength(2);
    expect(run.view()).toMatchObject({ lockErrorMessageId: 'errors.number.not_available' });
    expect(run.view().lock?.number).toBe('5599999999');
    expect(run.actor.getSnapshot().matches({ lock: 'locked' })).toBe(true);
  });

  it('another refusal keeps the list as it is and shows the §8 message', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    answer('POST', LOCK_PATH, failure('INVALID_REQUEST', 400001), 400);
    const run = start();
    await run.until({ list: 'showing' });
    run.view().choose({ number: '5510000001', category: 'FREE_NUMBER' });
    await run.until({ lock: 'free' });
    expect(run.view().lockErrorMessageId).not.toBe('errors.number.not_available');
    expect(run.view().lockErrorMessageId).not.toBeNull();
    expect(searches).toHaveLength(1);
  });

  it('checks the search (§5: 4 to 10 digits) before asking, and asks again with it', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    const run = start();
    await run.until({ list: 'showing' });
    run.view().typeSearch('55-1');
    expect(run.view().searchInput).toBe('551');
    run.view().search();
    expect(run.view().searchError?.id).toBe('validation.number.search_length');
    expect(searches).toHaveLength(1);
    run.view().typeSearch('2345');
    expect(run.view().searchError).toBeUndefined();
    run.view().search();
    await run.until({ list: 'searching' });
    await run.until({ list: 'showing' });
    expect(searches.map((call) => call.query.search)).toEqual([undefined, '2345']);
    expect(run.draft('search', v.string())).toBe('2345');
    expect(run.draft('searchInput', v.string())).toBe('2345');
  });

  it('another category drops the lock and lists that category', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    answer('POST', LOCK_PATH, lockedFor('5510000000'));
    const run = start();
    await run.until({ list: 'showing' });
    run.view().choose({ number: '5510000000', category: 'FREE_NUMBER' });
    await run.until({ lock: 'locked' });
    run.view().chooseCategory('PREMIUM_NUMBER');
    expect(run.view().lock).toBeNull();
    await run.until({ list: 'showing' });
    expect(searches.map((call) => call.query.category)).toEqual(['FREE_NUMBER', 'PREMIUM_NUMBER']);
    expect(run.view().categories.active).toBe('PREMIUM_NUMBER');
    expect(run.draft('category', v.string())).toBe('PREMIUM_NUMBER');
  });

  it('a failed read offers a retry, for the categories and for the numbers', async () => {
    answer('GET', 'number-service/v1/categories', failure('BAD_REQUEST', 400001), 400);
    const run = start();
    await run.until({ list: 'categoriesFailed' });
    expect(run.view().categories.status).toBe('failed');
    expect(run.view().loadError).toMatchObject({ status: 400 });

    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', failure('BAD_REQUEST', 400001), 400);
    run.view().retry();
    await run.until({ list: 'searchFailed' });
    expect(run.view().numbers.status).toBe('failed');

    answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 3) });
    run.view().retry();
    await run.until({ list: 'showing' });
    expect(run.view().numbers.total).toBe(3);
  });
});

describe('newNumberMachineInput', () => {
  const stores = () =>
    createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
  const saved = (lockedInMinutes: number) =>
    readConnectionStepData({
      numberType: 'new_number',
      category: 'PREMIUM_NUMBER',
      search: '5512',
      number: '5512345678',
      lockedUntil: new Date(NOW.getTime() + lockedInMinutes * MINUTE).toISOString(),
    });
  const ordering = (s: ReturnType<typeof stores>, selectedNumber: string | null) =>
    s.store.set(s.onboarding.state, (previous) => ({ ...previous, selectedNumber }));

  it('keeps a lock the step saved while it is the order’s number and has not run out', () => {
    const s = stores();
    ordering(s, '5512345678');
    expect(newNumberMachineInput({ stores: s }, DRAFT, saved(5))).toMatchObject({
      category: 'PREMIUM_NUMBER',
      search: '5512',
      searchInput: '5512',
      held: { number: '5512345678', category: 'PREMIUM_NUMBER' },
    });
    expect(newNumberMachineInput({ stores: s }, DRAFT, saved(-1)).held).toBeNull();
    ordering(s, null);
    expect(newNumberMachineInput({ stores: s }, DRAFT, saved(5)).held).toBeNull();
  });

  it('takes the draft over the step’s data, field by field', () => {
    const s = stores();
    ordering(s, '5512345678');
    s.store.set(s.onboarding.drafts.writeField, { ...DRAFT, field: 'searchInput', value: '77' });
    s.store.set(s.onboarding.drafts.writeField, { ...DRAFT, field: 'lock', value: null });
    s.store.set(s.onboarding.drafts.writeField, { ...DRAFT, field: 'category', value: 'GOLD' });
    expect(newNumberMachineInput({ stores: s }, DRAFT, saved(5))).toMatchObject({
      searchInput: '77',
      search: '5512',
      // A category the app does not know is no draft at all.
      category: 'PREMIUM_NUMBER',
      held: null,
    });
  });

  it('a golden pattern picked: its numbers are asked for, and the number held is recorded as the pattern’s sku', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', GOLDEN_PATH, { result: GOLDEN });
    const searches = answer('GET', 'number-service/v1/numbers', {
      result: [{ number: '5512340000', category: 'PREMIUM_NUMBER', goldenCategory: 'PLATA' }],
    });
    const run = start();
    await run.until({ list: 'showing' });
    expect(run.view().categories.activeChoice).toBe('FREE_NUMBER');
    expect(run.view().categories.choices.map((choice) => choice.key)).toEqual([
      'FREE_NUMBER',
      'PREMIUM_NUMBER:ORO',
      'PREMIUM_NUMBER:PLATA',
    ]);
    run.view().chooseOffer('PREMIUM_NUMBER:PLATA');
    await run.until({ list: 'showing' });
    expect(searches.at(-1)?.query).toMatchObject({ category: 'PREMIUM_NUMBER', goldenCategory: 'PLATA' });
    expect(run.view().categories.activeChoice).toBe('PREMIUM_NUMBER:PLATA');
    expect(run.draft('golden', v.string())).toBe('PLATA');

    answer('POST', LOCK_PATH, lockedFor('5512340000'));
    run.view().choose({ number: '5512340000', category: 'PREMIUM_NUMBER', goldenCategory: 'PLATA' });
    await run.until({ lock: 'locked' });
    expect(run.view().lock).toMatchObject({ number: '5512340000', golden: 'PLATA' });
    expect(run.order()).toMatchObject({ selectedNumber: '5512340000', selectedCategory: 'NUM-PLATA' });

    answer('GET', AVAILABILITY_PATH, availability('5512340000', true));
    run.view().submit();
    await run.until({ lock: 'locked' });
    expect(run.chosen[0]).toMatchObject({ category: 'PREMIUM_NUMBER', golden: 'PLATA' });
    expect(newNumberStepData(run.chosen[0] as NewNumberChosenEmitted)).toMatchObject({ golden: 'PLATA' });
  });

  it('Next finds the number held gone: says so, lets it go and asks for a fresh list, keeping the city and search', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', {
      result: numbersOf('FREE_NUMBER', 8, 3310000000),
    });
    answer('POST', LOCK_PATH, lockedFor('3310000001'));
    const run = start();
    await run.until({ list: 'showing' });
    run.view().chooseLada('33');
    run.view().typeSearch('1000');
    run.view().search();
    await run.until({ list: 'showing' });
    run.view().choose({ number: '3310000001', category: 'FREE_NUMBER' });
    await run.until({ lock: 'locked' });
    const before = searches.length;

    answer('GET', AVAILABILITY_PATH, availability('3310000001', false));
    run.view().submit();
    await waitFor(run.actor, (snapshot) => !snapshot.matches({ lock: 'confirming' }));
    expect(run.chosen).toEqual([]);
    expect(run.actor.getSnapshot().matches({ lock: 'free' })).toBe(true);
    expect(run.view()).toMatchObject({
      lock: null,
      lockErrorMessageId: 'errors.number.not_available',
      chooseError: false,
      searchInput: '1000',
      ladas: { active: '33' },
    });
    expect(run.draft('lock', v.nullable(HeldNumberSchema))).toBeNull();
    await run.until({ list: 'showing' });
    expect(searches).toHaveLength(before + 1);
    expect(searches.at(-1)?.query).toMatchObject({ areaCode: '33', search: '1000' });
  });
});
