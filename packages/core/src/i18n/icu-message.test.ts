import { describe, expect, it } from 'vitest';
import { messageArguments, parseIcuMessage } from './icu-message.ts';

const args = (message: string) => [...messageArguments(parseIcuMessage(message) ?? [])].sort();

describe('icu-message', () => {
  it('parses valid ICU and rejects broken ICU', () => {
    expect(parseIcuMessage('Hola {name}')).toBeDefined();
    expect(parseIcuMessage("We've got it")).toBeDefined();
    expect(parseIcuMessage('Hola {name')).toBeUndefined();
    expect(parseIcuMessage('{n, plural, one {# día}}')).toBeUndefined();
  });

  it('collects arguments inside plurals, selects and tags, and tags themselves', () => {
    expect(args('{n, plural, one {# día con {who}} other {# días}}')).toEqual(['n', 'who']);
    expect(args('{kind, select, postpaid {Pospago} other {{label}}}')).toEqual(['kind', 'label']);
    expect(args('Total: {amount, number} el {day, date, short} a las {at, time, short}')).toEqual([
      'amount',
      'at',
      'day',
    ]);
    expect(args('Lee los <link>términos</link> de {brand}')).toEqual(['<link>', 'brand']);
    expect(args('Sin valores')).toEqual([]);
  });
});
