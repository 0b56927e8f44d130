import { readFileSync } from 'node:fs';
import { requestInvoice } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The e-mails the purchase's pages promise: the order confirmation with the number, the
 * items, IVA and the total; for an eSIM its link and activation code with a warning to keep them
 * private; for a physical SIM where and when it arrives; the CFDI's folio. Each is in the sandbox
 * mailbox, in the customer's language, once.
 */
const kit = setupSandboxTest({ storefrontUrl: 'https://tienda.senda.test' });
const { sandbox } = kit;

const mailsOf = (email: string, kind: string) =>
  sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === kind);

describe('the order confirmation', () => {
  it('an eSIM: number, items, IVA and total, the install link and code, a privacy warning, once', () => {
    const customer = sandbox.state.scenarios.create('active-esim-line');
    const order = sandbox.state.store.data.orders[customer.orderRef];
    const line = Object.values(sandbox.state.store.data.lines).find((l) => l.orderRef === customer.orderRef);
    if (!order || !line?.esim) throw new Error('scenario without its order or eSIM');
    const [mail, ...more] = mailsOf(customer.email, 'order_confirmation');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Tu pedido ${customer.orderRef} está confirmado`);
    const body = mail?.body ?? '';
    expect(body).toContain(`Tu pedido ${customer.orderRef} está confirmado`);
    // The number as Mexicans write it, the plan, IVA inside the total.
    expect(body).toMatch(/Tu nuevo número: \d{2,3} \d{3,4} \d{4}/);
    expect(body).toContain('Senda');
    expect(body).toMatch(/IVA \(16 %\): \$\d+\.\d{2} MXN/);
    expect(body).toContain(`Total (IVA incluido): $${order.total.toFixed(2)} MXN`);
    expect(body).toContain(
      `https://tienda.senda.test/manage/esim-install-oneclick?orderRef=${encodeURIComponent(customer.orderRef)}`,
    );
    expect(body).toContain(`LPA:1$${line.esim.smdpAddress}$${line.esim.matchingId}`);
    expect(body).toContain('No compartas este código');
    // An eSIM has nothing to deliver.
    expect(body).not.toMatch(/entregaremos|recoger/);
  });

  it('a doorstep SIM: on its way, with its day and window in Mexico City time, and where to activate it', () => {
    const customer = sandbox.state.scenarios.create('doorstep-sim-on-its-way');
    const body = mailsOf(customer.email, 'order_confirmation')[0]?.body ?? '';
    expect(body).toMatch(
      /Tu SIM va en camino: la entregaremos en tu domicilio el \d{1,2} de \w+ de \d{4}, entre las \d{2}:\d{2} y las \d{2}:\d{2} \(hora de la Ciudad de México\)\./,
    );
    expect(body).toContain('/manage/sim-activation?orderRef=');
    expect(body).not.toContain('LPA:1$');
  });

  it('a pick-up SIM: the store and when it is ready', () => {
    const customer = sandbox.state.scenarios.create('physical-sim-awaiting-activation');
    const order = sandbox.state.store.data.orders[customer.orderRef];
    expect(order?.delivery?.method).toBe('SELF_PICKUP');
    const body = mailsOf(customer.email, 'order_confirmation')[0]?.body ?? '';
    expect(body).toMatch(
      /Tu SIM estará lista para recoger en .+, a partir del .+ \(hora de la Ciudad de México\)/,
    );
  });

  it("in the language of the customer's latest call", () => {
    const customer = sandbox.state.scenarios.create('active-esim-line');
    const user = Object.values(sandbox.state.store.data.users).find((u) => u.email === customer.email);
    const order = sandbox.state.store.data.orders[customer.orderRef];
    if (!user || !order) throw new Error('scenario without its customer');
    user.language = 'en-US';
    sandbox.state.mailbox.clear();
    sandbox.state.orderMail.confirm(order, undefined);
    const [mail] = mailsOf(customer.email, 'order_confirmation');
    expect(mail?.subject).toBe(`Your order ${customer.orderRef} is confirmed`);
    expect(mail?.body).toContain('Total (IVA included)');
  });
});

