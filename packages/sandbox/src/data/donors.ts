import { type SandboxLanguage, type Texts, texts } from '../domain/language.ts';

/** Mexican operators a number can be ported from (portability donors; the CRT's register since October 2025). */
export interface DonorTelco {
  readonly code: string;
  /** Brand names read the same in both languages; only "another operator" is translated. */
  readonly name: string | Texts;
  readonly legalName: string;
}

export const DONOR_TELCOS: readonly DonorTelco[] = [
  { code: 'TELCEL', name: 'Telcel', legalName: 'Radiomóvil Dipsa, S.A. de C.V.' },
  { code: 'ATT', name: 'AT&T México', legalName: 'AT&T Comunicaciones Digitales, S. de R.L. de C.V.' },
  { code: 'UNEFON', name: 'Unefon', legalName: 'AT&T Norte, S. de R.L. de C.V.' },
  { code: 'MOVISTAR', name: 'Movistar', legalName: 'Pegaso PCS, S.A. de C.V.' },
  { code: 'BAIT', name: 'Bait', legalName: 'Nueva Walmart de México, S. de R.L. de C.V.' },
  { code: 'VIRGIN', name: 'Virgin Mobile', legalName: 'Virgin Mobile México, S. de R.L. de C.V.' },
  { code: 'WEEX', name: 'Weex', legalName: 'Dish-Weex, S.A. de C.V.' },
  { code: 'ALTAN', name: 'Altán Redes', legalName: 'Altán Redes, S.A.P.I. de C.V.' },
  {
    code: 'BIENESTAR',
    name: 'CFE Internet para Todos',
    legalName: 'CFE Telecomunicaciones e Internet para Todos',
  },
  {
    code: 'OTRO',
    name: texts('Otro operador', 'Another operator'),
    legalName: 'Otro operador móvil virtual',
  },
];

/** Mexican portability: the NIP has 4 digits, comes by SMS from 051 and lives 5 days. */
/** An operator's name as customers know it ("AT&T México"), from its code; an unknown code as it is. */
export function operatorName(code: string, lang: SandboxLanguage): string {
  const name = DONOR_TELCOS.find((telco) => telco.code === code)?.name ?? code;
  return typeof name === 'string' ? name : name[lang];
}

export const NIP_LENGTH = 4;
export const NIP_VALIDITY_DAYS = 5;
/** Sandbox rule: this NIP stands for one older than 5 days. */
export const EXPIRED_NIP = '0000';

/**
 * The sandbox's stand-in for Mexico's portability database (the ABD every MNP check reads): the
 * operator that holds a number today, the same every time for a number. Most numbers are Telcel's,
 * as in the market; `NUMBER_UNKNOWN_TO_ABD` is a number the database does not know (the customer
 * then chooses the operator).
 */
export const NUMBER_UNKNOWN_TO_ABD = '5500000000';
const HOLDERS_BY_DIGIT_SUM = [
  'TELCEL',
  'TELCEL',
  'TELCEL',
  'TELCEL',
  'TELCEL',
  'ATT',
  'ATT',
  'MOVISTAR',
  'UNEFON',
  'BAIT',
];

export function numberHolder(digits: string): string | undefined {
  if (digits === NUMBER_UNKNOWN_TO_ABD) return undefined;
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return HOLDERS_BY_DIGIT_SUM[sum % HOLDERS_BY_DIGIT_SUM.length];
}
