import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FLOW_WINGS } from '../../flow-declarations/flow-registry.ts';
import { lineRow } from '../../flows/define-flow.ts';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { neededFacts } from '../../navigation/line-remedies.ts';
import { lineState } from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';
import { lineRenews } from './line-status-meaning.ts';
import { expectReadsOnlyWhatItNeeds } from './test-support/facts-read.ts';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const base = v.parse(LineSchema, LINE);
const lines: Line[] = (['Active', 'Grace', 'Suspend', 'Inactive'] as const).flatMap((status) => [
  { ...base, status },
  { ...base, status, autoRenewal: true },
  { ...base, status, autoRenewal: true, renewalCard: null },
  {
    ...base,
    status,
    autoRenewal: true,
    renewalCard: { brand: 'visa', last4: '4242', expiryMonth: 1, expiryYear: 2025 },
  },
  { ...base, status, autoRenewal: true, closesAt: '2026-11-26T18:00:00.000Z' },
]);

describe("the flows' rows on the line page", () => {
  const rows = FLOW_WINGS.flatMap((wing) => wing.lineRows);

  it('a row must name in `needs` every fact its content reads (a type error otherwise)', () => {
    const row = lineRow({
      key: 'typed',
      labelId: 'line_home.sim_type',
      after: 'sim',
      // @ts-expect-error: the content reads `status`, which `needs` does not name.
      needs: { renews: true },
      content: (line: { renews: boolean; status: string }) =>
        line.renews ? { value: { id: 'line_home.sim_type', values: { status: line.status } } } : null,
    });
    expect(Object.keys(row.needs)).toEqual(['renews']);
  });

  it('each row has a key of its own', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it("hands each row's content the facts it needs, and each content reads no other", () => {
    const pages = lines.flatMap((line) => [true, false].map((renews) => ({ ...line, renews })));
    for (const row of rows) {
      expectReadsOnlyWhatItNeeds(row.key, row.needs, (facts) => row.content(facts, NOW), pages);
    }
  });

  it("the line page's view holds each row that has something to say of the line, in the flows' order", () => {
    for (const line of lines) {
      const view = lineHomeView(line, undefined, NOW);
      const said = rows.filter((row) =>
        row.content(neededFacts(row.needs, { ...line, renews: lineRenews(line, lineState({ line })) }), NOW),
      );
      expect(view.rows.map((row) => row.key)).toEqual(said.map((row) => row.key));
    }
  });
});
