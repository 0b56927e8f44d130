import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyPromoCodeFromQuery,
  effectivePromoCodeLimit,
  PROMO_CODE_INVALID_MESSAGE_ID,
  PROMO_CODE_QUERY_KEY,
  PROMO_MAXIMUM_REACHED_NOTIFICATION,
  PromoCodeQuerySchema,
  parsePromoCodeQuery,
  promoCodeMessageId,
} from './promo-code';

const LIMIT_REACHED = {
  kind: 'limit_reached',
  notification: {
    id: 'maximum_promocode_reached',
    messageId: 'promo.maximum_reached',
    type: 'warning',
    duration: 2000,
  },
};
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
/** Codes as they look in practice: letters and digits. */
const codeArb = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split('')),
  minLength: 1,
  maxLength: 12,
});

describe('parsePromoCodeQuery', () => {
  it('reads the promo_code parameter', () => {
    expect(PROMO_CODE_QUERY_KEY).toBe('promo_code');
    expect(parsePromoCodeQuery(new URLSearchParams('?promo_code=verano10').get(PROMO_CODE_QUERY_KEY))).toBe(
      'VERANO10',
    );
  });

  it.each([
    ['save10', 'SAVE10'],
    ['%C3%B1and%C3%BA', 'ÑANDÚ'],
    ['  promo  ', 'PROMO'],
    ['%53ave10', 'SAVE10'],
  ])('%j → %j', (raw, code) => {
    expect(parsePromoCodeQuery(raw)).toBe(code);
  });

  it.each([
    [''],
    ['   '],
    ['%20%20'],
    [null],
    [undefined],
    [42],
    ['summer%2010'],
    ['50%OFF'],
    ['%'],
    ['%E0%A4%A'],
    ['a%2'],
  ])('%j → null', (raw) => {
    expect(parsePromoCodeQuery(raw)).toBeNull();
  });

  it('schema reports the message id for an empty code', () => {
    expect(v.safeParse(PromoCodeQuerySchema, ' ').issues?.[0]?.message).toBe('validation.promo.empty');
  });

  it('property: an encoded code decodes back to the upper-cased code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), (code) => {
        expect(parsePromoCodeQuery(encodeURIComponent(code))).toBe(code.trim().toUpperCase());
      }),
    );
  });

  it('property: never throws; a result is trimmed, upper-cased and non-empty', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, fc.string({ unit: fc.constantFrom('%', 'E', '0', 'a', 'F', ' ', '2') })),
        (raw) => {
          const code = parsePromoCodeQuery(raw);
          if (code !== null) {
            expect(code).not.toBe('');
            expect(code).toBe(code.trim());
            expect(code).toBe(code.toUpperCase());
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(parsePromoCodeQuery('%'.repeat(1_000_000))).toBeNull();
  });
});

