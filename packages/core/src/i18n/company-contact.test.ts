import { describe, expect, it } from 'vitest';
import { companyContact } from './company-contact.ts';

describe('companyContact', () => {
  it('dials +52 and opens WhatsApp with the country code, each number written as Mexicans read it', () => {
    expect(companyContact({ phone: '5512345678', whatsapp: '2222956076' })).toEqual({
      phone: { href: 'tel:+525512345678', text: '55 1234 5678' },
      whatsapp: { href: 'https://wa.me/522222956076', text: '222 295 6076' },
    });
  });
});
