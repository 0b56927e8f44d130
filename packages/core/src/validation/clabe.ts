/**
 * CLABE (Clave Bancaria Estandarizada): the 18 digits a SPEI transfer is sent to. Three digits of
 * bank, three of plaza, eleven of account, and a check digit: each of the first 17 digits times
 * 3, 7, 1 (repeating), each product taken mod 10, summed; the check digit is (10 − sum mod 10)
 * mod 10 (Banxico's rule).
 */
const WEIGHTS = [3, 7, 1] as const;

export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new Error('a CLABE body is 17 digits');
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(first17[index]) * (WEIGHTS[index % 3] as number)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last is the check digit of the first 17. */
export function isValidClabe(value: string): boolean {
  return /^\d{18}$/.test(value) && clabeCheckDigit(value.slice(0, 17)) === Number(value[17]);
}
