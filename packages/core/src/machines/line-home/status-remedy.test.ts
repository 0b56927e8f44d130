import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOW_WINGS } from '../../flow-declarations/flow-registry.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { LineSchema } from '../../gateway/lines/line.schema.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { FLOW_STATUS_REMEDIES } from './flow-status-remedies.ts';
import { LINE_STATE_KINDS, type LineStateKind } from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';
import { loadStatusRemedy, type StatusRemedyFacts, statusRemedy, statusRemedyLink } from './status-remedy.ts';

const NOW = Date.parse('2026-11-25T18:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const line = (facts: Partial<StatusRemedyFacts['line']> = {}): StatusRemedyFacts['line'] => ({
  orderRef: 'SND-261125-00001',
  status: 'Active',
  activationDate: '2026-10-28T18:00:00.000Z',
  renewalDate: new Date(NOW + 3 * DAY).toISOString(),
  ...facts,
});

const linkOf = (kind: LineStateKind, facts: Omit<StatusRemedyFacts, 'now'>) =>
  statusRemedyLink(statusRemedy(kind), { now: NOW, ...facts });
const pathOf = (kind: LineStateKind, facts: Omit<StatusRemedyFacts, 'now'>) => linkOf(kind, facts)?.path;

/**
 * The status's sentence leads to the flow it asks for, when that flow is offered. The line page
 * linked it to Renew now whenever a renewal was offered: an Active line with its eSIM not yet
 * installed, three days from its renewal, read "Install the eSIM on your phone." as a link to
 * the renewal's payment (the auto-renewal-on and expired-card customers).
 */
describe("the status sentence's link", () => {
  it('an eSIM still to install leads nowhere, even with a renewal offered', () => {
    expect(statusRemedy('esim_not_installed')).toBeNull();
    expect(pathOf('esim_not_installed', { line: line() })).toBeUndefined();
  });

  it('only the sentences that ask for a flow lead to one', () => {
    const remedies = Object.fromEntries(
      LINE_STATE_KINDS.flatMap((kind) => {
        const remedy = statusRemedy(kind);
        return remedy ? [[kind, remedy]] : [];
      }),
    );
    expect(remedies).toEqual({
      grace: 'renew',
      suspend: 'renew',
      ported_out: { flow: 'reverse-port-out' },
      closed_number_held: { flow: 'number-change' },
      closing: 'withdrawCancellation',
    });
  });

  it('a line the customer asked to cancel leads to its requests, where the cancellation is withdrawn', () => {
    expect(pathOf('closing', { line: line() })).toBe('/manage/service-request?orderRef=SND-261125-00001');
  });

  it("a wing's state has no link of the page's own: its link is the wing's remedy's, once loaded", () => {
    expect(linkOf('ported_out', { line: line() })).toBeUndefined();
    expect(linkOf('closed_number_held', { line: line() })).toBeUndefined();
  });

  it('a missed renewal leads to Renew now', () => {
    expect(pathOf('grace', { line: line({ status: 'Grace' }) })).toBe(
      '/manage/renew?orderRef=SND-261125-00001',
    );
  });
});

/**
 * A wing answers a line state from its own folder (its status-remedy.ts, with its gateway read):
 * the line page asks that read only for a line in that state, and the shared code of the status
 * sentence names no flow, so a wing removed leaves nothing behind.
 */
describe("the status sentence's remedies from the wings", () => {
  const ref = { orderRef: 'SND-261125-00001', accountNumber: '1000000001' };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every wing's loader, spied on: which flows' remedy modules were asked for. */
  const spyOnLoaders = () => {
    const loaded: string[] = [];
    for (const found of FLOW_STATUS_REMEDIES) {
      const load = found.load;
      vi.spyOn(found, 'load').mockImplementation(() => {
        loaded.push(found.flow);
        return load();
      });
    }
    return loaded;
  };

  it("knows the state each wing answers from its file's name, a line state", () => {
    const answered = Object.fromEntries(FLOW_STATUS_REMEDIES.map((found) => [found.answers, found.flow]));
    // The wings found here are the two the line page's sentences named before they moved.
    expect(answered).toEqual({ ported_out: 'reverse-port-out', closed_number_held: 'number-change' });
    for (const found of FLOW_STATUS_REMEDIES) expect(LINE_STATE_KINDS).toContain(found.answers);
  });

  it("loads a wing's remedy only for the state its wing answers, and none for the others", async () => {
    const loaded = spyOnLoaders();
    const modules = Object.fromEntries(
      LINE_STATE_KINDS.flatMap((kind) => {
        const loading = loadStatusRemedy(statusRemedy(kind));
        return loading ? [[kind, loading]] : [];
      }),
    );
    expect(Object.keys(modules).sort()).toEqual(['closed_number_held', 'ported_out']);
    expect(loaded.sort()).toEqual(['number-change', 'reverse-port-out']);
    // Each state loads its own wing's module and nothing else.
    for (const found of FLOW_STATUS_REMEDIES) {
      loaded.length = 0;
      const wing = await loadStatusRemedy(statusRemedy(found.answers));
      expect(loaded).toEqual([found.flow]);
      // Its sentence once asked for is the wing's own text, in the wing's namespace.
      expect(wing?.requestedId.startsWith(`${found.flow.replaceAll('-', '_')}.`)).toBe(true);
    }
  });

  it("the line page's view of a line in another state loads no wing's remedy", () => {
    const loaded = spyOnLoaders();
    // A line in Grace: its sentence has a remedy (Renew now), not a wing's.
    const view = lineHomeView(v.parse(LineSchema, LINE));
    expect(view.status.remedy).toBe('renew');
    expect(loadStatusRemedy(view.status.remedy)).toBeNull();
    expect(loaded).toEqual([]);
  });

  it("each wing's read asks the gateway about this line's account, once, under its line action's key", async () => {
    for (const found of FLOW_STATUS_REMEDIES) {
      const calls: unknown[] = [];
      const gateway: GatewayClient = {
        call: (_endpoint, input) => {
          calls.push(input);
          return Promise.reject(new Error('recorded'));
        },
      };
      const wing = await loadStatusRemedy(statusRemedy(found.answers));
      const read = wing?.query(gateway, ref);
      expect(read?.queryKey).toContain(ref.orderRef);
      await expect(read?.queryFn({ signal: new AbortController().signal })).rejects.toThrow('recorded');
      expect(calls).toHaveLength(1);
      expect(JSON.stringify(calls[0])).toContain(ref.accountNumber);
    }
  });

  it("names no flow in the sentence's shared code, in core or the app", () => {
    const root = join(import.meta.dirname, '../../../../..');
    const shared = [
      'packages/core/src/machines/line-home/status-remedy.ts',
      'packages/core/src/machines/line-home/flow-status-remedy.ts',
      'packages/core/src/machines/line-home/flow-status-remedies.ts',
      'apps/web/src/features/manage/order/use-status-remedy-link.ts',
    ].filter((file) => existsSync(join(root, file)));
    expect(shared.length).toBeGreaterThan(0);
    const spellings = (id: string) => {
      const words = id.split('-');
      const camel = words
        .map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
        .join('');
      return [...new Set([id, words.join('_'), camel, camel[0]?.toUpperCase() + camel.slice(1)])];
    };
    const named = shared.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return FLOW_WINGS.flatMap((wing) =>
        spellings(wing.id)
          .filter((spelling) => new RegExp(`\\b${spelling}\\b`).test(text))
          .map((spelling) => `${file}: ${spelling}`),
      );
    });
    expect(named).toEqual([]);
  });
});
