import { cartsByEmail, orderPreview, type SimType } from '@senda/core/gateway';
import type { JourneyStepData } from '@senda/core/journey';
import { checkoutPreviewInput } from '@senda/core/machines/checkout';
import {
  chooseDoorstepDelivery,
  chooseNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  payOrder,
  placeOrder,
  STORY_EMAIL,
  signInCustomer,
  transferNumber,
} from './customer-scenario';
import type { StoryEnv, StorySetupResult } from './story-env';
import type { StoryJourneyId } from './story-journey';

/** A retail customer: the store's channel and id, as retail onboarding leaves them. */
export function asRetailCustomer(env: StoryEnv, storeId = 'MX0042') {
  const { stores } = env.services;
  stores.store.set(stores.auth.setSelectedChannel, 'retail');
  stores.store.set(stores.onboarding.setSelectedStoreId, storeId);
  return { storeId };
}

/** How far the customer got, in journey order: each stage includes the ones before it. */
export const PURCHASE_STAGES = [
  'plan',
  'account',
  'number',
  'personal',
  'address',
  'delivery',
  'order',
  'paid',
  'declined',
] as const;
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

export interface CustomerOptions {
  journey?: StoryJourneyId;
  simType?: SimType;
  number?: 'new' | 'transfer';
}

const reached = (stage: PurchaseStage, target: PurchaseStage) => {
  const at = PURCHASE_STAGES.indexOf(target);
  const index = PURCHASE_STAGES.indexOf(stage);
  // `paid` and `declined` are two endings of the same stage.
  if (stage === 'paid' || stage === 'declined') return target === stage;
  return index <= Math.min(at, PURCHASE_STAGES.indexOf('order'));
};

/**
 * The stores and the sandbox as a customer leaves them on their way to `stage`: every earlier
 * step done the way its screen does it. Returns what those steps kept (journey data).
 */
export async function customerAt(
  env: StoryEnv,
  stage: PurchaseStage,
  options: CustomerOptions = {},
): Promise<StorySetupResult> {
  const journeyData: Record<string, JourneyStepData> = {};
  const simType = options.simType ?? 'esim';
  if (options.journey === 'retail-purchase') journeyData['retail-onboarding'] = asRetailCustomer(env);
  if (reached('plan', stage)) {
    const { plan } = await choosePlan(env, { simType });
    journeyData['pre-checkout'] = { simType, planSku: plan.sku };
    journeyData['addon-selection'] = { addonSkus: [] };
  }
  if (reached('account', stage)) {
    await signInCustomer(env);
    journeyData.signup = { email: STORY_EMAIL };
  }
  if (reached('number', stage)) {
    journeyData['connection-details'] =
      options.number === 'transfer' ? await transferNumber(env) : await chooseNumber(env);
  }
  if (reached('personal', stage)) journeyData['personal-details'] = fillPersonalDetails(env);
  if (reached('address', stage)) journeyData['address-details'] = await fillAddress(env);
  if (reached('delivery', stage) && simType === 'physical_sim') {
    journeyData.delivery = await chooseDoorstepDelivery(env);
  }
  if (reached('order', stage)) {
    const order = await placeOrder(env);
    journeyData['order-summary'] = order;
    journeyData['payment-method-selector'] = { paymentMethod: 'CARD' };
    if (stage === 'paid' || stage === 'declined') {
      await payOrder(env, order.orderRef, stage === 'paid' ? 'approve' : 'decline');
      journeyData.payment = { orderRef: order.orderRef };
    }
  }
  return { journeyData };
}

/** A signed-in customer who priced a basket and left: the sandbox keeps it as a pending cart. */
export async function leavePendingCart(env: StoryEnv): Promise<string> {
  const { stores, gateway } = env.services;
  const onboarding = stores.store.get(stores.onboarding.state);
  const auth = stores.store.get(stores.auth.state);
  const input = checkoutPreviewInput({
    onboarding,
    channel: auth.selectedChannel,
    accountEmail: auth.userEmail,
  });
  if (!input) throw new Error('a pending cart needs a plan');
  await orderPreview(gateway, input);
  const { carts } = await cartsByEmail(gateway, { email: STORY_EMAIL, status: 'PENDING' });
  const cartId = carts[0]?.cartId;
  if (typeof cartId !== 'string') throw new Error('the sandbox kept no pending cart');
  return cartId;
}
