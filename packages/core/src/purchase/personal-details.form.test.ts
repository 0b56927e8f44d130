import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyPersonalDetails } from '../stores/store-schemas.ts';
import {
  curpToCheckForLines,
  type PersonalDetailsForm,
  PersonalDetailsFormSchema,
  PersonalDetailsStepDataSchema,
  personalDetailsFromForm,
  prefillPersonalDetails,
  profileFillsPersonalDetails,
  validatePersonalDetails,
  withCurp,
} from './personal-details.form.ts';

const today = '2026-03-10';
const valid: PersonalDetailsForm = {
  firstName: 'María José',
  middleName: '',
  lastNames: 'Núñez Ibáñez',
  dobDay: '4',
  dobMonth: '5',
  dobYear: '1990',
  curp: 'NUIM900504MDFXBR09',
  contactNumber: '5512345678',
  email: 'majo@example.mx',
  nationality: 'MX',
};
/** A date of birth as the form's three parts, from YYYY-MM-DD (any text splits on its dashes). */
const dob = (iso: string) => {
  const [dobYear = '', dobMonth = '', dobDay = ''] = iso.split('-');
  return { dobDay, dobMonth, dobYear };
};
const check = (
  patch: Partial<PersonalDetailsForm>,
  rules: Partial<Parameters<typeof validatePersonalDetails>[1]> = {},
) => validatePersonalDetails({ ...valid, ...patch }, { today, ...rules });

