import type { JourneyFacts } from '../journey/journey-facts.ts';
import { paymentOptionsFromStore } from '../payments/payment-options.ts';
import type { Stores } from '../stores/create-stores.ts';
import { extrasWanted } from '../stores/onboarding.store.ts';

/**
 * The journey's facts read from the stores: the one place that knows which store field answers
 * which journey condition. The app sends these with every NEXT, so a condition always sees what
 * the customer chose last, whether the choice came from a screen, a query parameter or a restore.
 */
export function journeyFactsFromStores(stores: Stores): Partial<JourneyFacts> {
  const { store } = stores;
  const auth = store.get(stores.auth.state);
  const onboarding = store.get(stores.onboarding.state);
  const loggedIn = Boolean(auth.accessToken) && !auth.isGuestUser;
  return {
    channel: auth.selectedChannel,
    productType: onboarding.selectedProductType === 'postpaid' ? 'postpaid' : 'prepaid',
    simType: onboarding.selectedSimType === 'physical_sim' ? 'psim' : 'esim',
    numberType: onboarding.selectedNumberType === 'PORT_IN' ? 'number_transfer' : 'new_number',
    esimDeliveryNeeded: onboarding.isEsimDeliveryNeeded,
    ekycRequired: onboarding.isOnboardingKYCRequired || onboarding.isKYCRequiredForOrderCreation,
    isGuestUser: auth.isGuestUser,
    isLoggedIn: loggedIn,
    authFlow: auth.authFlow ?? 'signup',
    addonsWanted: extrasWanted(onboarding),
    hasPendingCarts: onboarding.pendingOrders.length > 0,
    // An order placed for nothing (the free plan) is paid on creation: there is no way to pay to
    // choose, so the payment-method step is not shown ("How would you like to pay?" for $0.00).
    paymentOptions: placedForNothing(onboarding)
      ? 'one'
      : paymentOptionsFromStore(store.get(stores.payment.state), Date.now()),
  };
}

/** The order the summary placed (its priced basket, recorded when placed) totals nothing. */
function placedForNothing(onboarding: { orderPreviewResult: { total: { amount: number } } | null }): boolean {
  return onboarding.orderPreviewResult?.total.amount === 0;
}