describe('applyPromoCodeFromQuery', () => {
  it('adds a new code, upper-cased, after the selected ones without mutating them', () => {
    const selected = ['WELCOME'];
    expect(applyPromoCodeFromQuery('save10', { selected, max: 3 })).toEqual({
      kind: 'added',
      codes: ['WELCOME', 'SAVE10'],
    });
    expect(selected).toEqual(['WELCOME']);
  });

  it('ignores a code already selected, whatever its case', () => {
    expect(applyPromoCodeFromQuery('save10', { selected: ['SAVE10'], max: 3 })).toEqual({
      kind: 'duplicate',
    });
    expect(applyPromoCodeFromQuery('SAVE10', { selected: ['save10'], max: 3 })).toEqual({
      kind: 'duplicate',
    });
    expect(applyPromoCodeFromQuery('%53ave10', { selected: ['SAVE10'], max: 3 })).toEqual({
      kind: 'duplicate',
    });
  });

  it('duplicate wins over the limit (nothing would change, so no warning)', () => {
    expect(applyPromoCodeFromQuery('a', { selected: ['A', 'B'], max: 2 })).toEqual({ kind: 'duplicate' });
  });

  it('warns for 2 seconds with the maximum_promocode_reached notification at the maximum', () => {
    expect(applyPromoCodeFromQuery('new', { selected: ['A', 'B'], max: 2 })).toEqual(LIMIT_REACHED);
    expect(applyPromoCodeFromQuery('new', { selected: ['A'], max: 2 })).toEqual({
      kind: 'added',
      codes: ['A', 'NEW'],
    });
    expect(applyPromoCodeFromQuery('new', { selected: [], max: 0 })).toEqual(LIMIT_REACHED);
    expect(PROMO_MAXIMUM_REACHED_NOTIFICATION).toEqual(LIMIT_REACHED.notification);
  });

  it('a stored non-manual exit code takes one slot off the maximum', () => {
    expect(
      applyPromoCodeFromQuery('new', { selected: ['A'], max: 2, nonManualExitCodeStored: true }),
    ).toEqual(LIMIT_REACHED);
    expect(applyPromoCodeFromQuery('new', { selected: [], max: 2, nonManualExitCodeStored: true })).toEqual({
      kind: 'added',
      codes: ['NEW'],
    });
    expect(applyPromoCodeFromQuery('new', { selected: [], max: 1, nonManualExitCodeStored: true })).toEqual(
      LIMIT_REACHED,
    );
    expect(effectivePromoCodeLimit({ selected: [], max: 3, nonManualExitCodeStored: true })).toBe(2);
    expect(effectivePromoCodeLimit({ selected: [], max: 0, nonManualExitCodeStored: true })).toBe(0);
    expect(effectivePromoCodeLimit({ selected: [], max: Number.NaN })).toBe(0);
  });

  it('an absent or empty code is invalid, before anything else', () => {
    expect(applyPromoCodeFromQuery(null, { selected: ['A'], max: 1 })).toEqual({ kind: 'invalid' });
    expect(applyPromoCodeFromQuery('  ', { selected: [], max: 1 })).toEqual({ kind: 'invalid' });
  });

  it('property: a fresh code is added exactly while fewer than max (minus the exit slot) are selected', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(codeArb, { maxLength: 6 }),
        codeArb,
        fc.integer({ min: 0, max: 7 }),
        fc.boolean(),
        (selected, code, max, exitStored) => {
          fc.pre(!selected.includes(code));
          const result = applyPromoCodeFromQuery(code.toLowerCase(), {
            selected,
            max,
            nonManualExitCodeStored: exitStored,
          });
          if (selected.length < max - (exitStored ? 1 : 0))
            expect(result).toEqual({ kind: 'added', codes: [...selected, code] });
          else expect(result).toEqual(LIMIT_REACHED);
        },
      ),
    );
  });

  it('property: any case variant of a selected code is a duplicate', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(codeArb, { minLength: 1, maxLength: 6 })
          .chain((selected) => fc.tuple(fc.constant(selected), fc.mixedCase(fc.constantFrom(...selected)))),
        fc.integer({ min: 0, max: 7 }),
        ([selected, variant], max) => {
          expect(applyPromoCodeFromQuery(variant, { selected, max })).toEqual({ kind: 'duplicate' });
        },
      ),
    );
  });

  it('property: never throws on arbitrary query text', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.array(anyText, { maxLength: 4 }),
        fc.integer({ min: -2, max: 6 }),
        (raw, selected, max) => {
          const result = applyPromoCodeFromQuery(raw, { selected, max });
          expect(['added', 'duplicate', 'limit_reached', 'invalid']).toContain(result.kind);
          if (result.kind === 'added') expect(result.codes).toHaveLength(selected.length + 1);
        },
      ),
    );
  });
});

describe('promo code shape', () => {
  it('keeps a code of up to 20 letters and digits from a link, with dashes or underscores between them', () => {
    expect(parsePromoCodeQuery('bienvenida10')).toBe('BIENVENIDA10');
    expect(parsePromoCodeQuery('A'.repeat(20))).toBe('A'.repeat(20));
    expect(parsePromoCodeQuery('hot-sale_25')).toBe('HOT-SALE_25');
    expect(promoCodeMessageId('Buen-Fin-2025')).toBeNull();
  });

  it.each([
    ['-SAVE'],
    ['SAVE-'],
    ['SAVE--10'],
    ['SAVE_-10'],
  ])('refuses %j: a dash only joins letters or digits', (raw) => {
    expect(parsePromoCodeQuery(raw)).toBeNull();
  });

  it.each([
    ['21 characters', 'A'.repeat(21)],
    ['10 KB', 'X'.repeat(10_240)],
    ['markup', '<script>alert(1)</script>'],
    ['a space inside', 'A%20B'],
    ['symbols', 'SAVE-50%'],
    ['markup typed in the box', '<a data-injected href="javascript:alert(1)">x</a>'],
  ])('ignores a link code of %s: nothing is stored', (_label, raw) => {
    expect(parsePromoCodeQuery(raw)).toBeNull();
    expect(applyPromoCodeFromQuery(raw, { selected: [], max: 3 })).toEqual({ kind: 'invalid' });
  });

  it('names a typed code that is too long or not letters and digits, and an empty one as empty', () => {
    expect(promoCodeMessageId('A'.repeat(21))).toBe(PROMO_CODE_INVALID_MESSAGE_ID);
    expect(promoCodeMessageId('SAVE 50')).toBe(PROMO_CODE_INVALID_MESSAGE_ID);
    expect(promoCodeMessageId('  ')).toBe('validation.promo.empty');
    expect(promoCodeMessageId('senda50')).toBeNull();
  });
});
