import { describe, expect, it } from 'vitest';
import type { CfdiCatalogues } from '../gateway/invoices/cfdi-catalogues.ts';
import { normalizeRfc, rfcTaxpayerType } from '../validation/rfc.ts';
import {
  CFDI_NAME_MAX_LENGTH,
  cfdiRequestErrorMessageId,
  cfdiUsesFor,
  checkCfdiRequest,
  invoiceOffer,
} from './cfdi-request.form.ts';

const CATALOGUES: CfdiCatalogues = {
  taxRegimes: [
    { code: '601', name: 'General de Ley Personas Morales', taxpayerTypes: ['moral'] },
    { code: '605', name: 'Sueldos y Salarios', taxpayerTypes: ['fisica'] },
    { code: '612', name: 'Actividades Empresariales', taxpayerTypes: ['fisica'] },
  ],
  cfdiUses: [
    {
      code: 'G03',
      name: 'Gastos en general',
      taxpayerTypes: ['fisica', 'moral'],
      taxRegimes: ['601', '612'],
    },
    {
      code: 'S01',
      name: 'Sin efectos fiscales',
      taxpayerTypes: ['fisica', 'moral'],
      taxRegimes: ['601', '605', '612'],
    },
  ],
};

const FORM = {
  rfc: 'gode-561231-gr8',
  name: '  Eduardo   González  ',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06700',
};

describe('RFC', () => {
  it('13 characters is a persona física, 12 a persona moral; the date must be a day', () => {
    expect(rfcTaxpayerType('GODE561231GR8')).toBe('fisica');
    expect(rfcTaxpayerType('ABC010229XY1')).toBeNull(); // 29 February 2001 never was
    expect(rfcTaxpayerType('ÑAB000229XY1')).toBe('moral'); // 2000 was a leap year
    expect(rfcTaxpayerType('SAT970701NN3')).toBe('moral');
    expect(rfcTaxpayerType('GODE561331GR8')).toBeNull(); // month 13
    expect(rfcTaxpayerType('GODE56123GR8')).toBeNull();
    expect(rfcTaxpayerType('GO1E561231GR8')).toBeNull();
    expect(normalizeRfc(' gode 561231-gr8 ')).toBe('GODE561231GR8');
  });
});

describe('checkCfdiRequest', () => {
  it('sends the details the way the SAT writes them', () => {
    expect(checkCfdiRequest(FORM, CATALOGUES)).toEqual({
      ok: true,
      body: {
        rfc: 'GODE561231GR8',
        name: 'EDUARDO GONZÁLEZ',
        taxRegime: '612',
        cfdiUse: 'G03',
        postalCode: '06700',
      },
    });
  });

  it('names every field that is wrong, and why', () => {
    expect(
      checkCfdiRequest({ rfc: '', name: ' ', taxRegime: '', cfdiUse: '', postalCode: '0670' }, CATALOGUES),
    ).toEqual({
      ok: false,
      errors: {
        rfc: 'cfdi.error.rfc_required',
        name: 'cfdi.error.name_required',
        taxRegime: 'cfdi.error.regime_required',
        cfdiUse: 'cfdi.error.use_required',
        postalCode: 'cfdi.error.postal_code',
      },
    });
    expect(checkCfdiRequest({ ...FORM, rfc: 'XAXX010101000' }, CATALOGUES)).toMatchObject({
      errors: { rfc: 'cfdi.error.rfc_generic' },
    });
    expect(checkCfdiRequest({ ...FORM, rfc: 'GODE5612' }, CATALOGUES)).toMatchObject({
      errors: { rfc: 'cfdi.error.rfc_invalid' },
    });
  });

  it('a régimen open to the RFC’s kind of taxpayer, a uso that régimen may use', () => {
    // A company's RFC in an individuals' régimen.
    expect(checkCfdiRequest({ ...FORM, rfc: 'SAT970701NN3' }, CATALOGUES)).toMatchObject({
      errors: { taxRegime: 'cfdi.error.regime_mismatch' },
    });
    // Wages (605) cannot deduct general expenses.
    expect(checkCfdiRequest({ ...FORM, taxRegime: '605' }, CATALOGUES)).toMatchObject({
      errors: { cfdiUse: 'cfdi.error.use_mismatch' },
    });
    expect(cfdiUsesFor(CATALOGUES, '605').map((use) => use.code)).toEqual(['S01']);
    expect(cfdiUsesFor(CATALOGUES, '').map((use) => use.code)).toEqual(['G03', 'S01']);
  });
});

