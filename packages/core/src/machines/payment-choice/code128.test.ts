import { describe, expect, it } from 'vitest';
import { code128Modules, code128Symbols } from './code128.ts';

describe('Code 128', () => {
  it('writes an even run of digits in code set C with its mod-103 check symbol', () => {
    // Start C (105), "12", "34", check (105 + 12×1 + 34×2) mod 103 = 82.
    expect(code128Symbols('1234')).toEqual([105, 12, 34, 82]);
    const modules = code128Modules('1234');
    expect(modules.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]);
    expect(modules.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(modules.reduce((sum, width) => sum + width, 0)).toBe(4 * 11 + 13);
  });

  it('writes anything else in code set B (value = ASCII − 32)', () => {
    // Start B (104), "A" = 33, check (104 + 33) mod 103 = 34.
    expect(code128Symbols('A')).toEqual([104, 33, 34]);
    expect(code128Symbols('123')).toEqual([104, 17, 18, 19, (104 + 17 + 36 + 57) % 103]);
  });

  it('draws a 14-digit OXXO reference in 7 symbols of set C', () => {
    const symbols = code128Symbols('93001234567890');
    expect(symbols).toHaveLength(1 + 7 + 1);
    expect(code128Modules('93001234567890').reduce((sum, width) => sum + width, 0)).toBe(9 * 11 + 13);
  });
});