describe('validatePersonalDetails', () => {
  it('accepts a complete form with the middle name left out', () => {
    expect(check({})).toEqual({ valid: true, errors: {} });
  });

  it('requires every field but the middle name', () => {
    const result = validatePersonalDetails(
      {
        firstName: '',
        middleName: '',
        lastNames: ' ',
        dobDay: '',
        dobMonth: '',
        dobYear: '',
        curp: '',
        contactNumber: '',
        email: '',
        nationality: '',
      },
      { today },
    );
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(
      ['contactNumber', 'curp', 'dob', 'email', 'firstName', 'lastNames', 'nationality'].sort(),
    );
    expect(result.errors.firstName).toEqual({ id: 'validation.required' });
  });

  it.each(["O'Neill", 'Ma. Guadalupe', 'Jean-Luc', 'José Ángel', 'Zoë'])('accepts the name %j', (name) => {
    expect(check({ firstName: name }).errors.firstName).toBeUndefined();
  });

  it.each(['Ana1', 'R2-D2', 'ana@x', '-Ana'])('refuses the name %j', (name) => {
    expect(check({ firstName: name }).errors.firstName?.id).toBe('validation.name.invalid');
    expect(check({ middleName: name }).errors.middleName?.id).toBe('validation.name.invalid');
  });

  it('refuses a name over 60 characters, and surnames over two such names', () => {
    expect(check({ firstName: 'a'.repeat(61) }).errors.firstName).toEqual({
      id: 'validation.name.too_long',
      values: { max: 60 },
    });
    expect(check({ lastNames: 'a'.repeat(121) }).errors.lastNames).toEqual({
      id: 'validation.name.too_long',
      values: { max: 120 },
    });
  });

  it('allows 18 to 100 (§5), both inclusive, with the store minimum age', () => {
    expect(check(dob('2008-03-10')).errors.dob).toBeUndefined();
    expect(check(dob('2008-03-11')).errors.dob).toEqual({
      id: 'validation.age.min',
      values: { min: 18 },
    });
    expect(check(dob('1926-03-10')).errors.dob).toBeUndefined();
    expect(check(dob('1925-03-10')).errors.dob).toEqual({
      id: 'validation.age.max',
      values: { max: 100 },
    });
    expect(check(dob('2005-03-11'), { minimumAge: 21 }).errors.dob).toEqual({
      id: 'validation.age.min',
      values: { min: 21 },
    });
  });

  it('calls an impossible or future date a wrong date', () => {
    expect(check(dob('1990-02-30')).errors.dob?.id).toBe('validation.date.invalid');
    expect(check(dob('2030-01-01')).errors.dob?.id).toBe('validation.date.invalid');
    expect(check(dob('yesterday')).errors.dob?.id).toBe('validation.date.invalid');
  });

  it('checks the CURP with checkCurp and says which part is wrong', () => {
    expect(check({ curp: ' nuim900504mdfxbr09 ' }).errors.curp).toBeUndefined();
    expect(check({ curp: 'NUIM900504MDFXBR0' }).errors.curp).toEqual({ id: 'validation.curp.length' });
    expect(check({ curp: 'NUIM900504MDFXBR08' }).errors.curp).toEqual({ id: 'validation.curp.check_digit' });
  });

  it('refuses a CURP born on another day than the date of birth, naming the CURP’s date', () => {
    // 5 April 1990 in the CURP, 4 May 1990 typed: day and month swapped.
    expect(check({ curp: 'NUIM900405MDFXBR01' })).toEqual({
      valid: false,
      errors: {
        curp: { id: 'validation.curp.birth_date_mismatch', values: { curpDate: 'Apr 5, 1990' } },
      },
    });
    expect(check({ curp: 'NUIM900405MDFXBR01', ...dob('1990-04-05') }).valid).toBe(true);
  });

  it('says a CURP at the registry’s line limit has no room, while the field holds that CURP', () => {
    const full = { curp: 'NUIM900504MDFXBR09', maxLines: 10 };
    expect(check({}, { curpAtLineLimit: full })).toEqual({
      valid: false,
      errors: { curp: { id: 'validation.curp.line_limit', values: { max: 10 } } },
    });
    // Typed again in lower case with spaces, it is the same CURP.
    expect(check({ curp: ' nuim900504mdfxbr09' }, { curpAtLineLimit: full }).errors.curp?.id).toBe(
      'validation.curp.line_limit',
    );
    // Another CURP is not judged by that answer.
    expect(check({ curp: 'NUIM900504MDFXBS06' }, { curpAtLineLimit: full }).errors.curp?.id).not.toBe(
      'validation.curp.line_limit',
    );
  });

  it('asks the registry only about a form that is otherwise ready', () => {
    const ready = { ...valid };
    expect(curpToCheckForLines(ready, check({}))).toBe('NUIM900504MDFXBR09');
    expect(curpToCheckForLines({ ...ready, firstName: '' }, check({ firstName: '' }))).toBeNull();
  });

  it('leaves the comparison to the date of birth’s own message while that date is wrong', () => {
    expect(check(dob('1990-02-30')).errors).toEqual({ dob: { id: 'validation.date.invalid' } });
  });

  it('takes the surnames in one field: one surname, two, or compound ones, checked like a name', () => {
    for (const lastNames of ['López', 'De la Cruz López', 'Ibáñez-Núñez García', "D'Alessio Pérez"]) {
      expect(check({ lastNames }).valid, lastNames).toBe(true);
    }
    expect(check({ lastNames: 'García2' }).errors.lastNames?.id).toBe('validation.name.invalid');
  });

  it('does not check a contact phone that is not asked', () => {
    expect(check({ contactNumber: '' }).errors.contactNumber).toEqual({ id: 'validation.required' });
    expect(check({ contactNumber: '' }, { contactNumberAsked: false })).toEqual({ valid: true, errors: {} });
  });

  it('wants a 10-digit contact number and a §5 e-mail', () => {
    expect(check({ contactNumber: '551234567' }).errors.contactNumber).toEqual({
      id: 'validation.phone.invalid',
      values: { length: 10 },
    });
    expect(check({ contactNumber: '+525512345678' }).errors.contactNumber?.id).toBe(
      'validation.phone.invalid',
    );
    expect(check({ email: 'majo@example' }).errors.email?.id).toBe('validation.email.invalid');
    expect(check({ email: ' majo@example.mx ' }).errors.email).toBeUndefined();
  });
});

