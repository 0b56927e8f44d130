import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NUMBER_LIST_DEFAULT_COUNT, NUMBER_LIST_MAX_RENDER } from '../config/constants.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import { formatNationalNumber } from '../i18n/format-national-number.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import {
  canContinueConnectionDetails,
  canShowMoreNumbers,
  choiceForNumberType,
  chooseNewNumber,
  choosePortIn,
  HeldNumberSchema,
  heldAfterFailedLock,
  heldNumberLock,
  initialVisibleNumbers,
  isNumberLockActive,
  lockFailureRefreshesList,
  newNumberSearchError,
  numberLockErrorMessageId,
  numberTypeForChoice,
  showMoreNumbers,
} from './connection-details.rules.ts';
import { isDigitFieldKeydownAllowed } from './digit-field-keys.ts';

const httpError = (status: number, errorCode?: string) =>
  new GatewayError({ kind: 'http', status, statusText: 'x', body: {}, url: '/x', errorCode });

describe('number type choice', () => {
  it('maps the §2 choices to the §4 number types and back', () => {
    expect(numberTypeForChoice('new_number')).toBe('NEW');
    expect(numberTypeForChoice('number_transfer')).toBe('PORT_IN');
    expect(choiceForNumberType('PORT_IN')).toBe('number_transfer');
    expect(choiceForNumberType('NEW')).toBe('new_number');
  });
});

describe('new-number search', () => {
  it.each([
    ['', undefined],
    ['1234', undefined],
    ['1234567890', undefined],
    ['123', 'validation.number.search_length'],
    ['12345678901', 'validation.number.search_length'],
  ])('%j → %s', (search, id) => {
    expect(newNumberSearchError(search)?.id).toBe(id);
  });
});

describe('number list paging (§9: 6 shown, at most 40)', () => {
  it('shows 6 first, or what came back when fewer', () => {
    expect(initialVisibleNumbers(40)).toBe(NUMBER_LIST_DEFAULT_COUNT);
    expect(initialVisibleNumbers(3)).toBe(3);
    expect(initialVisibleNumbers(0)).toBe(0);
  });

  it('reveals 6 more at a time, up to what came back and never past 40', () => {
    expect(showMoreNumbers(6, 40)).toBe(12);
    expect(showMoreNumbers(36, 40)).toBe(40);
    expect(showMoreNumbers(6, 9)).toBe(9);
    expect(showMoreNumbers(36, 100)).toBe(NUMBER_LIST_MAX_RENDER);
    expect(canShowMoreNumbers(6, 40)).toBe(true);
    expect(canShowMoreNumbers(9, 9)).toBe(false);
    expect(canShowMoreNumbers(40, 100)).toBe(false);
  });

  it('walking "show more" from the start ends at exactly 40', () => {
    let visible = initialVisibleNumbers(100);
    let presses = 0;
    while (canShowMoreNumbers(visible, 100)) {
      visible = showMoreNumbers(visible, 100);
      presses += 1;
    }
    expect(visible).toBe(40);
    expect(presses).toBe(6);
  });
});

describe('formatNationalNumber', () => {
  it('is the national rule (i18n/format-national-number.test.ts): 2-4-4 for Mexico City, 3-3-4 for Puebla', () => {
    expect(formatNationalNumber('5512345678')).toBe('55 1234 5678');
    expect(formatNationalNumber('2222956076')).toBe('222 295 6076');
    expect(formatNationalNumber('12345')).toBe('12345');
  });
});

describe('number lock failures', () => {
  it('a number taken meanwhile has its own message and refreshes the list', () => {
    expect(numberLockErrorMessageId(httpError(409, 'NUMBER_NOT_AVAILABLE'))).toBe(
      'errors.number.not_available',
    );
    expect(numberLockErrorMessageId(httpError(409))).toBe('errors.number.not_available');
    expect(lockFailureRefreshesList(httpError(409, 'NUMBER_NOT_AVAILABLE'))).toBe(true);
  });

  it('anything else is the catalogue message and keeps the list', () => {
    expect(numberLockErrorMessageId(httpError(500))).toBe('errors.unknown');
    expect(numberLockErrorMessageId(httpError(401))).toBe('errors.http.401');
    expect(lockFailureRefreshesList(httpError(500))).toBe(false);
  });
});

