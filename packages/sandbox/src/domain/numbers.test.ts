import { ladaOf, MEXICAN_LADAS } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';
import { createManualClock, createSeededRandom } from './clock.ts';
import { SandboxState } from './sandbox-state.ts';

describe('the number pool', () => {
  it('still offers free numbers in every lada after a busy day of holds (a full browser-test run held 144)', () => {
    const state = new SandboxState({ clock: createManualClock(), random: createSeededRandom(7) });
    for (let customer = 0; customer < 600; customer++) {
      const [number] = state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
      if (!number) throw new Error(`no free number left for customer ${customer}`);
      state.numbers.lock(number.number, `user-${customer}`);
    }
    const offered = state.numbers.search({ category: 'FREE_NUMBER', limit: 6, userId: 'user-next' });
    expect(offered).toHaveLength(6);
    for (const lada of ['55', '33', '81', '222', '664', '998']) {
      expect(state.numbers.search({ category: 'FREE_NUMBER', search: lada, limit: 1 })).toHaveLength(1);
    }
  });

  it('keeps the numbers it always had first, so a number a demo showed is still the one offered', () => {
    const state = new SandboxState({ clock: createManualClock(), random: createSeededRandom(7) });
    expect(state.numbers.search({ category: 'FREE_NUMBER', limit: 3 }).map((n) => n.number)).toEqual([
      '5530485503',
      '5586967307',
      '5525149610',
    ]);
    expect(state.numbers.search({ category: 'PREMIUM_NUMBER', limit: 1 })[0]?.number).toBe('5562907777');
  });

  it('answers one lada’s numbers, matched from the start after the lada', () => {
    const state = new SandboxState({ clock: createManualClock(), random: createSeededRandom(7) });
    for (const { lada } of MEXICAN_LADAS) {
      const numbers = state.numbers.search({ category: 'FREE_NUMBER', areaCode: lada, limit: 40 });
      expect(numbers, lada).toHaveLength(40);
      expect(numbers.every((n) => ladaOf(n.number) === lada)).toBe(true);
    }
    const after = state.numbers.search({ category: 'FREE_NUMBER', areaCode: '998', search: '23', limit: 40 });
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((n) => n.number.startsWith('99823'))).toBe(true);
    // Digits inside the number are no match: only from the start after the lada.
    const inside = state.numbers.search({ category: 'FREE_NUMBER', areaCode: '33', search: '0', limit: 40 });
    expect(inside).toEqual([]);
    expect(state.numbers.search({ category: 'FREE_NUMBER', areaCode: '686', limit: 40 })).toEqual([]);
    expect(
      state.numbers.search({ category: 'PREMIUM_NUMBER', areaCode: '33', limit: 40 }).length,
    ).toBeGreaterThan(0);
  });
});