describe('withCurp: the CURP fills the date of birth', () => {
  const blank = prefillPersonalDetails({});

  it('takes the birth date the CURP encodes, so it is not typed', () => {
    expect(withCurp(blank, 'LOGA900517MDFPRN09')).toMatchObject({
      curp: 'LOGA900517MDFPRN09',
      dobDay: '17',
      dobMonth: '5',
      dobYear: '1990',
    });
    // The 17th character says the century: a letter is 2000 or later.
    expect(withCurp(blank, 'LOGA050517MDFPRNA0')).toMatchObject({ dobYear: '2005' });
  });

  it('a CURP not complete or not valid leaves the date as it was, and keeps what was typed', () => {
    const dated = { ...blank, dobDay: '3', dobMonth: '4', dobYear: '1985' };
    expect(withCurp(dated, 'LOGA9005')).toMatchObject({
      curp: 'LOGA9005',
      dobDay: '3',
      dobMonth: '4',
      dobYear: '1985',
    });
    expect(withCurp(dated, 'LOGA901317MDFPRN09')).toMatchObject({ dobMonth: '4' });
  });
});

describe('prefillPersonalDetails', () => {
  const profile = {
    firstName: 'Ana',
    middleName: '',
    lastName: 'López',
    fullName: 'Ana López',
    dob: '1991-01-02',
    contactNumber: '+52 55 1234 5678',
    email: 'ana@example.mx',
    CNICNumber: '',
    CNICExpiryDate: '',
    nationality: '',
  };

  it('fills from the profile, keeping the last 10 digits of the phone', () => {
    expect(prefillPersonalDetails({ profile })).toEqual({
      firstName: 'Ana',
      middleName: '',
      lastNames: 'López',
      dobDay: '2',
      dobMonth: '1',
      dobYear: '1991',
      curp: '',
      contactNumber: '5512345678',
      email: 'ana@example.mx',
      nationality: 'MX',
    });
  });

  it('starts the nationality on Mexican, and keeps another chosen before', () => {
    expect(prefillPersonalDetails({}).nationality).toBe('MX');
    expect(prefillPersonalDetails({ stored: { nationality: 'GT' } }).nationality).toBe('GT');
  });

  it('joins a middle name to the first in the one "Nombre(s)" field, also when filled again', () => {
    const withMiddle = { ...profile, middleName: 'Luisa' };
    const first = prefillPersonalDetails({ profile: withMiddle });
    expect(first).toMatchObject({ firstName: 'Ana Luisa', middleName: '' });
    // The profile landing after the first render fills the form again: nothing doubles.
    expect(prefillPersonalDetails({ stored: first, profile: withMiddle })).toMatchObject({
      firstName: 'Ana Luisa',
      middleName: '',
    });
  });

  it('a transfer: the number being brought is the contact phone, unless another was typed', () => {
    expect(prefillPersonalDetails({ transferNumber: '5588340013' }).contactNumber).toBe('5588340013');
    expect(
      prefillPersonalDetails({ stored: { contactNumber: '5512345678' }, transferNumber: '5588340013' })
        .contactNumber,
    ).toBe('5512345678');
  });

  it('what the customer typed before wins, field by field', () => {
    const stored = { ...emptyPersonalDetails(), firstName: 'Anita', nationality: 'MX' };
    expect(prefillPersonalDetails({ stored, profile })).toMatchObject({
      firstName: 'Anita',
      lastNames: 'López',
      nationality: 'MX',
    });
  });

  it('the surnames the step saved win over the lastName of the store; both are the one field', () => {
    const stored = { ...emptyPersonalDetails(), lastName: 'López García', lastNames: 'De la Cruz López' };
    expect(prefillPersonalDetails({ stored })).toMatchObject({ lastNames: 'De la Cruz López' });
    expect(prefillPersonalDetails({ stored: { lastName: 'López García' } })).toMatchObject({
      lastNames: 'López García',
    });
  });

  it('a guest gets the session e-mail and nothing else', () => {
    expect(prefillPersonalDetails({ sessionEmail: 'guest@example.mx' })).toMatchObject({
      firstName: '',
      email: 'guest@example.mx',
    });
  });
});