describe('invoiceOffer and refusals', () => {
  const due = (amount: number) => ({ amount, currency: 'MXN' });
  it('only a paid order (one with a line) can be invoiced; an issued one shows its invoice', () => {
    expect(invoiceOffer({ payment_due: due(199) })).toEqual({ kind: 'none' });
    expect(invoiceOffer({ payment_due: due(0), line: {} as never })).toEqual({ kind: 'request' });
    // Cancelled before activation, refunded in full: nothing to invoice.
    const refunded = { activationDate: null, closesAt: '2026-11-25T03:49:36.204Z' };
    expect(invoiceOffer({ payment_due: due(0), line: refunded as never })).toEqual({ kind: 'none' });
    // Cancelled after it worked: the days it was used were sold, and may be invoiced.
    const used = { activationDate: '2026-10-25T03:49:36.204Z', closesAt: '2026-11-25T03:49:36.204Z' };
    expect(invoiceOffer({ payment_due: due(0), line: used as never })).toEqual({ kind: 'request' });
    const invoice = {
      status: 'ISSUED' as const,
      folio: '6f1c2a9e-3b7d-4c2e-9a1f-0d4b5e6f7a8b',
      issuedAt: '2025-01-15T16:00:00.000Z',
      rfc: 'GODE561231GR8',
      name: 'EDUARDO GONZÁLEZ',
      taxRegime: '612',
      cfdiUse: 'G03',
      postalCode: '06700',
    };
    expect(invoiceOffer({ payment_due: due(0), invoice })).toEqual({ kind: 'issued', invoice });
  });

  it('a paid renewal or fee (no line of its own) can be invoiced too; an unpaid or cancelled one cannot', () => {
    const card = { method: 'CARD' as const, brand: 'visa', last4: '4242' };
    expect(invoiceOffer({ payment_due: due(0), payment: card })).toEqual({ kind: 'request' });
    expect(invoiceOffer({ payment_due: due(0), payment: { method: 'OXXO' } })).toEqual({ kind: 'request' });
    // A cancelled service order owes nothing and was never paid.
    expect(invoiceOffer({ payment_due: due(0) })).toEqual({ kind: 'none' });
    expect(invoiceOffer({ payment_due: due(200) })).toEqual({ kind: 'none' });
  });

  it('a payment refunded in full offers no invoice, whatever its line says', () => {
    const refund = {
      amount: due(200),
      refunded_at: '2026-11-25T03:49:36.204Z',
      method: { method: 'SPEI' as const },
    };
    const used = { activationDate: '2026-10-25T03:49:36.204Z', closesAt: '2026-11-25T03:49:36.204Z' };
    expect(invoiceOffer({ payment_due: due(0), payment: { method: 'OXXO' }, refund })).toEqual({
      kind: 'none',
    });
    expect(invoiceOffer({ payment_due: due(0), line: used as never, refund })).toEqual({ kind: 'none' });
  });

  it('says why the gateway refused', () => {
    expect(cfdiRequestErrorMessageId({ status: 409 })).toBe('cfdi.error.not_paid');
    expect(cfdiRequestErrorMessageId({ status: 422 })).toBe('cfdi.error.rejected');
    expect(cfdiRequestErrorMessageId({ status: 404 })).toBe('orders.not_found');
  });
});

describe('the CFDI name (razón social) by the SAT’s rules', () => {
  const nameError = (name: string) => {
    const check = checkCfdiRequest({ ...FORM, name }, CATALOGUES);
    return check.ok ? null : (check.errors.name ?? null);
  };

  it('takes names as the Constancia writes them: capitals (typed in any case), Ñ, digits and & . , - ( )', () => {
    expect(nameError('Peña & Hijos Comercializadora, S.C. (2)')).toBeNull();
    expect(nameError('MUÑOZ-LÓPEZ 3 / ANEXO')).toBeNull();
    expect(nameError('A'.repeat(CFDI_NAME_MAX_LENGTH))).toBeNull();
  });

  it('refuses more than 254 characters and a 10,000-character paste', () => {
    expect(CFDI_NAME_MAX_LENGTH).toBe(254);
    expect(nameError('A'.repeat(255))).toBe('cfdi.error.name_too_long');
    expect(nameError('A'.repeat(10_000))).toBe('cfdi.error.name_too_long');
  });

  it.each([
    ['the XSD’s separator', 'EMPRESA|SA'],
    ['markup', '<b>EMPRESA</b>'],
    ['an emoji', 'EMPRESA 😀'],
    ['a control character', 'EMPRESA\u0000'],
  ])('refuses %s, naming the characters allowed', (_label, name) => {
    expect(nameError(name)).toBe('cfdi.error.name_characters');
  });
});
