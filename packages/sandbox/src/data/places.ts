import { POSTAL_CODES, type PostalCodeEntry } from './postal-codes.ts';

/** A postal code's entry (postal-codes.ts); undefined for a code the sandbox does not know. */
export function findPostalCode(postalCode: string): PostalCodeEntry | undefined {
  return POSTAL_CODES.find((entry) => entry.postalCode === postalCode);
}

export const POSTAL_CODE_LENGTH = 5;

export interface PickupLocation {
  readonly id: string;
  readonly name: string;
  /** Calle y número. */
  readonly addressLine1: string;
  readonly colonia: string;
  readonly postalCode: string;
  /** Municipio or alcaldía. */
  readonly city: string;
  readonly state: string;
  /** Opening hours: the same window on each listed day. */
  readonly days: readonly ('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[];
  readonly opens: string;
  readonly closes: string;
  readonly phone: string;
  readonly latitude: number;
  readonly longitude: number;
}

const MON_SAT = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export const PICKUP_LOCATIONS: readonly PickupLocation[] = [
  store(
    'TIENDA-POLANCO',
    'Senda Polanco',
    'Av. Presidente Masaryk 111',
    'Polanco V Sección',
    '11560',
    'Miguel Hidalgo',
    'Ciudad de México',
    MON_SAT,
    '10:00',
    '20:00',
    '5552801100',
    19.4326,
    -99.1952,
  ),
  store(
    'TIENDA-ROMA',
    'Senda Roma Norte',
    'Av. Álvaro Obregón 130',
    'Roma Norte',
    '06700',
    'Cuauhtémoc',
    'Ciudad de México',
    EVERY_DAY,
    '11:00',
    '20:00',
    '5552801200',
    19.4194,
    -99.1617,
  ),
  store(
    'TIENDA-COYOACAN',
    'Senda Coyoacán',
    'Calle Francisco Sosa 29',
    'Villa Coyoacán',
    '04000',
    'Coyoacán',
    'Ciudad de México',
    MON_SAT,
    '10:00',
    '19:00',
    '5552801300',
    19.3496,
    -99.1637,
  ),
  store(
    'TIENDA-GDL-AMERICANA',
    'Senda Guadalajara Chapultepec',
    'Av. Chapultepec Sur 120',
    'Americana',
    '44160',
    'Guadalajara',
    'Jalisco',
    MON_SAT,
    '10:00',
    '20:00',
    '3336301100',
    20.6736,
    -103.3713,
  ),
  store(
    'TIENDA-MTY-SAN-PEDRO',
    'Senda San Pedro',
    'Calzada del Valle 400',
    'Del Valle',
    '66220',
    'San Pedro Garza García',
    'Nuevo León',
    MON_SAT,
    '10:00',
    '20:00',
    '8183351100',
    25.6557,
    -100.3687,
  ),
  store(
    'TIENDA-MTY-CENTRO',
    'Senda Monterrey Centro',
    'Av. Juárez 800',
    'Monterrey Centro',
    '64000',
    'Monterrey',
    'Nuevo León',
    EVERY_DAY,
    '10:00',
    '21:00',
    '8183351200',
    25.6714,
    -100.309,
  ),
];

function store(
  id: string,
  name: string,
  addressLine1: string,
  colonia: string,
  postalCode: string,
  city: string,
  state: string,
  days: PickupLocation['days'],
  opens: string,
  closes: string,
  phone: string,
  latitude: number,
  longitude: number,
): PickupLocation {
  return {
    id,
    name,
    addressLine1,
    colonia,
    postalCode,
    city,
    state,
    days,
    opens,
    closes,
    phone,
    latitude,
    longitude,
  };
}

/**
 * SEPOMEX gives each state a range of the codes' first two digits (01–16 Ciudad de México, 44–49
 * Jalisco, 64–67 Nuevo León…), so any real code names its state even when its colonias are not in
 * the lookup. Ranges from the start of each state's block to the start of the next.
 */
const STATE_BY_FIRST_TWO_DIGITS: readonly [number, string][] = [
  [1, 'Ciudad de México'],
  [20, 'Aguascalientes'],
  [21, 'Baja California'],
  [23, 'Baja California Sur'],
  [24, 'Campeche'],
  [25, 'Coahuila'],
  [28, 'Colima'],
  [29, 'Chiapas'],
  [31, 'Chihuahua'],
  [34, 'Durango'],
  [36, 'Guanajuato'],
  [39, 'Guerrero'],
  [42, 'Hidalgo'],
  [44, 'Jalisco'],
  [50, 'México'],
  [58, 'Michoacán'],
  [62, 'Morelos'],
  [63, 'Nayarit'],
  [64, 'Nuevo León'],
  [68, 'Oaxaca'],
  [72, 'Puebla'],
  [76, 'Querétaro'],
  [77, 'Quintana Roo'],
  [78, 'San Luis Potosí'],
  [80, 'Sinaloa'],
  [83, 'Sonora'],
  [86, 'Tabasco'],
  [87, 'Tamaulipas'],
  [90, 'Tlaxcala'],
  [91, 'Veracruz'],
  [97, 'Yucatán'],
  [98, 'Zacatecas'],
];

/** The state a postal code belongs to: the lookup's, else by its first two digits (17–19 are unused). */
export function stateOfPostalCode(postalCode: string): string | undefined {
  const known = findPostalCode(postalCode)?.state;
  if (known) return known;
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  const prefix = Number(postalCode.slice(0, 2));
  if (prefix === 0 || (prefix >= 17 && prefix <= 19)) return undefined;
  let state: string | undefined;
  for (const [from, name] of STATE_BY_FIRST_TWO_DIGITS) if (prefix >= from) state = name;
  return state;
}

/**
 * Stores that serve a postal code: those in its state, also for a code typed by hand that the
 * lookup does not know (its first two digits name the state). A code of no state has none.
 * Nearest first, as a real gateway answers (the spec: the storefront uses the first, and tells the
 * customer it is the nearest): the store in the code itself, then by how far its code is from
 * the customer's. SEPOMEX numbers codes by place (Cuauhtémoc 06…, Benito Juárez 03…, Coyoacán
 * 04…, Miguel Hidalgo 11…), so the codes' distance stands in for the map's; the listing order
 * put Polanco before the Roma Norte store for a customer in Roma Norte's own 06700.
 */
export function pickupLocationsNear(postalCode: string): PickupLocation[] {
  const state = stateOfPostalCode(postalCode);
  if (!state) return [];
  const away = (location: PickupLocation) => Math.abs(Number(location.postalCode) - Number(postalCode));
  return PICKUP_LOCATIONS.filter((location) => location.state === state).sort((a, b) => away(a) - away(b));
}
