import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expectSchemaError, onlyCall, setupGatewayTest } from '../test-support/gateway-test-kit.ts';
import { eligibleProductVariants } from './eligible-product-variants.ts';
import { type ProductVariant, ProductVariantSchema } from './product-variant.schema.ts';
import {
  compatibleAddons,
  hasTrialLabel,
  isEligibleForPortIn,
  isFreePlan,
  isVisibleToUser,
} from './product-variant-rules.ts';

const { client, answer } = setupGatewayTest();
const PATH = 'product-service/v2/products/eligible-variants';

const PLAN = {
  sku: 'PLAN-30D-10GB',
  name: 'Senda 10 GB',
  description: '10 GB, minutos y SMS ilimitados en México, EE. UU. y Canadá',
  productType: 'prepaid',
  category: 'PLAN',
  simTypes: ['esim', 'physical_sim'],
  price: { amount: 200, currency: 'MXN' },
  validityDays: 30,
  benefits: [
    { type: 'DATA', value: 10, unit: 'GB', label: '10 GB' },
    { type: 'MINUTES', unlimited: true, label: 'Minutos ilimitados' },
    { type: 'SMS', unlimited: true, label: 'SMS ilimitados' },
  ],
  labels: [],
  eligibilityCriteria: { orderTypes: ['NEW', 'PORTIN'] },
  compatibleAddonSkus: ['ADDON-5GB-7D'],
};
const ADDON = {
  sku: 'ADDON-5GB-7D',
  name: 'Paquete 5 GB',
  productType: 'prepaid',
  category: 'ADDON',
  simTypes: ['esim'],
  price: { amount: 99, currency: 'MXN' },
  validityDays: 7,
};

const variant = (over: Partial<v.InferInput<typeof ProductVariantSchema>> = {}): ProductVariant =>
  v.parse(ProductVariantSchema, { ...ADDON, ...over });

describe('eligibleProductVariants', () => {
  it('GETs eligible variants with the §7 query defaults and the SIM type as product category', async () => {
    const calls = answer('GET', PATH, { result: [PLAN, ADDON] });
    const variants = await eligibleProductVariants(client, { simType: 'esim' });
    const call = onlyCall(calls);
    expect(call.auth).toBeNull();
    expect(call.query).toEqual({
      channel: 'web',
      customerJourney: 'onboarding',
      customerType: 'new',
      evaluationType: 'PRODUCT',
      includeBenefits: 'true',
      productCategory: 'esim',
    });
    expect(variants[0]?.benefits[1]).toEqual({
      type: 'MINUTES',
      unit: '',
      unlimited: true,
      label: 'Minutos ilimitados',
    });
    expect(variants[1]).toEqual({
      ...ADDON,
      description: '',
      benefits: [],
      labels: [],
      eligibilityCriteria: { orderTypes: [] },
      compatibleAddonSkus: [],
    });
  });

  it('sends the channel and journey the caller gives', async () => {
    const calls = answer('GET', PATH, { result: [] });
    await eligibleProductVariants(client, {
      simType: 'physical_sim',
      channel: 'retail',
      customerType: 'existing',
    });
    expect(onlyCall(calls).query).toMatchObject({
      channel: 'retail',
      customerType: 'existing',
      customerJourney: 'onboarding',
      productCategory: 'physical_sim',
    });
  });

  it.each([
    ['an unknown product type', { ...PLAN, productType: 'corporate' }],
    ['an unknown category', { ...PLAN, category: 'DEVICE' }],
    ['no SIM type', { ...PLAN, simTypes: [] }],
    ['a price in cents as a string', { ...PLAN, price: { amount: '20000', currency: 'MXN' } }],
    ['a zero validity', { ...PLAN, validityDays: 0 }],
  ])('rejects a variant with %s', async (_label, bad) => {
    answer('GET', PATH, { result: [bad] });
    await expectSchemaError(eligibleProductVariants(client, { simType: 'esim' }));
  });
});

describe('product variant rules', () => {
  it('isEligibleForPortIn matches portin in any case, and nothing else', () => {
    expect(isEligibleForPortIn(variant({ eligibilityCriteria: { orderTypes: ['NEW', 'PORTIN'] } }))).toBe(
      true,
    );
    expect(isEligibleForPortIn(variant({ eligibilityCriteria: { orderTypes: ['PortIn'] } }))).toBe(true);
    expect(isEligibleForPortIn(variant({ eligibilityCriteria: { orderTypes: ['portin'] } }))).toBe(true);
    expect(
      isEligibleForPortIn(variant({ eligibilityCriteria: { orderTypes: ['NEW', 'PORT_IN_CANCEL'] } })),
    ).toBe(false);
    expect(isEligibleForPortIn(variant())).toBe(false);
  });

  it('hasTrialLabel is true for trial and trial-migration plans only', () => {
    expect(hasTrialLabel(variant({ labels: ['trial_plan'] }))).toBe(true);
    expect(hasTrialLabel(variant({ labels: ['TRIAL_MIGRATION_PLAN'] }))).toBe(true);
    expect(hasTrialLabel(variant({ labels: ['free_plan'] }))).toBe(false);
    expect(hasTrialLabel(variant())).toBe(false);
  });

  it('hides the free plan from telco users only', () => {
    const free = variant({ labels: ['free_plan'] });
    expect(isFreePlan(free)).toBe(true);
    expect(isVisibleToUser(free, { telcoUser: true })).toBe(false);
    expect(isVisibleToUser(free, { telcoUser: false })).toBe(true);
    expect(isVisibleToUser(variant(), { telcoUser: true })).toBe(true);
  });

  it('compatibleAddons lists the non-plan variants whose sku the plan names', () => {
    const plan = v.parse(ProductVariantSchema, PLAN);
    const other = variant({ sku: 'ADDON-ROAMING' });
    const planWithSameSku = variant({ sku: 'ADDON-5GB-7D', category: 'PLAN' });
    expect(compatibleAddons(plan, [plan, other, variant(), planWithSameSku]).map((x) => x.sku)).toEqual([
      'ADDON-5GB-7D',
    ]);
  });
});
