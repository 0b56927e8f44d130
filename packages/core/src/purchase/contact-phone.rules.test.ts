import { describe, expect, it } from 'vitest';
import { contactPhoneAsked } from './contact-phone.rules.ts';

describe('contactPhoneAsked', () => {
  it('an eSIM with a new number that ships nothing: not asked (the e-mail is the contact)', () => {
    expect(contactPhoneAsked({ simType: 'esim', numberType: 'new_number', esimDeliveryNeeded: false })).toBe(
      false,
    );
  });

  it('asked where something is delivered or a number is brought in', () => {
    expect(contactPhoneAsked({ simType: 'psim', numberType: 'new_number' })).toBe(true);
    expect(contactPhoneAsked({ simType: 'esim', numberType: 'new_number', esimDeliveryNeeded: true })).toBe(
      true,
    );
    expect(contactPhoneAsked({ simType: 'esim', numberType: 'number_transfer' })).toBe(true);
    expect(contactPhoneAsked({ simType: 'psim', numberType: 'number_transfer' })).toBe(true);
  });
});
