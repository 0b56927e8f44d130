import { describe, expect, it } from 'vitest';
import { formatRequestReference } from './format-request-reference.ts';

describe('a request id as the customer reads it', () => {
  it('drops the internal prefix and groups the rest in fours, in upper case', () => {
    expect(formatRequestReference('pin_003zk41a20')).toBe('003Z-K41A-20');
    expect(formatRequestReference('sr_00k2')).toBe('00K2');
  });

  it('groups an id that has no prefix as it is', () => {
    expect(formatRequestReference('PI-1')).toBe('PI-1');
  });
});
