import { describe, expect, it } from 'vitest';
import { setupStores } from '../stores/test-stores.ts';
import {
  applyEsimCompatibilityAnswer,
  esimBrandOptions,
  esimCompatibilityAnswer,
  esimModelOptions,
  NOT_LISTED,
} from './esim-compatibility.ts';

const DEVICES = [
  { brand: 'Apple', model: 'iPhone 15' },
  { brand: 'Apple', model: 'iPhone 11' },
  { brand: 'Samsung', model: 'Galaxy S24' },
];

describe('eSIM compatibility by brand and model', () => {
  it('offers the brands and the chosen brand’s models in order, each list ending in “not listed”', () => {
    expect(esimBrandOptions(['Samsung', 'Apple']).map((option) => option.value)).toEqual([
      'Apple',
      'Samsung',
      NOT_LISTED,
    ]);
    const models = esimModelOptions(DEVICES, 'Apple');
    expect(models.map((option) => option.value)).toEqual(['iPhone 11', 'iPhone 15', NOT_LISTED]);
    expect(models.at(-1)?.label).toEqual({ messageId: 'esim_check.model_not_listed' });
  });

  it('a listed model is compatible; another brand or an unlisted model is told to take a physical SIM', () => {
    expect(esimCompatibilityAnswer(DEVICES, { brand: 'Apple', model: 'iPhone 11' }).kind).toBe('compatible');
    expect(esimCompatibilityAnswer(DEVICES, { brand: 'Apple', model: NOT_LISTED }).kind).toBe('not_listed');
    expect(esimCompatibilityAnswer(DEVICES, { brand: NOT_LISTED, model: '' }).kind).toBe('not_listed');
    expect(esimCompatibilityAnswer(DEVICES, { brand: 'Apple', model: '' }).kind).toBe('unanswered');
    // A model of another brand (a stale choice after the brand changed) answers nothing.
    expect(esimCompatibilityAnswer(DEVICES, { brand: 'Apple', model: 'Galaxy S24' }).kind).toBe('unanswered');
  });

  it('a compatible answer confirms the eSIM; no other answer does', () => {
    const { stores } = setupStores();
    const confirmed = () => stores.store.get(stores.onboarding.state).esimConfirm;
    applyEsimCompatibilityAnswer(
      stores,
      esimCompatibilityAnswer(DEVICES, { brand: 'Apple', model: NOT_LISTED }),
    );
    expect(confirmed()).toBe(false);
    applyEsimCompatibilityAnswer(
      stores,
      esimCompatibilityAnswer(DEVICES, { brand: 'Samsung', model: 'Galaxy S24' }),
    );
    expect(confirmed()).toBe(true);
  });
});
