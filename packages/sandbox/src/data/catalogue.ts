/**
 * A prepaid catalogue for Mexico. Prices are in MXN with IVA (16 %) included, as Mexican law asks
 * for consumer prices. Allowances follow what Mexican MVNOs sell: data, unlimited calls and SMS in
 * Mexico, the US and Canada, and social networks that do not count against the data.
 */
export type SimType = 'esim' | 'physical_sim';
export type Channel = 'web' | 'retail';
export type ProductKind = 'PLAN' | 'ADDON' | 'BUNDLE';

export interface CatalogueProduct {
  readonly sku: string;
  readonly kind: ProductKind;
  readonly name: string;
  readonly description: string;
  /** MXN, IVA included. */
  readonly price: number;
  readonly dataGb: number;
  readonly validityDays: number;
  readonly benefits: readonly string[];
  readonly simTypes: readonly SimType[];
  readonly channels: readonly Channel[];
  /** Order types the product can be bought with: a new number, a port-in, or both. */
  readonly orderTypes: readonly ('new' | 'portin')[];
  readonly planType: 'prepaid';
  readonly label?: 'trial_plan' | 'free_plan';
  readonly recommended?: boolean;
}

const BOTH_SIMS: readonly SimType[] = ['esim', 'physical_sim'];
const BOTH_CHANNELS: readonly Channel[] = ['web', 'retail'];
const NEW_OR_PORTIN = ['new', 'portin'] as const;
const CORE_BENEFITS = ['Llamadas y SMS ilimitados en México, EE.UU. y Canadá', 'Comparte datos (hotspot)'];

export const PLANS: readonly CatalogueProduct[] = [
  {
    sku: 'PLAN-SENDA-100',
    kind: 'PLAN',
    name: 'Senda 100',
    description: '5 GB para 15 días',
    price: 100,
    dataGb: 5,
    validityDays: 15,
    benefits: [...CORE_BENEFITS, 'WhatsApp ilimitado'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-150',
    kind: 'PLAN',
    name: 'Senda 150',
    description: '8 GB para 30 días',
    price: 150,
    dataGb: 8,
    validityDays: 30,
    benefits: [...CORE_BENEFITS, 'WhatsApp, Facebook y X ilimitados'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-200',
    kind: 'PLAN',
    name: 'Senda 200',
    description: '15 GB para 30 días',
    price: 200,
    dataGb: 15,
    validityDays: 30,
    benefits: [...CORE_BENEFITS, 'Redes sociales ilimitadas'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
    recommended: true,
  },
  {
    sku: 'PLAN-SENDA-300',
    kind: 'PLAN',
    name: 'Senda 300',
    description: '30 GB para 30 días',
    price: 300,
    dataGb: 30,
    validityDays: 30,
    benefits: [...CORE_BENEFITS, 'Redes sociales ilimitadas', '2 GB en EE.UU. y Canadá'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-500',
    kind: 'PLAN',
    name: 'Senda Max 500',
    description: '60 GB para 30 días',
    price: 500,
    dataGb: 60,
    validityDays: 30,
    benefits: [...CORE_BENEFITS, 'Redes sociales ilimitadas', '5 GB en EE.UU. y Canadá', 'Video en HD'],
    simTypes: ['esim'],
    channels: ['web'],
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-PRUEBA',
    kind: 'PLAN',
    name: 'Senda Prueba',
    description: '2 GB para 7 días',
    price: 30,
    dataGb: 2,
    validityDays: 7,
    benefits: ['Llamadas y SMS ilimitados en México'],
    simTypes: BOTH_SIMS,
    channels: ['web'],
    // A trial is for new lines: a port-in is a commitment the trial is meant to precede.
    orderTypes: ['new'],
    planType: 'prepaid',
    label: 'trial_plan',
  },
  {
    sku: 'PLAN-SENDA-GRATIS',
    kind: 'PLAN',
    name: 'Senda Gratis',
    description: '500 MB para 30 días',
    price: 0,
    dataGb: 0.5,
    validityDays: 30,
    benefits: ['WhatsApp ilimitado', 'SMS ilimitados en México'],
    simTypes: ['esim'],
    channels: BOTH_CHANNELS,
    orderTypes: ['new'],
    planType: 'prepaid',
    label: 'free_plan',
  },
];

export const ADDONS: readonly CatalogueProduct[] = [
  {
    sku: 'ADDON-GB-5',
    kind: 'ADDON',
    name: '5 GB adicionales',
    description: '5 GB extra con la vigencia de tu plan',
    price: 50,
    dataGb: 5,
    validityDays: 30,
    benefits: ['5 GB de navegación'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'ADDON-ROAMING-NA',
    kind: 'ADDON',
    name: 'Roaming EE.UU. y Canadá',
    description: '5 GB para usar en EE.UU. y Canadá',
    price: 99,
    dataGb: 5,
    validityDays: 30,
    benefits: ['5 GB en EE.UU. y Canadá'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'ADDON-LDI-200',
    kind: 'ADDON',
    name: '200 minutos internacionales',
    description: 'Llamadas a Latinoamérica y Europa',
    price: 59,
    dataGb: 0,
    validityDays: 30,
    benefits: ['200 minutos a 40 países'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
];

export const BUNDLES: readonly CatalogueProduct[] = [
  {
    sku: 'BUNDLE-ENTRETENIMIENTO',
    kind: 'BUNDLE',
    name: 'Paquete Entretenimiento',
    description: 'Video y música sin consumir tus datos',
    price: 149,
    dataGb: 10,
    validityDays: 30,
    benefits: ['Video ilimitado en SD', 'Música ilimitada'],
    simTypes: BOTH_SIMS,
    channels: ['web'],
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'BUNDLE-VIAJERO',
    kind: 'BUNDLE',
    name: 'Paquete Viajero',
    description: '10 GB y 500 minutos en EE.UU. y Canadá',
    price: 199,
    dataGb: 10,
    validityDays: 30,
    benefits: ['10 GB en EE.UU. y Canadá', '500 minutos en EE.UU. y Canadá'],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
];

export const CATALOGUE: readonly CatalogueProduct[] = [...PLANS, ...ADDONS, ...BUNDLES];

export function findProduct(sku: string): CatalogueProduct | undefined {
  return CATALOGUE.find((product) => product.sku === sku);
}

/** Fees the gateway adds to an order; the SIM card itself is free, shipping is not. */
export const FEES = {
  physicalSim: { sku: 'FEE-SIM-FISICA', name: 'Tarjeta SIM', price: 0 },
  doorstepDelivery: { sku: 'DELIVERY-DOMICILIO', name: 'Envío a domicilio', price: 49 },
  selfPickup: { sku: 'DELIVERY-TIENDA', name: 'Recoger en tienda', price: 0 },
} as const;

export const IVA_RATE = 0.16;

/** The IVA part of an IVA-inclusive price, rounded to centavos. */
export function ivaIncluded(gross: number): number {
  return Math.round((gross - gross / (1 + IVA_RATE)) * 100) / 100;
}
