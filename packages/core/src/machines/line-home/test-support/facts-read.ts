import { expect } from 'vitest';
import { neededFacts } from '../../../navigation/line-remedies.ts';

/**
 * Holds a wing's line-page rule (a row's content, a box's `shown`) to its `needs`: on every page
 * (the line's fields and the page's facts) it answers the same from the facts it names as from the
 * whole page, and, watched through a proxy, reads no fact it does not name.
 */
export function expectReadsOnlyWhatItNeeds(
  key: string,
  needs: object,
  answer: (facts: object) => unknown,
  pages: readonly object[],
): void {
  const read = new Set<string>();
  for (const page of pages) {
    const watched = new Proxy(page, {
      get: (target, fact: string) => {
        read.add(fact);
        return (target as Record<string, unknown>)[fact];
      },
    });
    // The same answer from the facts it names as from the whole page: it needs no other.
    expect(answer(watched), `${key}: ${JSON.stringify(page)}`).toEqual(answer(neededFacts(needs, page)));
  }
  expect(
    [...read].filter((fact) => !(fact in needs)),
    key,
  ).toEqual([]);
}
