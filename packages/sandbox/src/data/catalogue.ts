/**
 * A prepaid catalogue for Mexico. Prices are in MXN with IVA (16 %) included, as Mexican law asks
 * for consumer prices. Allowances follow what Mexican MVNOs sell: data, unlimited calls and SMS in
 * Mexico, the US and Canada, and social networks that do not count against the data.
 */
import { type Texts, texts } from '../domain/language.ts';

export type SimType = 'esim' | 'physical_sim';
export type Channel = 'web' | 'retail';
export type ProductKind = 'PLAN' | 'ADDON' | 'BUNDLE';

/** One allowance, in the shape core's BenefitSchema reads. */
export interface CatalogueBenefit {
  readonly type: string;
  readonly value?: number;
  readonly unit?: string;
  readonly unlimited?: boolean;
  readonly label: Texts;
}

const data = (gb: number): CatalogueBenefit => ({
  type: 'DATA',
  value: gb,
  unit: 'GB',
  label: texts(gb < 1 ? `${gb * 1000} MB` : `${gb} GB`, gb < 1 ? `${gb * 1000} MB` : `${gb} GB`),
});
const CALLS: CatalogueBenefit = {
  type: 'MINUTES',
  unlimited: true,
  label: texts(
    'Llamadas ilimitadas en México, EE.UU. y Canadá',
    'Unlimited calls in Mexico, the US and Canada',
  ),
};
const SMS: CatalogueBenefit = {
  type: 'SMS',
  unlimited: true,
  label: texts('SMS ilimitados en México, EE.UU. y Canadá', 'Unlimited texts in Mexico, the US and Canada'),
};
const HOTSPOT: CatalogueBenefit = { type: 'HOTSPOT', label: texts('Comparte datos', 'Share your data') };
const WHATSAPP: CatalogueBenefit = {
  type: 'SOCIAL',
  unlimited: true,
  label: texts('WhatsApp ilimitado', 'Unlimited WhatsApp'),
};
const SOCIAL: CatalogueBenefit = {
  type: 'SOCIAL',
  unlimited: true,
  label: texts('Redes sociales ilimitadas', 'Unlimited social media'),
};
const roaming = (gb: number): CatalogueBenefit => ({
  type: 'ROAMING_US_CA',
  value: gb,
  unit: 'GB',
  label: texts(`${gb} GB en EE.UU. y Canadá`, `${gb} GB in the US and Canada`),
});

export interface CatalogueProduct {
  readonly sku: string;
  readonly kind: ProductKind;
  readonly name: Texts;
  readonly description: Texts;
  /** MXN, IVA included. */
  readonly price: number;
  readonly dataGb: number;
  readonly validityDays: number;
  readonly benefits: readonly CatalogueBenefit[];
  readonly simTypes: readonly SimType[];
  readonly channels: readonly Channel[];
  /** Order types the product can be bought with: a new number, a port-in, or both. */
  readonly orderTypes: readonly ('new' | 'portin')[];
  readonly planType: 'prepaid';
  readonly label?: 'trial_plan' | 'free_plan';
  readonly recommended?: boolean;
  /** Plans only: the add-ons and bundles sold with it. */
  readonly compatibleAddonSkus?: readonly string[];
}

const BOTH_SIMS: readonly SimType[] = ['esim', 'physical_sim'];
const BOTH_CHANNELS: readonly Channel[] = ['web', 'retail'];
const NEW_OR_PORTIN = ['new', 'portin'] as const;
const ALL_EXTRAS = [
  'ADDON-GB-5',
  'ADDON-ROAMING-NA',
  'ADDON-LDI-200',
  'BUNDLE-ENTRETENIMIENTO',
  'BUNDLE-VIAJERO',
];

