import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURP_CHECK_ALPHABET,
  CURP_ISSUE_MESSAGE_IDS,
  CURP_ISSUES,
  CURP_STATE_CODES,
  checkCurp,
  composeCurp,
  curpCheckDigit,
  curpMessageId,
} from './curp';

/**
 * Valid CURPs in the real format. The first is RENAPO's own published example; the check digits
 * of the others were computed outside this code (a few lines of Python over the official
 * alphabet and weights), so a wrong weight or alphabet here fails them.
 */
const VALID: ReadonlyArray<readonly [string, string, string, string]> = [
  ['HEGG560427MVZRRL04', '1956-04-27', 'M', 'VZ'],
  ['MAHJ280603MSPRRV09', '1928-06-03', 'M', 'SP'],
  ['PEGJ900512HDFRRN06', '1990-05-12', 'H', 'DF'],
  ['LOMA850101MJCPRR01', '1985-01-01', 'M', 'JC'],
  ['GARC010203HNLRDRA3', '2001-02-03', 'H', 'NL'],
  ['SAVM991231MOCNLR04', '1999-12-31', 'M', 'OC'],
  ['ROAX000229HPLDLSA8', '2000-02-29', 'H', 'PL'],
  ['TOHE120815XYNRRNA4', '2012-08-15', 'X', 'YN'],
  ['MUBL750607MGTXRN05', '1975-06-07', 'M', 'GT'],
  ['CAFJ621120HSRSLN01', '1962-11-20', 'H', 'SR'],
  ['RIMA880330MCHVRL02', '1988-03-30', 'M', 'CH'],
  ['HEPD050505MQTRRNA4', '2005-05-05', 'M', 'QT'],
  ['JIGS930715HGRMNR02', '1993-07-15', 'H', 'GR'],
  ['BEDA710909MMNLZL05', '1971-09-09', 'M', 'MN'],
  ['NUZA040101HZSXXXA1', '2004-01-01', 'H', 'ZS'],
  ['FLOR961018MVZLRR08', '1996-10-18', 'M', 'VZ'],
  ['ORTK020614XNEXRTA7', '2002-06-14', 'X', 'NE'],
  ['VEGA800229HBCGLR02', '1980-02-29', 'H', 'BC'],
  ['QUIL691225MYNRRS06', '1969-12-25', 'M', 'YN'],
  ['DIAZ030303HTCZRNA2', '2003-03-03', 'H', 'TC'],
  ['ZAPE871111MSLPRR00', '1987-11-11', 'M', 'SL'],
  ['URIB550101HASRRB03', '1955-01-01', 'H', 'AS'],
  ['KIMA011030MNECRRA0', '2001-10-30', 'M', 'NE'],
];

/** One part wrong each, the check digit right for what is there (computed outside, as above). */
const WRONG: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['empty', '   '],
  ['length', 'PEGJ900512HDFRRN0'],
  ['length', 'PEGJ900512HDFRRN066'],
  ['length', 'PEGJ 900512 HDFRRN06'],
  ['letters', 'P3GJ900512HDFRRN03'],
  ['letters', 'PEG9900512HDFRRN06'],
  ['birth_date', 'PEGJ901312HDFRRN06'],
  ['birth_date', 'PEGJ900230HDFRRN07'],
  ['birth_date', 'ROAX010229HPLDLSA5'],
  // 29 February 1900 never was: the digit differentiator puts 00 in 1900.
  ['birth_date', 'PEGJ000229HDFRRN02'],
  ['birth_date', 'PEGJ9A0512HDFRRN06'],
  ['sex', 'PEGJ900512FDFRRN02'],
  ['sex', 'PEGJ900512ZDFRRN04'],
  ['state', 'PEGJ900512HXXRRN05'],
  ['state', 'PEGJ900512HCXRRN09'],
  ['consonants', 'PEGJ900512HDFARN06'],
  ['consonants', 'PEGJ900512HDFRR102'],
  ['differentiator', 'PEGJ900512HDFRRN#0'],
  ['differentiator', 'PEGJ900512HDFRRN-0'],
  ['check_digit', 'PEGJ900512HDFRRN07'],
  ['check_digit', 'HEGG560427MVZRRL05'],
  ['check_digit', 'PEGJ900512HDFRRN0A'],
];

describe('composeCurp', () => {
  it('writes the parts with their check digit, the differentiator from the century by default', () => {
    const parts = { letters: 'PEGJ', sex: 'H', state: 'DF', consonants: 'RRN' } as const;
    expect(composeCurp({ ...parts, birthDate: '1990-05-12' })).toBe('PEGJ900512HDFRRN06');
    expect(
      composeCurp({ ...parts, letters: 'GARC', state: 'NL', consonants: 'RDR', birthDate: '2001-02-03' }),
    ).toBe('GARC010203HNLRDRA3');
    expect(composeCurp({ ...parts, birthDate: '1990-05-12', differentiator: '7' })).toMatch(
      /^PEGJ900512HDFRRN7\d$/,
    );
  });
});