describe('personalDetailsFromForm', () => {
  it('trims, composes the full name and keeps the document fields', () => {
    const previous = { ...emptyPersonalDetails(), CNICNumber: 'ABC123' };
    expect(
      personalDetailsFromForm({ ...valid, firstName: '  María   José ', middleName: 'Luz' }, previous),
    ).toMatchObject({
      firstName: 'María José',
      lastName: 'Núñez Ibáñez',
      dob: '1990-05-04',
      fullName: 'María José Luz Núñez Ibáñez',
      CNICNumber: 'ABC123',
      email: 'majo@example.mx',
      curp: 'NUIM900504MDFXBR09',
    });
    expect(personalDetailsFromForm({ ...valid, lastNames: ' De la  Cruz López ' }, previous).lastName).toBe(
      'De la Cruz López',
    );
  });

  it('keeps no contact phone where none is asked, even one filled in before', () => {
    const previous = emptyPersonalDetails();
    expect(personalDetailsFromForm(valid, previous).contactNumber).toBe('5512345678');
    expect(personalDetailsFromForm(valid, previous, { contactNumberAsked: false }).contactNumber).toBe('');
  });
});

describe('stored personal details from before the split', () => {
  const legacy = {
    firstName: 'Ana',
    middleName: '',
    lastName: 'López',
    dob: '1990-05-17',
    contactNumber: '5512345678',
    email: 'ana@example.mx',
    nationality: 'MX',
  };
  it('reads an old draft: its lastName into the surnames, its dob into the three parts', () => {
    expect(v.parse(PersonalDetailsFormSchema, legacy)).toEqual({
      firstName: 'Ana',
      middleName: '',
      lastNames: 'López',
      dobDay: '17',
      dobMonth: '5',
      dobYear: '1990',
      curp: '',
      contactNumber: '5512345678',
      email: 'ana@example.mx',
      nationality: 'MX',
    });
    expect(v.parse(PersonalDetailsFormSchema, valid)).toEqual(valid);
    // A draft typed before the CURP was asked for keeps every field, the CURP empty.
    const { curp: _curp, ...beforeCurp } = valid;
    expect(v.parse(PersonalDetailsFormSchema, beforeCurp)).toEqual({ ...valid, curp: '' });
    expect(v.safeParse(PersonalDetailsFormSchema, { firstName: 'Ana' }).success).toBe(false);
  });

  it('reads a draft typed while the surnames were two fields: both, in order, in the one field', () => {
    const { lastNames: _lastNames, ...rest } = valid;
    const twoFields = { ...rest, paternalLastName: 'De la Cruz', maternalLastName: 'López' };
    expect(v.parse(PersonalDetailsFormSchema, twoFields)).toEqual({
      ...valid,
      lastNames: 'De la Cruz López',
    });
    expect(v.parse(PersonalDetailsFormSchema, { ...twoFields, maternalLastName: '' }).lastNames).toBe(
      'De la Cruz',
    );
  });

  it('reads old step data the same way, and new step data as it is', () => {
    expect(v.parse(PersonalDetailsStepDataSchema, { firstName: 'Ana', lastName: 'López' })).toEqual({
      firstName: 'Ana',
      lastNames: 'López',
    });
    expect(
      v.parse(PersonalDetailsStepDataSchema, {
        paternalLastName: 'Núñez',
        maternalLastName: 'Ibáñez',
        dobYear: '1990',
      }),
    ).toEqual({ lastNames: 'Núñez Ibáñez', dobYear: '1990' });
    expect(v.parse(PersonalDetailsStepDataSchema, { lastNames: 'De la Cruz', dobYear: '1990' })).toEqual({
      lastNames: 'De la Cruz',
      dobYear: '1990',
    });
  });
});

describe('profileFillsPersonalDetails', () => {
  const empty = {
    firstName: '',
    middleName: '',
    lastName: '',
    fullName: '',
    dob: '',
    contactNumber: '',
    email: 'new@example.mx',
    CNICNumber: '',
    CNICExpiryDate: '',
    nationality: '',
  };
  it('is true only when the profile had more than the e-mail', () => {
    expect(profileFillsPersonalDetails(empty)).toBe(false);
    expect(profileFillsPersonalDetails(null)).toBe(false);
    expect(profileFillsPersonalDetails({ ...empty, lastName: 'López' })).toBe(true);
  });
});
