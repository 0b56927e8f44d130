import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { profileView } from './profile.view.ts';

const USER = {
  external_id: 'usr_1',
  email: 'ana.lopez@example.mx',
  first_name: 'Ana',
  middle_name: null,
  last_name: 'López',
  dob: { timestamp: Date.UTC(1990, 4, 17) },
  telco_user: false,
  telco_info: { phone_no: '5512345678', account_number: null },
};

describe('profileView', () => {
  it('shows the details the user profile fills, in the §3 order, and no empty document fields', () => {
    const view = profileView({ user: USER, lines: undefined, locale: 'es-MX' });
    expect(view.details.map((detail) => [detail.field, detail.value])).toEqual([
      ['firstName', 'Ana'],
      ['lastName', 'López'],
      ['dob', Date.UTC(1990, 4, 17, 12)],
      ['contactNumber', '55 1234 5678'],
      ['email', 'ana.lopez@example.mx'],
    ]);
    expect(view.details.find((detail) => detail.field === 'contactNumber')?.kind).toBe('phone');
    expect(view.lines).toBeNull();
    expect(view.languageId).toBe('language.option.es_mx');
    expect(view.links).toEqual({
      email: '/profile/email',
      // "You can delete it in My account" (a saved card) is true: My account leads there.
      paymentMethods: '/web/select-payment-methods',
      privacySettings: '/profile/privacy-settings',
      language: '/language',
    });
  });

  it('shows a middle name with the first, as the one "Nombre(s)" the purchase asks for', () => {
    const view = profileView({ user: { ...USER, middle_name: 'Sofía' }, lines: undefined, locale: 'es-MX' });
    expect(view.details.slice(0, 2).map((detail) => [detail.field, detail.labelId, detail.value])).toEqual([
      ['firstName', 'profile.field.first_name', 'Ana Sofía'],
      ['lastName', 'profile.field.last_name', 'López'],
    ]);
  });

  it('lists each line with the way to its page', () => {
    const line = v.parse(LineSchema, LINE);
    const view = profileView({ user: USER, lines: { lines: [line], orders: [] }, locale: 'en-US' });
    expect(view.lines).toHaveLength(1);
    expect(view.lines?.[0]?.path).toBe(`/manage/order?orderRef=${line.orderRef}`);
    expect(view.languageId).toBe('language.option.en_us');
  });
});
