import { describe, expect, it } from 'vitest';
import { lineRemedyLink } from './line-remedies.ts';
import { lineRemedyPage } from './line-remedy-pages.ts';

const NOW = Date.parse('2026-02-06T18:00:00.000Z');

describe('line remedies: a notice of the line page links to the wing that answers it', () => {
  it("finds the renewal card's remedy in card update's flow.ts", () => {
    // As the build writes the wings' parts in, for the pages that load no wing.
    expect(lineRemedyPage('renewal_card')).toEqual({
      answers: 'renewal_card',
      labelId: 'line.action.update_card',
      path: '/manage/update-card/verify',
    });
  });

  it('links to it for the line while the flow takes the line, and nowhere otherwise', () => {
    const line = {
      orderRef: 'ORD-1',
      status: 'Grace',
      activationDate: '2026-01-05T12:00:00.000Z',
      renewalDate: '2026-02-04T06:00:00.000Z',
    };
    expect(lineRemedyLink('renewal_card', line, NOW)).toEqual({
      labelId: 'line.action.update_card',
      path: '/manage/update-card/verify?orderRef=ORD-1',
    });
    expect(lineRemedyLink('renewal_card', { ...line, activationDate: null }, NOW)).toBeNull();
    expect(lineRemedyLink('renewal_card', { ...line, status: 'Inactive' }, NOW)).toBeNull();
  });

  it("finds a missed renewal's remedy in renew now's flow.ts, offered by its line action's rule", () => {
    expect(lineRemedyPage('renewal_missed')).toEqual({
      answers: 'renewal_missed',
      labelId: 'line.action.renew_now',
      path: '/manage/renew',
    });
    const lapsed = {
      orderRef: 'ORD-2',
      status: 'Grace',
      activationDate: '2026-01-05T12:00:00.000Z',
      renewalDate: '2026-02-04T06:00:00.000Z',
    };
    expect(lineRemedyLink('renewal_missed', lapsed, NOW)).toEqual({
      labelId: 'line.action.renew_now',
      path: '/manage/renew?orderRef=ORD-2',
    });
    // An Active line weeks from its renewal date has nothing to pay yet; a closing line nothing to renew.
    const early = { ...lapsed, status: 'Active', renewalDate: '2026-03-04T06:00:00.000Z' };
    expect(lineRemedyLink('renewal_missed', early, NOW)).toBeNull();
    expect(
      lineRemedyLink('renewal_missed', { ...lapsed, closesAt: '2026-02-10T06:00:00.000Z' }, NOW),
    ).toBeNull();
  });
});
