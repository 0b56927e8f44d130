import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renewNowLineAction } from '../../flows/renew-now/renew-now.rules.ts';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { neededFacts } from '../../navigation/line-remedies.ts';
import { lineBox } from './flow-line-box.ts';
import { FLOW_LINE_BOXES } from './line-boxes.ts';
import { lineState } from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';
import { lineRenews } from './line-status-meaning.ts';
import { expectReadsOnlyWhatItNeeds } from './test-support/facts-read.ts';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const base = v.parse(LineSchema, LINE);
/** Every status, renewing far off or within its last days, registered or not or unsaid, closing or not, a voucher out or not. */
const lines: Line[] = (['Active', 'Grace', 'Suspend', 'Inactive'] as const).flatMap((status) =>
  ['2026-12-20T06:00:00.000Z', '2026-11-26T06:00:00.000Z'].flatMap((renewalDate) =>
    [
      {},
      { registry: { status: 'REGISTERED', folio: 'F-1', registeredAt: '2026-01-10T12:00:00.000Z' } },
      { registry: { status: 'UNREGISTERED', attemptsLeft: 2 } },
      { closesAt: '2026-11-26T18:00:00.000Z' },
      {
        pendingPayment: {
          orderRef: 'SND-261124-00001',
          method: 'OXXO',
          reference: '9300 1234 5678 90',
          amount: { amount: 200, currency: 'MXN' },
          expiresAt: '2026-11-25T12:00:00.000Z',
        },
      },
    ].map((more) => v.parse(LineSchema, { ...base, status, renewalDate, ...more })),
  ),
);
const pageFacts = (line: Line) => ({ ...line, renews: lineRenews(line, lineState({ line })) });

describe("the wings' boxes on the line page", () => {
  it('a box must name in `needs` every fact its rule reads (a type error otherwise)', () => {
    const box = lineBox({
      key: 'typed',
      placement: 'after-status',
      // @ts-expect-error: the rule reads `status`, which `needs` does not name.
      needs: { renews: true },
      shown: (line: { renews: boolean; status: string }) => line.renews && line.status === 'Active',
    });
    expect(Object.keys(box.needs)).toEqual(['renews']);
  });

  it('finds each wing’s box by its file name, each with a key of its own', () => {
    const keys = FLOW_LINE_BOXES.map((box) => box.key);
    expect(keys).toEqual(expect.arrayContaining(['line-registry', 'line-usage', 'renew-now']));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("hands each box's rule the facts it needs, and each rule reads no other", () => {
    const pages = lines.flatMap((line) => [true, false].map((renews) => ({ ...line, renews })));
    for (const box of FLOW_LINE_BOXES) {
      expectReadsOnlyWhatItNeeds(box.key, box.needs, (facts) => box.shown(facts, NOW), pages);
    }
  });

  it("the line page's view holds a box only when its wing says it shows, and leaves out the actions it replaces", () => {
    for (const line of lines) {
      const view = lineHomeView(line, undefined, NOW);
      const shown = FLOW_LINE_BOXES.filter((box) => box.shown(neededFacts(box.needs, pageFacts(line)), NOW));
      expect(view.boxes).toEqual(shown.map((box) => ({ key: box.key, placement: box.placement })));
      expect(view.replacedActions).toEqual(shown.flatMap((box) => box.replaces ?? []));
    }
  });

  it('shows each of the moved boxes where and when the page showed it', () => {
    for (const line of lines) {
      const view = lineHomeView(line, undefined, NOW);
      const at = (key: string) => view.boxes.find((box) => box.key === key)?.placement;
      // Renew now leads the status exactly when its line action is offered, and leaves the actions.
      const renewLeads = renewNowLineAction(line, NOW) !== null;
      expect(at('renew-now'), JSON.stringify(line)).toBe(renewLeads ? 'status-action' : undefined);
      expect(view.replacedActions).toEqual(renewLeads ? ['renew-now'] : []);
      expect(at('line-usage')).toBe(line.status === 'Active' ? 'after-status' : undefined);
      expect(at('line-registry')).toBe(line.registry ? 'under-number' : undefined);
    }
    // Each case is met at least once.
    const views = lines.map((line) => lineHomeView(line, undefined, NOW));
    for (const key of ['renew-now', 'line-usage', 'line-registry']) {
      expect(views.some((view) => view.boxes.some((box) => box.key === key))).toBe(true);
      expect(views.some((view) => !view.boxes.some((box) => box.key === key))).toBe(true);
    }
  });
});
