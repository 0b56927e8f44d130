import { describe, expect, it } from 'vitest';
import { PROMO_WARNING_DURATION_MS } from '../config/constants.ts';
import {
  addPromoCode,
  canTickTerms,
  groupOrderItems,
  isPricedLine,
  overriddenTermsSetting,
  promoAvailability,
  promoRefusalMessageId,
  removePromoCode,
  resolveTermsAcceptanceMode,
  termsAccepted,
} from './order-summary.rules.ts';

describe('groupOrderItems', () => {
  it('groups by type in the summary’s order and leaves empty groups out', () => {
    const items = [
      { itemType: 'DELIVERY_FEE_SKU', sku: 'D' },
      { itemType: 'ADDON', sku: 'A1' },
      { itemType: 'PLAN', sku: 'P' },
      { itemType: 'EXTERNAL_REWARD', sku: 'R' },
      { itemType: 'ADDON', sku: 'A2' },
      { itemType: 'FEE', sku: 'F' },
      { itemType: 'NEW_NUMBER', sku: 'N' },
      { itemType: 'BUNDLE', sku: 'B' },
    ] as const;
    const groups = groupOrderItems(items);
    expect(groups.map((group) => [group.itemType, group.items.map((item) => item.sku)])).toEqual([
      ['PLAN', ['P']],
      ['ADDON', ['A1', 'A2']],
      ['BUNDLE', ['B']],
      ['NEW_NUMBER', ['N']],
      ['FEE', ['F']],
      ['DELIVERY_FEE_SKU', ['D']],
      ['EXTERNAL_REWARD', ['R']],
    ]);
    expect(groups[0]?.messageId).toBe('order_summary.group.plan');
    expect(groupOrderItems([{ itemType: 'PLAN' }]).map((group) => group.itemType)).toEqual(['PLAN']);
    expect(isPricedLine({ itemType: 'EXTERNAL_REWARD' })).toBe(false);
    expect(isPricedLine({ itemType: 'FEE' })).toBe(true);
  });
});

describe('promo codes', () => {
  it('adds a typed code trimmed and upper-cased', () => {
    expect(addPromoCode('  senda50 ', { selected: ['BIENVENIDA10'], max: 2 })).toEqual({
      kind: 'added',
      codes: ['BIENVENIDA10', 'SENDA50'],
    });
  });

  it('refuses an empty code and a duplicate, and warns at the limit for 2 seconds', () => {
    expect(addPromoCode('   ', { selected: [], max: 2 })).toEqual({
      kind: 'empty',
      messageId: 'validation.promo.empty',
    });
    expect(addPromoCode('bienvenida10', { selected: ['BIENVENIDA10'], max: 2 }).kind).toBe('duplicate');
    const full = addPromoCode('OTRO', { selected: ['A', 'B'], max: 2 });
    expect(full).toMatchObject({
      kind: 'limit_reached',
      notification: { messageId: 'promo.maximum_reached', duration: PROMO_WARNING_DURATION_MS },
    });
    expect(addPromoCode('OTRO', { selected: ['A'], max: 2, nonManualExitCodeStored: true }).kind).toBe(
      'limit_reached',
    );
  });

  it('removes a code whatever its case', () => {
    expect(removePromoCode(['BIENVENIDA10', 'SENDA50'], 'senda50')).toEqual(['BIENVENIDA10']);
  });

  it('says why a code was refused', () => {
    expect(promoRefusalMessageId('EXPIRED')).toBe('promo.refused.expired');
    expect(promoRefusalMessageId('invalid_code')).toBe('promo.refused.invalid_code');
    expect(promoRefusalMessageId('NOT_APPLICABLE_TRIAL')).toBe('promo.refused.trial');
    expect(promoRefusalMessageId('SOMETHING_NEW')).toBe('promo.refused.generic');
    expect(promoRefusalMessageId(undefined)).toBe('promo.refused.generic');
  });

  it('is off for a trial plan, or when switched off, or with no code allowed', () => {
    expect(promoAvailability({ trialPlan: true, journeyEnabled: true, configEnabled: true })).toBe('trial');
    expect(promoAvailability({ trialPlan: false, journeyEnabled: false })).toBe('disabled');
    expect(promoAvailability({ trialPlan: false, configEnabled: false })).toBe('disabled');
    expect(promoAvailability({ trialPlan: false, maxPromoCodes: 0 })).toBe('disabled');
    expect(promoAvailability({ trialPlan: false, journeyEnabled: true, maxPromoCodes: 2 })).toBe('enabled');
  });
});

