import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { lineHomeView } from '../../machines/line-home/line-home.view.ts';
import { renewalCardExpired } from './auto-renewal.line-row.ts';

const line = (patch: Partial<Line> = {}): Line => ({ ...v.parse(LineSchema, LINE), ...patch });
const rowOf = (of: Line, now = Date.parse('2026-10-15T12:00:00.000Z')) =>
  lineHomeView(of, undefined, now).rows.find((row) => row.key === 'auto-renewal');

const activeLine = line({
  status: 'Active',
  autoRenewal: true,
  renewalCard: { brand: 'visa', last4: '4242', expiryMonth: 10, expiryYear: 2026 },
});

describe("auto-renewal's row on the line page", () => {
  it('sits after the renewal date; off on a line without it, with no card named', () => {
    expect(rowOf(line())).toEqual({
      key: 'auto-renewal',
      labelId: 'auto_renewal.line_row.label',
      after: 'renewal',
      value: { id: 'auto_renewal.line_row.off' },
      note: null,
      link: null,
    });
  });

  it('on names the card by brand and last four', () => {
    expect(rowOf(line({ status: 'Active', autoRenewal: true }))).toMatchObject({
      value: {
        id: 'auto_renewal.line_row.card',
        values: { state: { id: 'auto_renewal.line_row.on' }, brand: 'Visa', last4: '4242' },
      },
      note: null,
      link: null,
    });
  });

  it('a brand this build does not know is shown as the gateway spells it', () => {
    const card = { brand: 'Carnet', last4: '1111', expiryMonth: 12, expiryYear: 2030 };
    expect(
      rowOf(line({ status: 'Active', autoRenewal: true, renewalCard: card }))?.value.values,
    ).toMatchObject({
      brand: 'Carnet',
    });
  });

  it('off on a line that no longer renews, whatever the gateway says: one the customer asked to cancel', () => {
    const closing = line({ status: 'Active', autoRenewal: true, closesAt: '2026-11-26T18:00:00.000Z' });
    expect(rowOf(closing)?.value).toEqual({ id: 'auto_renewal.line_row.off' });
  });

  it('says an expired renewal card has expired and links to the card update', () => {
    expect(rowOf(activeLine, Date.parse('2026-11-24T12:00:00.000Z'))).toMatchObject({
      note: { id: 'auto_renewal.line_row.card_expired' },
      link: {
        labelId: 'line.action.update_card',
        path: `/manage/update-card/verify?orderRef=${LINE.orderRef}`,
      },
    });
  });

  it('a card is good through its month, in Mexico City time', () => {
    const card = { expiryMonth: 10, expiryYear: 2026 };
    expect(renewalCardExpired(card, Date.parse('2026-10-31T12:00:00.000Z'))).toBe(false);
    // 1 November 00:30 UTC is still 31 October in Mexico City.
    expect(renewalCardExpired(card, Date.parse('2026-11-01T00:30:00.000Z'))).toBe(false);
    expect(renewalCardExpired(card, Date.parse('2026-11-01T07:00:00.000Z'))).toBe(true);
    expect(renewalCardExpired({}, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(false);
    expect(rowOf(activeLine, Date.parse('2026-10-15T12:00:00.000Z'))).toMatchObject({
      note: null,
      link: null,
    });
  });
});
