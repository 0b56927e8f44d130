import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { lineHomeView, renewalCardExpired } from './line-home.view.ts';

const activeLine = v.parse(LineSchema, {
  ...LINE,
  status: 'Active',
  autoRenewal: true,
  renewalCard: { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 },
});

describe('line home: the renewal card, judged on the page clock', () => {
  it('says an expired renewal card has expired and links to the card update', () => {
    const card = lineHomeView(activeLine, undefined, Date.parse('2026-11-24T12:00:00.000Z')).autoRenewal.card;
    expect(card).toEqual({
      brand: 'Visa',
      last4: '4242',
      expired: true,
      updatePath: `/manage/update-card/verify?orderRef=${LINE.orderRef}`,
    });
  });

  it('a card is good through its month, in Mexico City time', () => {
    const card = { expiryMonth: 10, expiryYear: 2026 };
    expect(renewalCardExpired(card, Date.parse('2026-10-31T12:00:00.000Z'))).toBe(false);
    // 1 November 00:30 UTC is still 31 October in Mexico City.
    expect(renewalCardExpired(card, Date.parse('2026-11-01T00:30:00.000Z'))).toBe(false);
    expect(renewalCardExpired(card, Date.parse('2026-11-01T07:00:00.000Z'))).toBe(true);
    expect(renewalCardExpired({}, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(false);
    const fresh = lineHomeView(activeLine, undefined, Date.parse('2026-10-15T12:00:00.000Z')).autoRenewal
      .card;
    expect(fresh).toMatchObject({ expired: false, updatePath: null });
  });
});
