/**
 * The operator's coverage map as the sandbox makes it up, by postal code prefix: a Mexican código
 * postal's first two digits name its state (01–16 Ciudad de México, 44–49 Jalisco, 64–67 Nuevo
 * León…), a third narrows it. Plausible, not true: the big cities have 5G, the rest 4G, the
 * mountains and the south-east less. The longest prefix that matches decides.
 */
export type CoverageLevel = 'GOOD' | 'PARTIAL' | 'NONE';
export interface CoverageEntry {
  readonly '5G': CoverageLevel;
  readonly '4G': CoverageLevel;
}

const CITY: CoverageEntry = { '5G': 'GOOD', '4G': 'GOOD' };
const TOWN: CoverageEntry = { '5G': 'PARTIAL', '4G': 'GOOD' };
const REGION: CoverageEntry = { '5G': 'NONE', '4G': 'GOOD' };
const RURAL: CoverageEntry = { '5G': 'NONE', '4G': 'PARTIAL' };
const NONE: CoverageEntry = { '5G': 'NONE', '4G': 'NONE' };

/** Prefix → coverage; a code no prefix matches has REGION's. */
export const COVERAGE_BY_PREFIX: Readonly<Record<string, CoverageEntry>> = {
  // Ciudad de México: the city, but Milpa Alta (12) and the south of Tlalpan (144–145) less.
  ...Object.fromEntries(
    ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '13', '14', '15', '16'].map((p) => [
      p,
      CITY,
    ]),
  ),
  '12': RURAL,
  '144': TOWN,
  '145': TOWN,
  // Estado de México's metropolitan area.
  '50': TOWN,
  '52': TOWN,
  '53': CITY,
  '54': CITY,
  '55': CITY,
  '56': TOWN,
  '57': CITY,
  // Guadalajara and Jalisco.
  '44': CITY,
  '45': TOWN,
  // Monterrey and Nuevo León.
  '64': CITY,
  '66': TOWN,
  '67': RURAL,
  // Puebla, Querétaro, León, Mérida, Tijuana.
  '72': TOWN,
  '76': TOWN,
  '37': TOWN,
  '97': TOWN,
  '22': TOWN,
  // Oaxaca and Chiapas: 4G in part of them; Guerrero's Montaña (41) none.
  '68': RURAL,
  '69': RURAL,
  '70': RURAL,
  '71': RURAL,
  '29': RURAL,
  '30': RURAL,
  '41': NONE,
};

/** The coverage at a postal code, or undefined for one that is no Mexican code (00…). */
export function coverageAt(postalCode: string): CoverageEntry | undefined {
  if (!/^\d{5}$/.test(postalCode) || postalCode.startsWith('00')) return undefined;
  for (let length = 3; length >= 2; length--) {
    const entry = COVERAGE_BY_PREFIX[postalCode.slice(0, length)];
    if (entry) return entry;
  }
  return REGION;
}
