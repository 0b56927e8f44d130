import { describe, expect, it } from 'vitest';
import { parseCompany } from './company.ts';
import { checkDeployConfigText } from './deploy-config-check.ts';

describe('the company setting', () => {
  const company = {
    legalName: 'Senda Móvil, S.A. de C.V.',
    rfc: 'SMO190815AB3',
    address: 'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940 Ciudad de México',
    iftConcession: 'IFT/UCS/DG-CRAD/0000/2019',
    profecoRegistration: 'PFC.B.E.7/000000-2019',
    phone: '5550001234',
    whatsapp: '5550005678',
    chatHours: { opens: '08:00', closes: '22:00' },
    network: 'altan-red-compartida',
  };
  const base = { gatewayUrl: '/gateway/', paymentProviderOrigins: [] };

  it('takes the legal details and contact channels', () => {
    expect(checkDeployConfigText(JSON.stringify({ ...base, company }))).toEqual({
      ok: true,
      config: { ...base, company },
    });
    expect(parseCompany({ ...company, phone: ' 5550001234 ' })).toEqual({ ok: true, company });
  });

  it('names a junk RFC, phone, chat hour or network', () => {
    const result = checkDeployConfigText(
      JSON.stringify({
        ...base,
        company: {
          ...company,
          rfc: 'XAXX010101000X',
          phone: '+52 55 5000 1234',
          chatHours: { opens: '8', closes: '22:00' },
          network: 'Red Compartida',
        },
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'company.rfc: company.rfc is a legal person RFC (12 characters)',
        'company.phone: company.phone is the 10-digit number',
        'company.chatHours.opens: company.chatHours.opens is HH:MM',
        'company.network: company.network is one of altan-red-compartida, telcel, att',
      ],
    });
  });

  it('names a missing field and an unknown one as the deploy config names its own', () => {
    const { whatsapp: _left, ...partial } = company;
    expect(parseCompany({ ...partial, fax: '5550000000' })).toEqual({
      ok: false,
      problems: ['company.whatsapp: required, missing', 'company.fax: company: unknown setting'],
    });
    expect(checkDeployConfigText(JSON.stringify({ ...base, gatewayUrl: 7, company: {} })).ok).toBe(false);
  });
});
