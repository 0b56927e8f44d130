import { describe, expect, it } from 'vitest';
import { type PaidOrderStep, PaidOrderSteps } from './paid-order-steps.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';
import { SandboxState } from './sandbox-state.ts';

const order = { orderRef: 'ORD-1' } as OrderRecord;
const line = { accountNumber: 'ACC-1' } as LineRecord;

describe('the steps run when a purchase is paid', () => {
  const ran: string[] = [];
  const step = (
    name: string,
    moment: PaidOrderStep<[OrderRecord, LineRecord]>['moment'],
  ): PaidOrderStep<[OrderRecord, LineRecord]> => ({
    name,
    moment,
    run: (paid, opened) => ran.push(`${name}:${paid.orderRef}:${opened.accountNumber}`),
  });
  const mail = step('order-mail', 'confirmation');
  const registry = step('line-registry', 'beforeConfirmation');
  const survey = step('after-sale-survey', 'afterConfirmation');
  const welcome = step('a-welcome-call', 'beforeConfirmation');

  it.each([
    ['in one order', [mail, registry, survey, welcome]],
    ['in the opposite order', [welcome, survey, registry, mail]],
  ])('two wings added before the mail and one after all run, by moment then by name, added %s', (_, added) => {
    ran.length = 0;
    const steps = new PaidOrderSteps<[OrderRecord, LineRecord]>();
    for (const each of added) steps.add(each);
    steps.run(order, line);
    expect(ran).toEqual([
      'a-welcome-call:ORD-1:ACC-1',
      'line-registry:ORD-1:ACC-1',
      'order-mail:ORD-1:ACC-1',
      'after-sale-survey:ORD-1:ACC-1',
    ]);
  });

  it('refuses a second step of the same name (a wing cannot replace another)', () => {
    const steps = new PaidOrderSteps<[OrderRecord, LineRecord]>();
    steps.add(registry);
    expect(() => steps.add({ ...registry, moment: 'afterConfirmation' })).toThrow(/already added/);
  });

  it("the sandbox's own list: the line registry's wing registers the line before the order mail", () => {
    expect(new SandboxState().orders.paidPurchaseSteps.names()).toEqual(['line-registry', 'order-mail']);
  });

  it("the sandbox's paid-service list: every service that adds a step keeps it, the receipt last", () => {
    // Named by no flow, so a new wing's step needs no edit here: the services' steps sorted by
    // name (several, as plan switch once replaced the others'), then the order mail's receipt.
    const names = new SandboxState().orders.paidServiceSteps.names();
    const services = names.slice(0, -1);
    expect(services.length).toBeGreaterThan(1);
    expect(services).toEqual([...services].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.at(-1)).toBe('order-mail');
  });
});