describe('the CFDI', () => {
  it("mails the folio fiscal and the receiver when billing stamps it, not when it's asked again", async () => {
    const owner = sandbox.state.scenarios.create('active-esim-line');
    const { client } = kit.newClient(owner.accessToken);
    const body = {
      rfc: 'GODE561231GR8',
      name: 'EDUARDO GODÍNEZ',
      taxRegime: '612',
      cfdiUse: 'G03',
      postalCode: '06700',
    };
    const invoice = await requestInvoice(client, { orderRef: owner.orderRef, body });
    await requestInvoice(client, { orderRef: owner.orderRef, body });
    const mails = mailsOf(owner.email, 'cfdi');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Folio fiscal (UUID): ${invoice.folio}`);
    expect(mails[0]?.body).toContain('RFC: GODE561231GR8');
  });
});

describe('the transfer outcome ("keep using your current SIM until we tell you the transfer is done")', () => {
  const HOUR = 60 * 60 * 1000;

  it('tells the customer once, when the transfer is done, filed at that moment even if read later', () => {
    const customer = sandbox.state.scenarios.create('pending-port-in');
    sandbox.state.fileDueNotices();
    expect(mailsOf(customer.email, 'port_in_outcome')).toEqual([]);
    sandbox.state.advanceClock(30 * HOUR);
    sandbox.state.fileDueNotices();
    sandbox.state.fileDueNotices();
    const [mail, ...more] = mailsOf(customer.email, 'port_in_outcome');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Tu número ya está en Senda');
    expect(mail?.body).toMatch(/tu número \d{2,3} \d{3,4} \d{4} ya funciona con tu SIM de Senda/);
    // Filed when the transfer ended (24 h after it started), not when the mailbox was read.
    expect(mail?.sentAt).toBeLessThan(sandbox.state.now());
  });

  it('says why a failed transfer failed, and that the number stays with its operator', () => {
    const customer = sandbox.state.scenarios.create('failed-port-in');
    sandbox.state.fileDueNotices();
    const [mail] = mailsOf(customer.email, 'port_in_outcome');
    expect(mail?.subject).toBe('Tu número no se transfirió');
    expect(mail?.body).toMatch(/Tu número sigue con \S+/);
    // What the customer can do now, and the link to the page where it is chosen.
    expect(mail?.body).toContain(
      `Tu línea de Senda ya está pagada: elige si intentamos de nuevo, si quieres un número nuevo de Senda ahora o si la cancelas y te devolvemos todo lo que pagaste: https://tienda.senda.test/manage/cancel-portin?orderRef=${customer.orderRef}`,
    );
  });

  it('the mailbox route files what fell due before it answers', async () => {
    const customer = sandbox.state.scenarios.create('pending-port-in');
    sandbox.state.advanceClock(30 * HOUR);
    const answer = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`);
    const { messages } = (await answer.json()) as { messages: { kind: string }[] };
    expect(messages.map((message) => message.kind)).toContain('port_in_outcome');
  });
});

describe('the time zone is worded in the e-mails as on the pages', () => {
  it('uses the storefront messages’ own words for Mexico City time, in both languages', async () => {
    const { MEXICO_CITY_ZONE_NAME } = await import('../src/domain/mexico-city-time.ts');
    for (const lang of ['es-MX', 'en-US'] as const) {
      const messages = JSON.parse(
        readFileSync(new URL(`../../core/src/i18n/messages/${lang}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      expect(messages['service_request.at']).toContain(`(${MEXICO_CITY_ZONE_NAME[lang]})`);
      expect(messages['order_facts.slot_value']).toContain(`(${MEXICO_CITY_ZONE_NAME[lang]})`);
    }
  });
});
