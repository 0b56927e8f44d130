import { describe, expect, it } from 'vitest';
import { FLOW_WINGS } from '../flow-declarations/flow-registry.ts';
import type { Line } from '../gateway/lines/line.schema.ts';
import { lineRemedyLink, type RemedyLine } from './line-remedies.ts';
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
      status: 'Grace' as const,
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
      status: 'Grace' as const,
      activationDate: '2026-01-05T12:00:00.000Z',
      renewalDate: '2026-02-04T06:00:00.000Z',
    };
    expect(lineRemedyLink('renewal_missed', lapsed, NOW)).toEqual({
      labelId: 'line.action.renew_now',
      path: '/manage/renew?orderRef=ORD-2',
    });
    // An Active line weeks from its renewal date has nothing to pay yet; a closing line nothing to renew.
    const early = { ...lapsed, status: 'Active' as const, renewalDate: '2026-03-04T06:00:00.000Z' };
    expect(lineRemedyLink('renewal_missed', early, NOW)).toBeNull();
    expect(
      lineRemedyLink('renewal_missed', { ...lapsed, closesAt: '2026-02-10T06:00:00.000Z' }, NOW),
    ).toBeNull();
  });

  it("links an unregistered line to the registry's page, and no line the gateway says is registered or says nothing of", () => {
    const line = {
      orderRef: 'ORD-3',
      status: 'Suspend' as const,
      activationDate: '2026-01-05T12:00:00.000Z',
    };
    expect(
      lineRemedyLink('unregistered', { ...line, registry: { status: 'UNREGISTERED', attemptsLeft: 3 } }, NOW),
    ).toEqual({ labelId: 'line_registry.status.register', path: '/manage/line-registry?orderRef=ORD-3' });
    const registered = {
      status: 'REGISTERED' as const,
      folio: 'F-1',
      registeredAt: '2026-01-05T12:00:00.000Z',
    };
    expect(lineRemedyLink('unregistered', { ...line, registry: registered }, NOW)).toBeNull();
    expect(lineRemedyLink('unregistered', line, NOW)).toBeNull();
  });

  it("finds the port-out alert's page in reverse port-out's flow.ts, for any line (the alert shows only while it is under way)", () => {
    expect(lineRemedyPage('port_out_under_way')).toEqual({
      answers: 'port_out_under_way',
      labelId: 'line.action.reverse_port_out',
      path: '/manage/reverse-portout',
    });
    expect(lineRemedyLink('port_out_under_way', { orderRef: 'ORD-5' }, NOW)?.path).toBe(
      '/manage/reverse-portout?orderRef=ORD-5',
    );
  });

  it('hands each offer the facts its remedy needs, and each offer reads no other', () => {
    const base = {
      orderRef: 'ORD-4',
      accountNumber: 'ACC-4',
      msisdn: '5512345678',
      activationDate: '2026-01-05T12:00:00.000Z',
      renewalDate: '2026-02-08T06:00:00.000Z',
    } satisfies RemedyLine;
    const lines: RemedyLine[] = (['Active', 'Grace', 'Suspend', 'Inactive'] as const).flatMap((status) => [
      { ...base, status },
      { ...base, status, activationDate: null, renewalDate: null },
      { ...base, status, registry: { status: 'UNREGISTERED', attemptsLeft: 1 } },
      { ...base, status, closesAt: '2026-02-10T06:00:00.000Z' },
      {
        ...base,
        status,
        pendingPayment: { expiresAt: '2026-02-07T06:00:00.000Z' } as Line['pendingPayment'],
      },
    ]);
    const remedies = FLOW_WINGS.flatMap((wing) => wing.lineRemedies);
    expect(remedies.map((remedy) => remedy.answers).sort()).toEqual([
      'port_out_under_way',
      'renewal_card',
      'renewal_missed',
      'unregistered',
    ]);
    for (const remedy of remedies) {
      const read = new Set<string>();
      for (const line of lines) {
        const facts = Object.fromEntries(
          Object.keys(remedy.needs)
            .filter((fact) => fact in line)
            .map((fact) => [fact, line[fact as keyof RemedyLine]]),
        );
        const watched = new Proxy(line, {
          get: (target, fact: string) => {
            read.add(fact);
            return target[fact as keyof RemedyLine];
          },
        });
        // The same answer from the facts it names as from the whole line: it needs no other.
        expect(remedy.offered(watched, NOW), `${remedy.answers}: ${JSON.stringify(line)}`).toBe(
          remedy.offered(facts, NOW),
        );
      }
      expect(
        [...read].filter((fact) => !(fact in remedy.needs)),
        remedy.answers,
      ).toEqual([]);
    }
  });
});
