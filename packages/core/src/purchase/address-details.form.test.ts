import { describe, expect, it } from 'vitest';
import { GatewayError } from '../gateway/gateway-error.ts';
import { onboardingDefaults, setBillingAddress, setSameAsBilling } from '../stores/onboarding.store.ts';
import { type Address, emptyAddress } from '../stores/store-schemas.ts';
import {
  addressLookupFailure,
  applyAddressLookup,
  applyManualPlace,
  colonias,
  completeAddress,
  manualPlaceOf,
  splitStreetLine,
  streetLineOf,
  validateAddress,
  validateAddressDetails,
  withPostalCode,
  withStreetLine,
  zipCodeSizeFor,
} from './address-details.form.ts';

const address = (patch: Partial<Address> = {}): Address => ({
  ...emptyAddress(),
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Av. Álvaro Obregón',
  blockNumber: '120',
  ...patch,
});
const rules = { zipCodeSize: 5 };
const lookup = (patch = {}) => ({
  postalCode: '04000',
  country: 'MX',
  state: 'Ciudad de México',
  province: '',
  district: '',
  city: 'Coyoacán',
  area: 'Villa Coyoacán',
  areas: ['Villa Coyoacán', 'Coyoacán Centro'],
  ...patch,
});

describe('zipCodeSizeFor', () => {
  it('takes the size the customer profile parameters serve', () => {
    expect(zipCodeSizeFor({ parameters: { zipCodeSize: 5 } })).toBe(5);
    expect(zipCodeSizeFor({ parameters: { zipCodeSize: 6 } })).toBe(6);
  });

  it('without parameters, uses 5 for Mexico and the §9 default 6 elsewhere', () => {
    expect(zipCodeSizeFor({})).toBe(5);
    expect(zipCodeSizeFor({ parameters: null, country: 'MX' })).toBe(5);
    expect(zipCodeSizeFor({ country: 'SG' })).toBe(6);
  });
});

