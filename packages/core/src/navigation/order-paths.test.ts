import { describe, expect, it } from 'vitest';
import { manageOrderPath } from './order-paths.ts';

describe('manageOrderPath', () => {
  it('puts the reference in the orderRef parameter, encoded', () => {
    expect(manageOrderPath('SND-260301-00012')).toBe('/manage/order?orderRef=SND-260301-00012');
    expect(manageOrderPath('a&b=c')).toBe('/manage/order?orderRef=a%26b%3Dc');
  });
});
