import type { OnboardingState } from '../../stores/onboarding.store.ts';

/**
 * A new number is part of the order, so pricing it needs the number categories (the NEW_NUMBER
 * line's sku comes from them).
 *
 * A module of its own because the app's first requests ask it on every page load: in
 * checkout-order.ts it would pull the whole order builder into the first load.
 */
export const checkoutNeedsNumberCategories = (
  onboarding: Pick<OnboardingState, 'selectedNumberType'>,
): boolean => onboarding.selectedNumberType === 'NEW';
