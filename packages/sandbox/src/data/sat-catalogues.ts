/**
 * Reference data from the SAT's CFDI 4.0 catalogues (Anexo 20): the regímenes fiscales
 * (c_RegimenFiscal) and usos de CFDI (c_UsoCFDI) a mobile-plan buyer uses, with who may be in each
 * régimen and which regímenes may use each uso (the SAT's matrix, cut to these codes). Names in
 * Spanish as the SAT writes them, and in English for the storefront's en-US.
 */
export type SatLanguage = 'es-MX' | 'en-US';
type Named = Readonly<Record<SatLanguage, string>>;
type Taxpayer = 'fisica' | 'moral';

export interface SatTaxRegime {
  code: string;
  name: Named;
  taxpayerTypes: readonly Taxpayer[];
}

export interface SatCfdiUse {
  code: string;
  name: Named;
  taxpayerTypes: readonly Taxpayer[];
  taxRegimes: readonly string[];
}

export const SAT_TAX_REGIMES: readonly SatTaxRegime[] = [
  {
    code: '601',
    name: { 'es-MX': 'General de Ley Personas Morales', 'en-US': 'General regime for legal entities' },
    taxpayerTypes: ['moral'],
  },
  {
    code: '603',
    name: {
      'es-MX': 'Personas Morales con Fines no Lucrativos',
      'en-US': 'Non-profit legal entities',
    },
    taxpayerTypes: ['moral'],
  },
  {
    code: '605',
    name: {
      'es-MX': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
      'en-US': 'Wages and salaries',
    },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '606',
    name: { 'es-MX': 'Arrendamiento', 'en-US': 'Leasing income' },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '612',
    name: {
      'es-MX': 'Personas Físicas con Actividades Empresariales y Profesionales',
      'en-US': 'Individuals with business and professional activities',
    },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '616',
    name: { 'es-MX': 'Sin obligaciones fiscales', 'en-US': 'No tax obligations' },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '621',
    name: { 'es-MX': 'Incorporación Fiscal', 'en-US': 'Tax incorporation regime' },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '625',
    name: {
      'es-MX': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
      'en-US': 'Business income through technology platforms',
    },
    taxpayerTypes: ['fisica'],
  },
  {
    code: '626',
    name: { 'es-MX': 'Régimen Simplificado de Confianza', 'en-US': 'Simplified trust regime (RESICO)' },
    taxpayerTypes: ['fisica', 'moral'],
  },
];

/** Regímenes that may deduct: businesses, professionals, landlords, RESICO. */
const DEDUCTING = ['601', '603', '606', '612', '621', '625', '626'] as const;
const EVERY_REGIME = SAT_TAX_REGIMES.map((regime) => regime.code);

export const SAT_CFDI_USES: readonly SatCfdiUse[] = [
  {
    code: 'G03',
    name: { 'es-MX': 'Gastos en general', 'en-US': 'General expenses' },
    taxpayerTypes: ['fisica', 'moral'],
    taxRegimes: DEDUCTING,
  },
  {
    code: 'I06',
    name: { 'es-MX': 'Comunicaciones telefónicas', 'en-US': 'Telephone communications' },
    taxpayerTypes: ['fisica', 'moral'],
    taxRegimes: DEDUCTING,
  },
  {
    code: 'G01',
    name: { 'es-MX': 'Adquisición de mercancías', 'en-US': 'Purchase of goods' },
    taxpayerTypes: ['fisica', 'moral'],
    taxRegimes: DEDUCTING,
  },
  {
    code: 'S01',
    name: { 'es-MX': 'Sin efectos fiscales', 'en-US': 'No tax effects' },
    taxpayerTypes: ['fisica', 'moral'],
    taxRegimes: EVERY_REGIME,
  },
];
