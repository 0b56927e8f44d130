import { describe, expect, it } from 'vitest';
import { lineRemedyLink } from './line-remedies.ts';
import { lineRemedyPage } from './line-remedy-pages.ts';

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
    const line = { orderRef: 'ORD-1', status: 'Grace', activationDate: '2026-01-05T12:00:00.000Z' };
    expect(lineRemedyLink('renewal_card', line)).toEqual({
      labelId: 'line.action.update_card',
      path: '/manage/update-card/verify?orderRef=ORD-1',
    });
    expect(lineRemedyLink('renewal_card', { ...line, activationDate: null })).toBeNull();
    expect(lineRemedyLink('renewal_card', { ...line, status: 'Inactive' })).toBeNull();
  });
});