describe('terms acceptance', () => {
  const terms = (acceptanceMode: 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT') => [
    { consentType: 'PRIVACY_POLICY' as const, acceptanceMode: 'EXPLICIT_READ' as const },
    { consentType: 'TERMS_OF_USE' as const, acceptanceMode },
  ];

  it('takes the stricter of the journey’s mode and the consent settings’ terms document', () => {
    expect(
      resolveTermsAcceptanceMode({ journeyMode: 'CHECKBOX', consentDocuments: terms('EXPLICIT_READ') }),
    ).toBe('MANDATORY_SCROLL');
    expect(
      resolveTermsAcceptanceMode({ journeyMode: 'MANDATORY_SCROLL', consentDocuments: terms('IMPLICIT') }),
    ).toBe('MANDATORY_SCROLL');
    expect(resolveTermsAcceptanceMode({ journeyMode: 'IMPLICIT', consentDocuments: terms('IMPLICIT') })).toBe(
      'IMPLICIT',
    );
    expect(resolveTermsAcceptanceMode({ consentDocuments: terms('EXPLICIT_NO_READ') })).toBe('CHECKBOX');
    expect(resolveTermsAcceptanceMode({ journeyMode: 'IMPLICIT' })).toBe('IMPLICIT');
    expect(resolveTermsAcceptanceMode({})).toBe('CHECKBOX');
  });

  it('names a journey setting the consent settings override, and only such a setting', () => {
    expect(
      overriddenTermsSetting({ journeyMode: 'IMPLICIT', consentDocuments: terms('EXPLICIT_NO_READ') }),
    ).toEqual({ journeyMode: 'IMPLICIT', effectiveMode: 'CHECKBOX' });
    expect(
      overriddenTermsSetting({ journeyMode: 'CHECKBOX', consentDocuments: terms('EXPLICIT_READ') }),
    ).toEqual({ journeyMode: 'CHECKBOX', effectiveMode: 'MANDATORY_SCROLL' });
    // Stricter than the law asks, or equal to it: the journey's choice is what customers get.
    expect(
      overriddenTermsSetting({
        journeyMode: 'MANDATORY_SCROLL',
        consentDocuments: terms('EXPLICIT_NO_READ'),
      }),
    ).toBeUndefined();
    expect(
      overriddenTermsSetting({ journeyMode: 'CHECKBOX', consentDocuments: terms('EXPLICIT_NO_READ') }),
    ).toBeUndefined();
    // No setting in the journey: nothing of the product team's is overridden.
    expect(
      overriddenTermsSetting({ journeyMode: undefined, consentDocuments: terms('EXPLICIT_READ') }),
    ).toBeUndefined();
    expect(overriddenTermsSetting({ journeyMode: 'IMPLICIT', consentDocuments: undefined })).toBeUndefined();
  });

  it('MANDATORY_SCROLL: the tick is usable only once the box was read to the end', () => {
    expect(canTickTerms('MANDATORY_SCROLL', { scrolledToEnd: false, accepted: false })).toBe(false);
    expect(termsAccepted('MANDATORY_SCROLL', { scrolledToEnd: false, accepted: true })).toBe(false);
    expect(canTickTerms('MANDATORY_SCROLL', { scrolledToEnd: true, accepted: false })).toBe(true);
    expect(termsAccepted('MANDATORY_SCROLL', { scrolledToEnd: true, accepted: true })).toBe(true);
  });

  it('CHECKBOX needs the tick; IMPLICIT is accepted by paying', () => {
    expect(canTickTerms('CHECKBOX', { scrolledToEnd: false, accepted: false })).toBe(true);
    expect(termsAccepted('CHECKBOX', { scrolledToEnd: false, accepted: false })).toBe(false);
    expect(termsAccepted('CHECKBOX', { scrolledToEnd: false, accepted: true })).toBe(true);
    expect(termsAccepted('IMPLICIT', { scrolledToEnd: false, accepted: false })).toBe(true);
  });
});