describe('validateAddress', () => {
  it('accepts a complete Mexican address with no interior number or references', () => {
    expect(validateAddress(address(), rules)).toEqual({ valid: true, errors: {} });
  });

  it('wants the postal code at the configured size, digits only', () => {
    expect(validateAddress(address({ postalCode: '' }), rules).errors.postalCode?.id).toBe(
      'validation.required',
    );
    expect(validateAddress(address({ postalCode: '0670' }), rules).errors.postalCode).toEqual({
      id: 'validation.address.zip_code',
      values: { size: 5 },
    });
    expect(validateAddress(address({ postalCode: '06a00' }), rules).errors.postalCode?.id).toBe(
      'validation.address.zip_code',
    );
    expect(validateAddress(address({ postalCode: '067001' }), { zipCodeSize: 6 }).valid).toBe(true);
  });

  it('takes a code the lookup does not know, with estado, municipio and colonia typed by hand', () => {
    const unknown = { ...rules, postalCodeNotFound: true };
    const typed = address({ postalCode: '56600', state: 'México', city: 'Chalco', area: 'Centro' });
    expect(validateAddress(typed, unknown)).toEqual({ valid: true, errors: {} });
    const blank = validateAddress(address({ postalCode: '56600', state: '', city: ' ', area: '' }), unknown);
    expect(blank.errors).toEqual({
      state: { id: 'validation.required' },
      city: { id: 'validation.required' },
      area: { id: 'validation.required' },
    });
    // Only the 32 estados; a municipio or colonia of any length a label can print.
    expect(validateAddress({ ...typed, state: 'Chalco' }, unknown).errors.state?.id).toBe(
      'validation.required',
    );
    expect(validateAddress({ ...typed, area: 'x'.repeat(101) }, unknown).errors.area).toEqual({
      id: 'validation.text.too_long',
      values: { max: 100 },
    });
  });

  it('puts the typed place where a lookup would, and keeps it apart for a return to the code', () => {
    const place = { state: 'México', city: 'Chalco', area: 'Centro' };
    const typed = applyManualPlace(address({ postalCode: '56600', state: '', city: '', area: '' }), place);
    expect(typed).toMatchObject({ country: 'MX', state: 'México', city: 'Chalco', area: 'Centro' });
    expect(manualPlaceOf(typed)).toEqual(place);
    expect(applyManualPlace(typed, { ...place, state: 'Narnia' }).state).toBe('');
  });

  it('asks for the lookup when state and municipality are empty, not twice over a bad code', () => {
    const unlooked = validateAddress(address({ state: '', city: '' }), rules);
    expect(unlooked.errors.state?.id).toBe('validation.address.lookup_needed');
    expect(unlooked.errors.city?.id).toBe('validation.address.lookup_needed');
    const badCode = validateAddress(address({ postalCode: '1', state: '', city: '' }), rules);
    expect(badCode.errors.state).toBeUndefined();
  });

  it('says nothing about the colonia before the lookup filled its list (the list is disabled)', () => {
    expect(
      validateAddress(address({ postalCode: '', state: '', city: '', area: '' }), rules).errors.area,
    ).toBe(undefined);
    expect(validateAddress(address({ state: '', city: '', area: '' }), rules).errors.area).toBeUndefined();
  });

  it('requires colonia, and calle y número', () => {
    const result = validateAddress(address({ area: '', street: ' ', blockNumber: '' }), rules);
    expect(result.errors).toEqual({
      area: { id: 'validation.required' },
      street: { id: 'validation.required' },
    });
  });

  it('takes calle y número as one line, and asks for the número when the line has none', () => {
    const line = (street: string) => address({ street, blockNumber: '' });
    expect(validateAddress(line('Av. Álvaro Obregón 130'), rules)).toEqual({ valid: true, errors: {} });
    expect(validateAddress(line('Av. Álvaro Obregón'), rules).errors.street?.id).toBe(
      'validation.address.street_number',
    );
    // A number alone has no street before it.
    expect(validateAddress(line('130'), rules).errors.street?.id).toBe('validation.address.street_number');
    expect(validateAddress(line(`${'x'.repeat(101)} 130`), rules).errors.street?.id).toBe(
      'validation.text.too_long',
    );
  });

  it.each(['120', '12-B', 'S/N', 'Mz 4 Lt 7', '#45'])('accepts the house number %j', (number) => {
    expect(validateAddress(address({ blockNumber: number, unit: number }), rules).valid).toBe(true);
  });

  it('refuses odd characters and over-long parts', () => {
    expect(validateAddress(address({ blockNumber: '12*' }), rules).errors.street?.id).toBe(
      'validation.address.house_number',
    );
    expect(validateAddress(address({ unit: '1'.repeat(16) }), rules).errors.unit).toEqual({
      id: 'validation.text.too_long',
      values: { max: 15 },
    });
    expect(validateAddress(address({ landmark: 'x'.repeat(201) }), rules).errors.landmark?.id).toBe(
      'validation.text.too_long',
    );
    expect(validateAddress(address({ street: 'x'.repeat(101) }), rules).errors.street?.id).toBe(
      'validation.text.too_long',
    );
  });
});

describe('an address nothing is delivered to (an eSIM): the postal code only', () => {
  const postalOnly = { ...rules, postalCodeOnly: true };
  const justTheCode = address({ street: '', blockNumber: '', area: '', state: '', city: '' });

  it('asks no street, number or colonia', () => {
    expect(validateAddress(justTheCode, postalOnly)).toEqual({ valid: true, errors: {} });
    // The same address for a delivery still needs them.
    expect(Object.keys(validateAddress(justTheCode, rules).errors)).toEqual(
      expect.arrayContaining(['street']),
    );
  });

  it('still says a missing or short postal code is wrong, in its own message', () => {
    expect(validateAddress({ ...justTheCode, postalCode: '' }, postalOnly).errors).toEqual({
      postalCode: { id: 'validation.required' },
    });
    expect(validateAddress({ ...justTheCode, postalCode: '067' }, postalOnly).errors).toEqual({
      postalCode: { id: 'validation.address.zip_code', values: { size: 5 } },
    });
  });
});

describe('validateAddressDetails', () => {
  it('skips the delivery address while same-as-billing is ticked', () => {
    const result = validateAddressDetails({
      billing: address(),
      delivery: emptyAddress(),
      sameAsBilling: true,
      billingRules: rules,
      deliveryRules: rules,
    });
    expect(result).toMatchObject({ valid: true, delivery: null });
  });

  it('checks both when the delivery address differs', () => {
    const result = validateAddressDetails({
      billing: address(),
      delivery: emptyAddress(),
      sameAsBilling: false,
      billingRules: rules,
      deliveryRules: rules,
    });
    expect(result.valid).toBe(false);
    expect(result.billing.valid).toBe(true);
    expect(result.delivery?.errors.postalCode?.id).toBe('validation.required');
  });
});

