import { ladaOf } from '../../i18n/format-national-number.ts';
import { DEFAULT_LADA, isListedLada } from '../../i18n/mexican-ladas.ts';

/**
 * The first two digits of a código postal name the state, or a zone of it (SEPOMEX); each range
 * here gives the main lada of a zone whose lada is on the list (mexican-ladas.ts). A zone left
 * out (Aguascalientes, Mexicali…) has no city on the list near it and starts at the default.
 */
const POSTAL_ZONE_LADAS: readonly (readonly [from: number, to: number, lada: string])[] = [
  [1, 16, '55'], // Ciudad de México
  [22, 22, '664'], // Baja California's coast: Tijuana, Rosarito, Tecate
  [36, 38, '477'], // Guanajuato: León
  [44, 49, '33'], // Jalisco: Guadalajara
  [50, 52, '722'], // Estado de México, Toluca valley
  [53, 57, '55'], // Estado de México, Valle de México (Naucalpan, Ecatepec, Nezahualcóyotl)
  [64, 67, '81'], // Nuevo León: Monterrey
  [72, 75, '222'], // Puebla
  [76, 76, '442'], // Querétaro
  [77, 77, '998'], // Quintana Roo: Cancún
  [97, 97, '999'], // Yucatán: Mérida
];

/** The lada of the zone a 5-digit código postal is in, when one on the list serves it. */
export function ladaForPostalCode(postalCode: string): string | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  const zone = Number(postalCode.slice(0, 2));
  return POSTAL_ZONE_LADAS.find(([from, to]) => zone >= from && zone <= to)?.[2];
}

/**
 * Where the city choice starts when the customer has not made one: the first known postal code
 * (the order's billing then delivery address, the account's last address) that a listed lada
 * serves, else the lada of the number the customer has (a number change), else Mexico City.
 */
export function startingLada(known: {
  postalCodes?: readonly (string | null | undefined)[];
  number?: string | null | undefined;
}): string {
  for (const postalCode of known.postalCodes ?? []) {
    const lada = postalCode ? ladaForPostalCode(postalCode) : undefined;
    if (lada) return lada;
  }
  const digits = (known.number ?? '').replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');
  if (digits.length === 10 && isListedLada(ladaOf(digits))) return ladaOf(digits);
  return DEFAULT_LADA;
}
