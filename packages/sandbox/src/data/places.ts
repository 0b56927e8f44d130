/**
 * Addresses. Mexican postal codes (códigos postales) have 5 digits, not the spec's default zip
 * size of 6: customer-profile-parameters serves zipCodeSize 5 and every code here has 5 digits.
 *
 * Address lookup fields map to Mexican address parts as: state = estado, province = municipio or
 * alcaldía, district = colonia, city = ciudad, area = tipo de asentamiento.
 */
export interface PostalCodeEntry {
  readonly postalCode: string;
  readonly state: string;
  readonly province: string;
  readonly district: string;
  readonly city: string;
  readonly area: string;
}

export const POSTAL_CODES: readonly PostalCodeEntry[] = [
  pc('11560', 'Ciudad de México', 'Miguel Hidalgo', 'Polanco V Sección', 'Ciudad de México'),
  pc('06700', 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Ciudad de México'),
  pc('06140', 'Ciudad de México', 'Cuauhtémoc', 'Condesa', 'Ciudad de México'),
  pc('03100', 'Ciudad de México', 'Benito Juárez', 'Del Valle Centro', 'Ciudad de México'),
  pc('04000', 'Ciudad de México', 'Coyoacán', 'Villa Coyoacán', 'Ciudad de México'),
  pc('44160', 'Jalisco', 'Guadalajara', 'Americana', 'Guadalajara'),
  pc('45116', 'Jalisco', 'Zapopan', 'Puerta de Hierro', 'Zapopan'),
  pc('64000', 'Nuevo León', 'Monterrey', 'Monterrey Centro', 'Monterrey'),
  pc('66220', 'Nuevo León', 'San Pedro Garza García', 'Del Valle', 'San Pedro Garza García'),
  pc('72000', 'Puebla', 'Puebla', 'Centro', 'Heroica Puebla de Zaragoza'),
  pc('22000', 'Baja California', 'Tijuana', 'Zona Centro', 'Tijuana'),
  pc('77500', 'Quintana Roo', 'Benito Juárez', 'Cancún Centro', 'Cancún'),
];

function pc(postalCode: string, state: string, province: string, district: string, city: string) {
  return { postalCode, state, province, district, city, area: 'Urbano' };
}

export function findPostalCode(postalCode: string): PostalCodeEntry | undefined {
  return POSTAL_CODES.find((entry) => entry.postalCode === postalCode);
}

export const POSTAL_CODE_LENGTH = 5;

export interface PickupLocation {
  readonly id: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly postalCode: string;
  readonly city: string;
  readonly state: string;
  readonly openingHours: string;
  readonly latitude: number;
  readonly longitude: number;
}

export const PICKUP_LOCATIONS: readonly PickupLocation[] = [
  {
    id: 'TIENDA-POLANCO',
    name: 'Senda Polanco',
    addressLine1: 'Av. Presidente Masaryk 111, Polanco V Sección',
    postalCode: '11560',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    openingHours: 'Lun a sáb 10:00–20:00',
    latitude: 19.4326,
    longitude: -99.1952,
  },
  {
    id: 'TIENDA-ROMA',
    name: 'Senda Roma Norte',
    addressLine1: 'Av. Álvaro Obregón 130, Roma Norte',
    postalCode: '06700',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    openingHours: 'Lun a dom 11:00–20:00',
    latitude: 19.4194,
    longitude: -99.1617,
  },
  {
    id: 'TIENDA-COYOACAN',
    name: 'Senda Coyoacán',
    addressLine1: 'Calle Francisco Sosa 29, Villa Coyoacán',
    postalCode: '04000',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    openingHours: 'Lun a sáb 10:00–19:00',
    latitude: 19.3496,
    longitude: -99.1637,
  },
  {
    id: 'TIENDA-GDL-AMERICANA',
    name: 'Senda Guadalajara Chapultepec',
    addressLine1: 'Av. Chapultepec Sur 120, Americana',
    postalCode: '44160',
    city: 'Guadalajara',
    state: 'Jalisco',
    openingHours: 'Lun a sáb 10:00–20:00',
    latitude: 20.6736,
    longitude: -103.3713,
  },
  {
    id: 'TIENDA-MTY-SAN-PEDRO',
    name: 'Senda San Pedro',
    addressLine1: 'Calzada del Valle 400, Del Valle',
    postalCode: '66220',
    city: 'San Pedro Garza García',
    state: 'Nuevo León',
    openingHours: 'Lun a sáb 10:00–20:00',
    latitude: 25.6557,
    longitude: -100.3687,
  },
  {
    id: 'TIENDA-MTY-CENTRO',
    name: 'Senda Monterrey Centro',
    addressLine1: 'Av. Juárez 800, Monterrey Centro',
    postalCode: '64000',
    city: 'Monterrey',
    state: 'Nuevo León',
    openingHours: 'Lun a dom 10:00–21:00',
    latitude: 25.6714,
    longitude: -100.309,
  },
];

/** Stores that serve a postal code: those in the same state; an unknown code has none. */
export function pickupLocationsNear(postalCode: string): PickupLocation[] {
  const state = findPostalCode(postalCode)?.state;
  if (!state) return [];
  return PICKUP_LOCATIONS.filter((location) => location.state === state);
}
