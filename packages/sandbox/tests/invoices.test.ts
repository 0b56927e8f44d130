import { cfdiCatalogues, getOrder, requestInvoice } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { setupSandboxTest, TAX_DETAILS } from './support/sandbox-test-kit.ts';

/** CFDIs: the SAT catalogues in both languages, one invoice per paid order, for its owner only. */
const kit = setupSandboxTest();
const { sandbox } = kit;

const BODY = TAX_DETAILS;

describe('invoices', () => {
  it('serves c_RegimenFiscal and c_UsoCFDI named in the language asked for', async () => {
    const { client } = kit.newClient();
    const es = await cfdiCatalogues(client, { langCode: 'es-MX' });
    const en = await cfdiCatalogues(client, { langCode: 'en-US' });
    expect(es.taxRegimes.find((regime) => regime.code === '626')?.name).toBe(
      'Régimen Simplificado de Confianza',
    );
    expect(en.taxRegimes.find((regime) => regime.code === '626')?.name).toBe(
      'Simplified trust regime (RESICO)',
    );
    expect(es.cfdiUses.map((use) => use.code)).toEqual(en.cfdiUses.map((use) => use.code));
  });

  it("issues a paid order's CFDI with a UUID folio, keeps it on the order, and answers it again", async () => {
    const owner = sandbox.state.scenarios.create('active-esim-line');
    const { client } = kit.newClient(owner.accessToken);
    const invoice = await requestInvoice(client, { orderRef: owner.orderRef, body: BODY });
    expect(invoice).toMatchObject({ status: 'ISSUED', ...BODY });
    expect(invoice.folio).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(getOrder(client, { orderReference: owner.orderRef })).resolves.toMatchObject({ invoice });
    await expect(
      requestInvoice(client, { orderRef: owner.orderRef, body: { ...BODY, cfdiUse: 'S01' } }),
    ).resolves.toEqual(invoice);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('refuses details the SAT would refuse, and an order not paid', async () => {
    const owner = sandbox.state.scenarios.create('active-esim-line');
    const { client } = kit.newClient(owner.accessToken);
    // A persona moral's RFC in an individuals' régimen; wages (605) cannot deduct general expenses.
    for (const body of [
      { ...BODY, rfc: 'SAT970701NN3' },
      { ...BODY, taxRegime: '605' },
    ]) {
      await expect(requestInvoice(client, { orderRef: owner.orderRef, body })).rejects.toMatchObject({
        status: 422,
        errorCode: 'INVALID_TAX_DATA',
      });
    }
    const order = sandbox.state.store.data.orders[owner.orderRef];
    if (!order) throw new Error('no order');
    delete order.paidTransactionId;
    await expect(requestInvoice(client, { orderRef: owner.orderRef, body: BODY })).rejects.toMatchObject({
      status: 409,
      errorCode: 'ORDER_NOT_INVOICEABLE',
    });
  });
});
