/**
 * Mexico's 32 federal entities (31 states and Ciudad de México) as INEGI names them, in
 * alphabetical order: the estado a customer picks when the postal-code lookup knows nothing, and
 * the names the lookup answers with.
 */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof MEXICAN_STATES)[number];

export const isMexicanState = (name: string): name is MexicanState =>
  (MEXICAN_STATES as readonly string[]).includes(name);