export const PLANS: readonly CatalogueProduct[] = [
  {
    sku: 'PLAN-SENDA-100',
    kind: 'PLAN',
    name: texts('Senda 100', 'Senda 100'),
    description: texts('5 GB para 15 días', '5 GB for 15 days'),
    price: 100,
    dataGb: 5,
    validityDays: 15,
    benefits: [data(5), CALLS, SMS, HOTSPOT, WHATSAPP],
    compatibleAddonSkus: ALL_EXTRAS,
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-150',
    kind: 'PLAN',
    name: texts('Senda 150', 'Senda 150'),
    description: texts('8 GB para 30 días', '8 GB for 30 days'),
    price: 150,
    dataGb: 8,
    validityDays: 30,
    benefits: [data(8), CALLS, SMS, HOTSPOT, SOCIAL],
    compatibleAddonSkus: ALL_EXTRAS,
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-200',
    kind: 'PLAN',
    name: texts('Senda 200', 'Senda 200'),
    description: texts('15 GB para 30 días', '15 GB for 30 days'),
    price: 200,
    dataGb: 15,
    validityDays: 30,
    benefits: [data(15), CALLS, SMS, HOTSPOT, SOCIAL],
    compatibleAddonSkus: ALL_EXTRAS,
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
    recommended: true,
  },
  {
    sku: 'PLAN-SENDA-300',
    kind: 'PLAN',
    name: texts('Senda 300', 'Senda 300'),
    description: texts('30 GB para 30 días', '30 GB for 30 days'),
    price: 300,
    dataGb: 30,
    validityDays: 30,
    benefits: [data(30), CALLS, SMS, HOTSPOT, SOCIAL, roaming(2)],
    compatibleAddonSkus: ALL_EXTRAS,
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-500',
    kind: 'PLAN',
    name: texts('Senda Max 500', 'Senda Max 500'),
    description: texts('60 GB para 30 días', '60 GB for 30 days'),
    price: 500,
    dataGb: 60,
    validityDays: 30,
    benefits: [
      data(60),
      CALLS,
      SMS,
      HOTSPOT,
      SOCIAL,
      roaming(5),
      { type: 'VIDEO', label: texts('Video en HD', 'HD video') },
    ],
    compatibleAddonSkus: ALL_EXTRAS,
    simTypes: ['esim'],
    channels: ['web'],
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'PLAN-SENDA-PRUEBA',
    kind: 'PLAN',
    name: texts('Senda Prueba', 'Senda Prueba'),
    description: texts('2 GB para 7 días', '2 GB for 7 days'),
    price: 30,
    dataGb: 2,
    validityDays: 7,
    benefits: [
      data(2),
      {
        type: 'MINUTES',
        unlimited: true,
        label: texts('Llamadas ilimitadas en México', 'Unlimited calls in Mexico'),
      },
      WHATSAPP,
    ],
    compatibleAddonSkus: ['ADDON-GB-5'],
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
    name: texts('Senda Gratis', 'Senda Gratis'),
    description: texts('500 MB para 30 días', '500 MB for 30 days'),
    price: 0,
    dataGb: 0.5,
    validityDays: 30,
    benefits: [
      data(0.5),
      WHATSAPP,
      { type: 'SMS', unlimited: true, label: texts('SMS ilimitados en México', 'Unlimited texts in Mexico') },
    ],
    compatibleAddonSkus: [],
    simTypes: ['esim'],
    channels: BOTH_CHANNELS,
    orderTypes: ['new'],
    planType: 'prepaid',
    label: 'free_plan',
  },
];

/** A data add-on sold mid-period (a booster, flows/boosters): valid until the plan renews. */
const booster = (gb: number, price: number): CatalogueProduct => ({
  sku: `ADDON-GB-${gb}`,
  kind: 'ADDON',
  name: texts(`${gb} GB adicionales`, `${gb} GB extra`),
  description: texts(
    `${gb} GB extra con la vigencia de tu plan`,
    `${gb} GB more, valid as long as your plan`,
  ),
  price,
  dataGb: gb,
  validityDays: 30,
  benefits: [data(gb)],
  simTypes: BOTH_SIMS,
  // Bought on the line page, not with a new line: no plan lists them among its extras.
  channels: ['web'],
  orderTypes: NEW_OR_PORTIN,
  planType: 'prepaid',
});