describe('checkCurp', () => {
  it.each(VALID)('reads %s: born %s, sex %s, state %s', (curp, birthDate, sex, state) => {
    expect(checkCurp(curp)).toEqual({ valid: true, parts: { curp, birthDate, sex, state } });
    expect(curpMessageId(curp)).toBeUndefined();
  });

  it.each(WRONG)('says the %s is wrong in %j', (issue, curp) => {
    expect(checkCurp(curp)).toEqual({ valid: false, issue });
    expect(curpMessageId(curp)).toBe(CURP_ISSUE_MESSAGE_IDS[issue as keyof typeof CURP_ISSUE_MESSAGE_IDS]);
  });

  it('has a case for every reason it can give', () => {
    expect(new Set(WRONG.map(([issue]) => issue))).toEqual(new Set(CURP_ISSUES));
  });

  it('trims and upper-cases what was typed', () => {
    expect(checkCurp('  pegj900512hdfrrn06\n')).toEqual({
      valid: true,
      parts: { curp: 'PEGJ900512HDFRRN06', birthDate: '1990-05-12', sex: 'H', state: 'DF' },
    });
  });

  it('takes the century from the differentiator: a digit up to 1999, a letter from 2000', () => {
    const base = 'ROAX000229HPLDLS';
    const letter = `${base}A`;
    expect(checkCurp(`${letter}${curpCheckDigit(letter)}`)).toMatchObject({
      parts: { birthDate: '2000-02-29' },
    });
    const digit = `${base}0`;
    expect(checkCurp(`${digit}${curpCheckDigit(digit)}`)).toEqual({ valid: false, issue: 'birth_date' });
  });
});

describe('checkCurp, property-based', () => {
  const pick = (chars: string) => fc.constantFrom(...Array.from(chars));
  const letter = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const consonant = pick('BCDFGHJKLMNPQRSTVWXYZ');
  const day = fc.date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  });
  const curpArb = fc
    .record({
      letters: fc.array(letter, { minLength: 4, maxLength: 4 }),
      date: day,
      sex: pick('HMX'),
      state: fc.constantFrom(...Object.keys(CURP_STATE_CODES)),
      consonants: fc.array(consonant, { minLength: 3, maxLength: 3 }),
      digit: pick('0123456789'),
      letterDiff: letter,
    })
    .map((p) => {
      const iso = p.date.toISOString().slice(0, 10);
      const yymmdd = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
      const differentiator = p.date.getUTCFullYear() < 2000 ? p.digit : p.letterDiff;
      const first17 = `${p.letters.join('')}${yymmdd}${p.sex}${p.state}${p.consonants.join('')}${differentiator}`;
      // The official digit, written again here so a mistake in the module's is not copied.
      let sum = 0;
      Array.from(first17).forEach((c, i) => {
        sum += CURP_CHECK_ALPHABET.indexOf(c) * (18 - i);
      });
      return { curp: `${first17}${(10 - (sum % 10)) % 10}`, iso, sex: p.sex, state: p.state };
    });

  it('reads back the parts of any CURP made by the rules', () => {
    fc.assert(
      fc.property(curpArb, ({ curp, iso, sex, state }) => {
        expect(checkCurp(curp)).toEqual({ valid: true, parts: { curp, birthDate: iso, sex, state } });
        expect(checkCurp(` ${curp.toLowerCase()} `)).toMatchObject({ valid: true });
      }),
    );
  });

  it('refuses any other last digit (one typo in the check digit is always caught)', () => {
    fc.assert(
      fc.property(curpArb, pick('0123456789'), ({ curp }, other) => {
        fc.pre(other !== curp.at(-1));
        expect(checkCurp(`${curp.slice(0, 17)}${other}`)).toEqual({ valid: false, issue: 'check_digit' });
      }),
    );
  });

  it('never throws, and a valid answer is always 18 characters of the alphabet', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ minLength: 18, maxLength: 18 })),
        (text) => {
          const result = checkCurp(text);
          if (result.valid) {
            expect(Array.from(result.parts.curp)).toHaveLength(18);
            expect(Array.from(result.parts.curp).every((c) => CURP_CHECK_ALPHABET.includes(c))).toBe(true);
          } else {
            expect(CURP_ISSUES).toContain(result.issue);
          }
        },
      ),
    );
  });
});
