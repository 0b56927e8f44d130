import { invoiceDocument, invoiceDocumentBytes, requestInvoice } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { cfdiDocument } from '../src/domain/cfdi-document.ts';
import { cfdiPdf } from '../src/domain/cfdi-pdf.ts';
import { cfdiXml } from '../src/domain/cfdi-xml.ts';
import type { InvoiceRecord, OrderRecord } from '../src/domain/sandbox-data.schema.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/** The CFDI's XML and PDF: the SAT's fields and the folio fiscal on both, parsed back; owner only. */
const kit = setupSandboxTest();
const { sandbox } = kit;

const BODY = {
  rfc: 'GODE561231GR8',
  name: 'EDUARDO GODÍNEZ & HIJOS',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06700',
};

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/** A small XML reader: elements, attributes and entities; throws on anything not well formed. */
function parseXml(text: string): XmlElement {
  const body = text.replace(/^<\?xml[^?]*\?>\s*/, '').replace(/<!--[\s\S]*?-->/g, '');
  const stack: XmlElement[] = [{ name: '#document', attributes: {}, children: [] }];
  const tag = /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  // Sticky: each token starts where the last ended, so anything unreadable stops the reading.
  for (const match of body.matchAll(tag)) {
    consumed = (match.index ?? 0) + match[0].length;
    const [, closing, name, attrs, selfClosing, text] = match;
    if (text !== undefined) {
      if (text.trim()) throw new Error(`text outside the schema: ${text.trim()}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (attrs ?? '').matchAll(/([\w:]+)="([^"]*)"/g)) {
      attributes[key as string] = (value as string)
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    }
    const element: XmlElement = { name: name as string, attributes, children: [] };
    stack.at(-1)?.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (consumed !== body.length || stack.length !== 1) throw new Error('not well formed');
  const [root] = stack[0]?.children ?? [];
  if (!root) throw new Error('no root element');
  return root;
}

const find = (element: XmlElement, path: string[]): XmlElement => {
  let current = element;
  for (const name of path) {
    const next = current.children.find((child) => child.name === name);
    if (!next) throw new Error(`no ${name} under ${current.name}`);
    current = next;
  }
  return current;
};

/** A PDF's structure as a reader checks it: the xref offsets, the trailer, each stream's length. */
function parsePdf(bytes: Uint8Array) {
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  const objects = new Map<number, string>();
  for (const [index, entry] of entries.entries()) {
    if (index === 0) continue;
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index} 0 obj\n`), `object ${index} at ${offset}`).toBe(true);
    objects.set(index, text.slice(offset, text.indexOf('endobj', offset)));
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R/.exec(text);
  expect(Number(trailer?.[1])).toBe(Number(count));
  expect(objects.get(Number(trailer?.[2]))).toContain('/Type /Catalog');
  const shown: string[] = [];
  for (const object of objects.values()) {
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(object);
    if (!stream) continue;
    expect((stream[2] as string).length).toBe(Number(stream[1]));
    for (const [, shownText] of (stream[2] as string).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      shown.push((shownText as string).replace(/\\(.)/g, '$1'));
    }
  }
  const pages = [...objects.values()].filter((object) => object.includes('/Type /Page ')).length;
  return { text: shown.join('\n'), pages };
}

function invoicedOrder(): { order: OrderRecord; invoice: InvoiceRecord; owner: ReturnType<typeof create> } {
  const owner = create();
  const invoice = sandbox.state.invoices.request(owner.orderRef, ownerId(owner.accessToken), BODY);
  const order = sandbox.state.store.data.orders[owner.orderRef];
  if (!order) throw new Error('no order');
  return { order, invoice, owner };
}
const create = () => sandbox.state.scenarios.create('active-esim-line');
const ownerId = (token: string) => sandbox.state.auth.authenticate(token)?.userId ?? '';

describe('the CFDI XML', () => {
  it('is a well-formed CFDI 4.0 with the SAT fields, IVA 16% adding up, and the folio fiscal in its stamp', () => {
    const { order, invoice } = invoicedOrder();
    const root = parseXml(cfdiXml(cfdiDocument(order, invoice)));
    expect(root.name).toBe('cfdi:Comprobante');
    expect(root.attributes).toMatchObject({
      'xmlns:cfdi': 'http://www.sat.gob.mx/cfd/4',
      Version: '4.0',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      FormaPago: '04',
      LugarExpedicion: '06600',
      Sello: 'SANDBOX-SIN-VALIDEZ-FISCAL',
      Certificado: 'SANDBOX-SIN-VALIDEZ-FISCAL',
    });
    expect(root.attributes.Fecha).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(find(root, ['cfdi:Emisor']).attributes).toEqual({
      Rfc: 'SMO200101AB1',
      Nombre: 'SENDA MOVIL',
      RegimenFiscal: '601',
    });
    expect(find(root, ['cfdi:Receptor']).attributes).toEqual({
      Rfc: BODY.rfc,
      Nombre: BODY.name,
      DomicilioFiscalReceptor: BODY.postalCode,
      RegimenFiscalReceptor: BODY.taxRegime,
      UsoCFDI: BODY.cfdiUse,
    });
    const conceptos = find(root, ['cfdi:Conceptos']).children;
    expect(conceptos.length).toBeGreaterThan(0);
    for (const concepto of conceptos) {
      expect(concepto.attributes).toMatchObject({
        ClaveProdServ: expect.stringMatching(/^\d{8}$/),
        ObjetoImp: '02',
      });
      expect(concepto.attributes.ClaveUnidad).toMatch(/^[A-Z0-9]{2,3}$/);
      expect(find(concepto, ['cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado']).attributes).toMatchObject({
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: '0.160000',
      });
    }
    const subTotal = Number(root.attributes.SubTotal);
    const iva = Number(find(root, ['cfdi:Impuestos']).attributes.TotalImpuestosTrasladados);
    expect(Number(root.attributes.Total)).toBeCloseTo(order.total, 2);
    expect(subTotal + iva).toBeCloseTo(order.total, 2);
    expect(iva).toBeCloseTo(subTotal * 0.16, 1);
    const stamp = find(root, ['cfdi:Complemento', 'tfd:TimbreFiscalDigital']).attributes;
    expect(stamp).toMatchObject({ Version: '1.1', UUID: invoice.folio.toUpperCase() });
  });

  it('says how it was paid: cash at OXXO 01, a SPEI transfer 03, a card 04', () => {
    const { order, invoice } = invoicedOrder();
    const form = (transactionId: string) =>
      parseXml(cfdiXml(cfdiDocument({ ...order, paidTransactionId: transactionId }, invoice))).attributes
        .FormaPago;
    expect([form('oxxo_1'), form('spei_1'), form('txn_1')]).toEqual(['01', '03', '04']);
  });
});

describe('the CFDI PDF', () => {
  it('is a PDF a reader can follow (xref, trailer, stream lengths) and prints the same fields and folio', () => {
    const { order, invoice } = invoicedOrder();
    const doc = cfdiDocument(order, invoice);
    const { text, pages } = parsePdf(cfdiPdf(doc));
    expect(pages).toBe(1);
    for (const field of [
      `Folio fiscal (UUID): ${invoice.folio.toUpperCase()}`,
      'RFC: SMO200101AB1',
      'Régimen fiscal: 601 General de Ley Personas Morales',
      `RFC: ${BODY.rfc}   Nombre: ${BODY.name}`,
      `Código postal del domicilio fiscal: ${BODY.postalCode}`,
      'Régimen fiscal: 612',
      'Uso del CFDI: G03',
      `Fecha de emisión: ${doc.fecha}`,
      'Forma de pago: 04',
      'Método de pago: PUE',
      'Moneda: MXN',
      `Subtotal: $${doc.subTotal}`,
      `IVA trasladado (002, tasa 0.160000): $${doc.iva.importe}`,
      `Total: $${doc.total} MXN`,
      'Clave prod./serv.: 83111603',
      'SIN-VALIDEZ-FISCAL',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('runs onto more pages when the conceptos do not fit one', () => {
    const { order, invoice } = invoicedOrder();
    const item = order.items[0];
    if (!item) throw new Error('no item');
    const many = {
      ...order,
      items: Array.from({ length: 30 }, (_, n) => ({ ...item, name: `Recarga (${n})` })),
    };
    const { pages, text } = parsePdf(cfdiPdf(cfdiDocument(many, invoice)));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Recarga (29)');
  });
});

describe('downloading the CFDI', () => {
  it('gives its owner the XML and the PDF, both naming the folio; anyone else gets 404', async () => {
    const owner = create();
    const { client } = kit.newClient(owner.accessToken);
    const invoice = await requestInvoice(client, { orderRef: owner.orderRef, body: BODY });
    const xml = await invoiceDocument(client, { orderRef: owner.orderRef, format: 'xml' });
    expect(xml).toMatchObject({ contentType: 'application/xml', fileName: expect.stringMatching(/\.xml$/) });
    const xmlText = new TextDecoder().decode(invoiceDocumentBytes(xml));
    expect(find(parseXml(xmlText), ['cfdi:Complemento', 'tfd:TimbreFiscalDigital']).attributes.UUID).toBe(
      invoice.folio.toUpperCase(),
    );
    const pdf = await invoiceDocument(client, { orderRef: owner.orderRef, format: 'pdf' });
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: expect.stringMatching(/\.pdf$/) });
    expect(parsePdf(invoiceDocumentBytes(pdf)).text).toContain(invoice.folio.toUpperCase());

    const stranger = kit.newClient(create().accessToken).client;
    for (const format of ['xml', 'pdf'] as const) {
      await expect(invoiceDocument(stranger, { orderRef: owner.orderRef, format })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect(sandbox.context.violations).toEqual([]);
  });

  it('is not found before the invoice is issued, or in another format', async () => {
    const owner = create();
    const { client } = kit.newClient(owner.accessToken);
    await expect(invoiceDocument(client, { orderRef: owner.orderRef, format: 'pdf' })).rejects.toMatchObject({
      status: 404,
    });
    await requestInvoice(client, { orderRef: owner.orderRef, body: BODY });
    await expect(
      invoiceDocument(client, { orderRef: owner.orderRef, format: 'docx' as 'pdf' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