export const ADDONS: readonly CatalogueProduct[] = [
  booster(1, 20),
  booster(3, 45),
  {
    sku: 'ADDON-GB-5',
    kind: 'ADDON',
    name: texts('5 GB adicionales', '5 GB extra'),
    description: texts('5 GB extra con la vigencia de tu plan', '5 GB more, valid as long as your plan'),
    price: 50,
    dataGb: 5,
    validityDays: 30,
    benefits: [data(5)],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'ADDON-ROAMING-NA',
    kind: 'ADDON',
    name: texts('Roaming EE.UU. y Canadá', 'Roaming in the US and Canada'),
    description: texts('5 GB para usar en EE.UU. y Canadá', '5 GB to use in the US and Canada'),
    price: 99,
    dataGb: 5,
    validityDays: 30,
    benefits: [roaming(5)],
    simTypes: BOTH_SIMS,
    channels: BOTH_CHANNELS,
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'ADDON-LDI-200',
    kind: 'ADDON',
    name: texts('200 minutos internacionales', '200 international minutes'),
    description: texts('Llamadas a Latinoamérica y Europa', 'Calls to Latin America and Europe'),
    price: 59,
    dataGb: 0,
    validityDays: 30,
    benefits: [
      {
        type: 'INTERNATIONAL_MINUTES',
        value: 200,
        unit: 'min',
        label: texts('200 minutos a 40 países', '200 minutes to 40 countries'),
      },
    ],
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
    name: texts('Paquete Entretenimiento', 'Entertainment pack'),
    description: texts('Video y música sin consumir tus datos', 'Video and music that do not use your data'),
    price: 149,
    dataGb: 10,
    validityDays: 30,
    benefits: [
      data(10),
      { type: 'VIDEO', unlimited: true, label: texts('Video ilimitado en SD', 'Unlimited SD video') },
      { type: 'MUSIC', unlimited: true, label: texts('Música ilimitada', 'Unlimited music') },
    ],
    simTypes: BOTH_SIMS,
    channels: ['web'],
    orderTypes: NEW_OR_PORTIN,
    planType: 'prepaid',
  },
  {
    sku: 'BUNDLE-VIAJERO',
    kind: 'BUNDLE',
    name: texts('Paquete Viajero', 'Traveller pack'),
    description: texts(
      '10 GB y 500 minutos en EE.UU. y Canadá',
      '10 GB and 500 minutes in the US and Canada',
    ),
    price: 199,
    dataGb: 10,
    validityDays: 30,
    benefits: [
      roaming(10),
      {
        type: 'ROAMING_MINUTES',
        value: 500,
        unit: 'min',
        label: texts('500 minutos en EE.UU. y Canadá', '500 minutes in the US and Canada'),
      },
    ],
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
  physicalSim: { sku: 'FEE-SIM-FISICA', name: texts('Tarjeta SIM', 'SIM card'), price: 0 },
  doorstepDelivery: {
    sku: 'DELIVERY-DOMICILIO',
    name: texts('Envío a domicilio', 'Home delivery'),
    price: 49,
  },
  selfPickup: { sku: 'DELIVERY-TIENDA', name: texts('Recoger en tienda', 'Pick up in store'), price: 0 },
  // A replacement SIM (SIM replacement's fee, delivery included): made and sent, or a new profile.
  simReplacementPhysical: {
    sku: 'FEE-REPOSICION-SIM',
    name: texts('Reposición de SIM', 'SIM replacement'),
    price: 99,
  },
  simReplacementEsim: {
    sku: 'FEE-REPOSICION-ESIM',
    name: texts('Reposición de eSIM', 'eSIM replacement'),
    price: 49,
  },
} as const;

export const IVA_RATE = 0.16;

/** The IVA part of an IVA-inclusive price, rounded to centavos. */
export function ivaIncluded(gross: number): number {
  return Math.round((gross - gross / (1 + IVA_RATE)) * 100) / 100;
}