describe('postal code lookup', () => {
  it('a new code clears what the old lookup filled, keeping the street', () => {
    expect(withPostalCode(address(), '04000')).toMatchObject({
      postalCode: '04000',
      state: '',
      city: '',
      area: '',
      street: 'Av. Álvaro Obregón',
      blockNumber: '120',
    });
    const same = address();
    expect(withPostalCode(same, '06700')).toBe(same);
  });

  it('fills state and municipality; a colonia is chosen only when it is the only one', () => {
    const filled = applyAddressLookup(address({ postalCode: '04000', area: '' }), lookup());
    expect(filled).toMatchObject({ state: 'Ciudad de México', city: 'Coyoacán', area: '', country: 'MX' });
    expect(applyAddressLookup(address({ area: '' }), lookup({ areas: ['Roma Norte'] })).area).toBe(
      'Roma Norte',
    );
  });

  it('keeps the colonia picked before when the code still has it', () => {
    expect(applyAddressLookup(address({ area: 'Coyoacán Centro' }), lookup()).area).toBe('Coyoacán Centro');
  });

  it('lists the colonias once, falling back to the single area', () => {
    expect(colonias(lookup({ areas: ['A', 'B', 'A', ''] }))).toEqual(['A', 'B']);
    expect(colonias(lookup({ areas: [], area: 'Centro' }))).toEqual(['Centro']);
  });

  it('reads a 404 as "no such code" and anything else as a load error', () => {
    const error = (status: number) =>
      new GatewayError({ kind: 'http', status, statusText: '', body: {}, url: '' });
    expect(addressLookupFailure(error(404))).toEqual({ kind: 'not_found' });
    expect(addressLookupFailure(error(503))).toEqual({ kind: 'failed', messageId: 'errors.unknown' });
  });
});

describe('calle y número in one line', () => {
  it.each([
    ['Av. Álvaro Obregón 130', 'Av. Álvaro Obregón', '130'],
    ['Calle 5 de Mayo 23', 'Calle 5 de Mayo', '23'],
    ['Av. Insurgentes Sur 1602-B', 'Av. Insurgentes Sur', '1602-B'],
    ['Av. Juárez #45', 'Av. Juárez', '45'],
    ['Av. Reforma No. 222', 'Av. Reforma', '222'],
    ['Priv. Los Pinos s/n', 'Priv. Los Pinos', 'S/N'],
    ['  Orizaba   12A ', 'Orizaba', '12A'],
  ])('splits %j into calle %j and número %j', (line, street, number) => {
    expect(splitStreetLine(line)).toEqual({ street, number });
  });

  it.each([
    'Av. Álvaro Obregón',
    '130',
    '',
    'Obregón 130 B',
  ])('finds no número exterior at the end of %j', (line) => {
    expect(splitStreetLine(line)).toBeNull();
  });

  it('shows a completed address as its line again, and a typed line as typed', () => {
    expect(streetLineOf({ street: 'Av. Reforma', blockNumber: '222' })).toBe('Av. Reforma 222');
    expect(streetLineOf({ street: 'Av. Reforma ', blockNumber: '' })).toBe('Av. Reforma ');
    // Typing into it replaces both parts with the line.
    expect(withStreetLine(address(), 'Durango 12')).toMatchObject({ street: 'Durango 12', blockNumber: '' });
  });

  it('completing the address splits the line for the order and prints it unchanged on the label', () => {
    expect(completeAddress(address({ street: ' Calle 5 de  Mayo 23 ', blockNumber: '' }))).toMatchObject({
      street: 'Calle 5 de Mayo',
      blockNumber: '23',
      addressLine1: 'Calle 5 de Mayo 23',
    });
  });
});

describe('completeAddress', () => {
  it('trims the parts and composes the label lines', () => {
    expect(
      completeAddress(address({ street: ' Av.  Reforma ', blockNumber: '222', unit: '5', country: '' })),
    ).toMatchObject({
      street: 'Av. Reforma',
      country: 'MX',
      addressLine1: 'Av. Reforma 222 Int. 5',
      addressLine2: 'Roma Norte',
    });
  });
});

describe('same as billing (store rule, §4)', () => {
  it('ticking copies the billing address; billing edits follow while ticked', () => {
    const billing = address();
    let state = setBillingAddress(onboardingDefaults(), billing);
    state = setSameAsBilling(state, true);
    expect(state.deliveryAddressDetails).toEqual(billing);
    state = setBillingAddress(state, { ...billing, street: 'Durango' });
    expect(state.deliveryAddressDetails.street).toBe('Durango');
  });
});