describe('the number held by the step (kept from the lock on, across reloads)', () => {
  const now = Date.parse('2026-01-15T16:00:00Z');
  const held = {
    number: '5512345678',
    lockedUntil: '2026-01-15T16:15:00Z',
    category: 'FREE_NUMBER' as const,
  };

  it('stands while it is the order number and not expired', () => {
    expect(heldNumberLock(held, { selectedNumber: '5512345678', now })).toEqual(held);
    expect(heldNumberLock(held, { selectedNumber: '5512345678', now: now + 15 * 60_000 })).toBe(null);
    // A transfer chosen since (choosePortIn clears the selected number), or another number.
    expect(heldNumberLock(held, { selectedNumber: null, now })).toBe(null);
    expect(heldNumberLock(held, { selectedNumber: '5599998888', now })).toBe(null);
    expect(heldNumberLock(null, { selectedNumber: '5512345678', now })).toBe(null);
  });

  it('survives a failed attempt on another number, taken or not', () => {
    expect(heldAfterFailedLock(held, '5599998888', httpError(409, 'NUMBER_NOT_AVAILABLE'))).toEqual(held);
    expect(heldAfterFailedLock(held, '5599998888', httpError(500))).toEqual(held);
    expect(heldAfterFailedLock(held, '5512345678', httpError(500))).toEqual(held);
    // Only the held number itself, taken by someone else, is let go.
    expect(heldAfterFailedLock(held, '5512345678', httpError(409, 'NUMBER_NOT_AVAILABLE'))).toBe(null);
    expect(heldAfterFailedLock(null, '5599998888', httpError(409))).toBe(null);
  });

  it('reads back only a whole lock', () => {
    expect(v.is(HeldNumberSchema, held)).toBe(true);
    expect(v.is(HeldNumberSchema, { number: '', lockedUntil: 'x' })).toBe(false);
    expect(v.is(HeldNumberSchema, { number: '5512345678' })).toBe(false);
    expect(v.is(HeldNumberSchema, { ...held, category: 'GOLD' })).toBe(false);
  });
});

describe('store choices', () => {
  it('a new number clears a transfer chosen before', () => {
    const before = choosePortIn(onboardingDefaults(), {
      number: '55 1111 2222',
      donor: { id: 'TELCEL', name: 'Telcel' },
      requestId: 'req-1',
    });
    expect(before).toMatchObject({
      selectedNumberType: 'PORT_IN',
      currentTelcoNumber: '5511112222',
      selectedTelcoDonor: { id: 'TELCEL', name: 'Telcel', requestId: 'req-1' },
    });
    const after = chooseNewNumber(before, {
      number: '5512345678',
      category: 'PREMIUM_NUMBER',
      shown: ['5512345678'],
    });
    expect(after).toMatchObject({
      selectedNumberType: 'NEW',
      selectedNumber: '5512345678',
      selectedCategory: 'PREMIUM_NUMBER',
      selectedAvailableNumbers: ['5512345678'],
      currentTelcoNumber: '',
      selectedTelcoDonor: null,
    });
  });

  it('a transfer clears the new number', () => {
    const before = chooseNewNumber(onboardingDefaults(), {
      number: '5512345678',
      category: 'FREE_NUMBER',
      shown: [],
    });
    const after = choosePortIn(before, {
      number: '5511112222',
      donor: { id: 'ATT', name: 'AT&T' },
      requestId: 'r',
    });
    expect(after).toMatchObject({
      selectedNumber: null,
      selectedCategory: null,
      selectedAvailableNumbers: [],
    });
  });
});

describe('canContinueConnectionDetails', () => {
  it('a new number needs its lock; a transfer needs its code verified', () => {
    expect(
      canContinueConnectionDetails({ choice: 'new_number', lockedNumber: null, portInVerified: true }),
    ).toBe(false);
    expect(
      canContinueConnectionDetails({
        choice: 'new_number',
        lockedNumber: '5512345678',
        portInVerified: false,
      }),
    ).toBe(true);
    expect(
      canContinueConnectionDetails({
        choice: 'number_transfer',
        lockedNumber: '5512345678',
        portInVerified: false,
      }),
    ).toBe(false);
    expect(
      canContinueConnectionDetails({ choice: 'number_transfer', lockedNumber: null, portInVerified: true }),
    ).toBe(true);
  });
});

describe('isDigitFieldKeydownAllowed', () => {
  it.each([
    '0',
    '9',
    'ArrowLeft',
    'ArrowRight',
    'Backspace',
    'Tab',
    'Enter',
    'Delete',
    'Home',
    'End',
    'Shift',
  ])('%s passes', (key) => {
    expect(isDigitFieldKeydownAllowed({ key })).toBe(true);
  });

  it.each(['a', 'e', 'E', '+', '-', '.', ' ', 'ArrowUp'])('%j is blocked', (key) => {
    expect(isDigitFieldKeydownAllowed({ key })).toBe(false);
  });

  it('lets shortcuts through (paste, select all)', () => {
    expect(isDigitFieldKeydownAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isDigitFieldKeydownAllowed({ key: 'v', metaKey: true })).toBe(true);
    expect(isDigitFieldKeydownAllowed({ key: 'a', ctrlKey: true })).toBe(true);
  });
});

describe('isNumberLockActive', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('holds until its time, not after, and not for anything unreadable', () => {
    expect(isNumberLockActive('2026-03-10T12:15:00Z', now)).toBe(true);
    expect(isNumberLockActive('2026-03-10T12:00:00Z', now)).toBe(false);
    expect(isNumberLockActive('soon', now)).toBe(false);
    expect(isNumberLockActive(undefined, now)).toBe(false);
  });
});
