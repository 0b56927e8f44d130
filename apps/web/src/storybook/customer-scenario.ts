import {
  addCustomerPaymentMethod,
  captureContext,
  createOrder,
  deliveryMethods,
  deliverySlots,
  ekycSpecifications,
  eligibleProductVariants,
  lockNumber,
  newIdempotencyKey,
  numberCategories,
  orderPreview,
  paymentRequest,
  portInEligibility,
  type SimType,
  searchNumbers,
  signIn,
  signUp,
  transactionStatus,
  userDetails,
  validateOtp,
  validatePortInOtp,
} from '@senda/core/gateway';
import {
  appliedPromoCodes,
  type CheckoutSelection,
  checkoutOrderBody,
  checkoutPreviewInput,
} from '@senda/core/machines/checkout';
import { lockEndOnThisPhone } from '@senda/core/machines/new-number';
import type { OtpFlow } from '@senda/core/machines/otp-timer';
import { webDevice } from '@senda/core/onboarding';
import {
  applyEkycSpecifications,
  chooseDelivery,
  chooseNewNumber,
  choosePortIn,
  completeAddress,
  personalDetailsFromForm,
} from '@senda/core/purchase';
import { emptyAddress, savedCardsCustomerId } from '@senda/core/stores';
import type { StoryEnv } from './story-env';

/**
 * What a customer did before the step a story shows, done the way the earlier screens do it:
 * the same gateway calls against the sandbox (so every id, lock and order is real there) and the
 * same core rules writing the same stores. Each function adds one step's worth; stories chain
 * the ones their step needs.
 */

export const STORY_EMAIL = 'ana.lopez@example.mx';
export const STORY_ADDRESS = {
  ...emptyAddress(),
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  district: 'Cuauhtémoc',
  city: 'Ciudad de México',
  area: 'Roma Norte',
  street: 'Av. Álvaro Obregón',
  blockNumber: '130',
};

const servicesOf = (env: StoryEnv) => env.services;

/** The newest one-time code the sandbox sent to `address` (e-mail or phone number). */
export async function mailboxCode(address: string): Promise<string> {
  const query = address.includes('@') ? `email=${encodeURIComponent(address)}` : `to=${address}`;
  const response = await fetch(`/mocks/mailbox/latest?${query}`);
  const mail = (await response.json()) as { code?: string };
  if (!mail.code) throw new Error(`no code in the sandbox mailbox for ${address}`);
  return mail.code;
}

/** Plan selection (and add-ons): the eligible catalogue for the SIM type, the plan put in the store. */
export async function choosePlan(
  env: StoryEnv,
  choice: { simType?: SimType; sku?: string; addons?: readonly string[] } = {},
) {
  const { stores, gateway } = servicesOf(env);
  const simType = choice.simType ?? 'esim';
  const channel = stores.store.get(stores.auth.state).selectedChannel;
  const catalogue = await eligibleProductVariants(gateway, { simType, channel });
  const plan = catalogue.find((variant) => variant.sku === (choice.sku ?? 'PLAN-SENDA-200'));
  if (!plan) throw new Error(`plan ${choice.sku} not offered for ${simType}/${channel}`);
  stores.store.set(stores.onboarding.setSimType, simType);
  stores.store.set(stores.onboarding.selectPrimaryProduct, plan);
  const addons = catalogue.filter((variant) => choice.addons?.includes(variant.sku));
  if (addons.length) stores.store.set(stores.onboarding.setSecondaryProducts, addons);
  return { plan, addons };
}

/** Sign-up or log-in sent a code: the verification screen's starting point. */
export async function requestCode(env: StoryEnv, flow: OtpFlow, email = STORY_EMAIL) {
  const { stores, gateway } = servicesOf(env);
  const auth = stores.store.get(stores.auth.state);
  const deviceId = stores.store.get(stores.sessionFacts.deviceId) ?? '';
  if (flow === 'signin') await createAccount(env, email);
  const input = { email, channel: auth.selectedChannel, externalAuthId: deviceId };
  const otpRequest = flow === 'signup' ? await signUp(gateway, input) : await signIn(gateway, input);
  stores.store.set(stores.auth.startOtpVerification, { flow, email, otpRequest, redirectPath: null });
  return otpRequest;
}

/** An active account in the sandbox, without signing this story's customer in. */
export async function createAccount(env: StoryEnv, email = STORY_EMAIL): Promise<string> {
  const { stores, gateway } = servicesOf(env);
  const deviceId = stores.store.get(stores.sessionFacts.deviceId) ?? '';
  const channel = stores.store.get(stores.auth.state).selectedChannel;
  const otp = await signUp(gateway, { email, channel, externalAuthId: deviceId });
  const { accessToken } = await validateOtp(gateway, {
    flow: 'signup',
    device: webDevice(deviceId),
    otpCode: await mailboxCode(email),
    requestId: otp.requestId,
  });
  return accessToken;
}

/** Verified: a real sandbox session in the auth store, with the profile, as after verify-otp. */
export async function signInCustomer(env: StoryEnv, email = STORY_EMAIL) {
  const { stores, gateway } = servicesOf(env);
  const token = await createAccount(env, email);
  stores.store.set(stores.auth.state, (previous) => ({ ...previous, authFlow: 'signup', userEmail: email }));
  stores.store.set(stores.auth.setAccessToken, token);
  stores.store.set(stores.auth.setUserDetails, await userDetails(gateway));
}

/** Connection details, new number: the first free number locked and chosen. */
export async function chooseNumber(env: StoryEnv) {
  const { stores, gateway } = servicesOf(env);
  const [number, ...others] = await searchNumbers(gateway, { category: 'FREE_NUMBER' });
  if (!number) throw new Error('the sandbox offers no free number');
  const lock = await lockNumber(gateway, { selectedNumber: number.number });
  stores.store.set(stores.onboarding.state, (previous) =>
    chooseNewNumber(previous, {
      number: lock.number,
      category: 'FREE_NUMBER',
      shown: [number, ...others].slice(0, 6).map((shown) => shown.number),
    }),
  );
  return {
    numberType: 'new_number',
    category: 'FREE_NUMBER',
    number: lock.number,
    lockedUntil: lockEndOnThisPhone(lock, Date.now()),
  };
}

/** Connection details, number transfer: eligibility, and the SMS code validated where one was sent. */
export async function transferNumber(env: StoryEnv, number = '3312345678') {
  const { stores, gateway } = servicesOf(env);
  const otp = await portInEligibility(gateway, { number, donor: 'ATT', nip: '7788' });
  if (otp.codeSent !== false)
    await validatePortInOtp(gateway, { requestId: otp.requestId, otpCode: await mailboxCode(number) });
  stores.store.set(stores.onboarding.state, (previous) =>
    choosePortIn(previous, { number, donor: { id: 'ATT', name: 'AT&T México' }, requestId: otp.requestId }),
  );
  return { numberType: 'number_transfer', donorId: 'ATT', transferNumber: number, requestId: otp.requestId };
}

export const STORY_PERSON = {
  firstName: 'Ana',
  middleName: 'María',
  lastNames: 'López García',
  dobDay: '17',
  dobMonth: '5',
  dobYear: '1990',
  curp: 'LOGA900517MDFPRN09',
  contactNumber: '5512345678',
  email: STORY_EMAIL,
  nationality: 'MX',
};

/** Personal details as the form saves them (the story's person unless told). */
export function fillPersonalDetails(
  env: StoryEnv,
  person: Parameters<typeof personalDetailsFromForm>[0] = STORY_PERSON,
) {
  const { stores } = servicesOf(env);
  stores.store.set(stores.onboarding.state, (previous) => ({
    ...previous,
    personalDetails: personalDetailsFromForm(person, previous.personalDetails),
  }));
  return { ...person };
}

/** Address details: billing (delivery the same) and the eKYC specification read on the way. */
export async function fillAddress(env: StoryEnv) {
  const { stores, gateway } = servicesOf(env);
  stores.store.set(stores.onboarding.setBillingAddress, completeAddress(STORY_ADDRESS));
  stores.store.set(stores.onboarding.setSameAsBilling, true);
  const spec = await ekycSpecifications(gateway);
  stores.store.set(stores.onboarding.state, (previous) => applyEkycSpecifications(previous, spec));
  return { billing: STORY_ADDRESS, delivery: emptyAddress(), sameAsBilling: true };
}

/** Delivery: doorstep with the first free slot. */
export async function chooseDoorstepDelivery(env: StoryEnv) {
  const { stores, gateway } = servicesOf(env);
  const methods = await deliveryMethods(gateway);
  const method = methods.find((candidate) => candidate.type === 'DOORSTEP_DELIVERY');
  if (!method?.slotId) throw new Error('the sandbox offers no doorstep delivery');
  const slots = await deliverySlots(gateway, { slotId: method.slotId });
  const slot = slots.find((candidate) => (candidate as { available?: boolean }).available !== false);
  stores.store.set(stores.onboarding.state, (previous) => chooseDelivery(previous, { method, slot }));
  return { method: method.type, ...(slot ? { slotId: slot.slotId } : {}) };
}

function checkoutSelection(
  env: StoryEnv,
  categories?: CheckoutSelection['numberCategories'],
): CheckoutSelection {
  const { stores } = servicesOf(env);
  const auth = stores.store.get(stores.auth.state);
  return {
    onboarding: stores.store.get(stores.onboarding.state),
    channel: auth.selectedChannel,
    accountEmail: auth.userEmail,
    numberCategories: categories,
  };
}

/** Order summary's Next: priced, created once, kept as the payment target. */
export async function placeOrder(env: StoryEnv) {
  const { stores, gateway } = servicesOf(env);
  const selection = checkoutSelection(env, await numberCategories(gateway));
  const previewInput = checkoutPreviewInput(selection);
  if (!previewInput) throw new Error('nothing to order: choose a plan first');
  const priced = await orderPreview(gateway, previewInput);
  const created = await createOrder(
    gateway,
    checkoutOrderBody(selection, appliedPromoCodes(priced.promoCodes)),
  );
  stores.store.set(stores.onboarding.state, (previous) => ({
    ...previous,
    totalPrice: priced.total.amount,
    orderPreviewResult: priced,
  }));
  stores.store.set(stores.payment.setPaymentTarget, { kind: 'order', orderRef: created.order_ref });
  return { orderRef: created.order_ref, termsAccepted: true };
}

/** The sandbox's test cards (packages/sandbox/README.md). */
export const TEST_CARD = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
} as const;

/**
 * A transient token for a test card, from the provider's own endpoint as the hosted fields get
 * one (capture context first). The card number goes to the provider only.
 */
async function providerToken(env: StoryEnv, card: keyof typeof TEST_CARD) {
  const { gateway } = servicesOf(env);
  const context = await captureContext(gateway, { targetOrigin: globalThis.location.origin });
  const tokenUrl = new URL(
    'v1/tokens',
    `${new URL(context.hostedFieldsUrl, globalThis.location.href).href.replace(/[^/]*$/, '')}`,
  );
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      captureContext: context.captureContext,
      cardNumber: TEST_CARD[card],
      securityCode: '123',
      expirationMonth: '12',
      expirationYear: String(new Date().getFullYear() + 3),
    }),
  });
  return (await response.json()) as { token: string; brand: string; last4: string };
}

/** A card kept on the signed-in customer's account, as "save this card" leaves it. */
export async function saveCard(env: StoryEnv, card: keyof typeof TEST_CARD, makeDefault = false) {
  const { stores, gateway } = servicesOf(env);
  const customerId = savedCardsCustomerId(stores.store.get(stores.auth.state));
  if (!customerId) throw new Error('saving a card needs a signed-in customer');
  const token = await providerToken(env, card);
  return addCustomerPaymentMethod(gateway, { customerId, transientToken: token.token, makeDefault });
}

/**
 * A card payment of the order, the way the card form and the payment machine make it: capture
 * context, a token from the provider (its own endpoint, as the hosted fields call it), the
 * payment request and the status until it settles. The outcome goes to the payment store.
 */
export async function payOrder(env: StoryEnv, orderRef: string, card: keyof typeof TEST_CARD) {
  const { stores, gateway } = servicesOf(env);
  const token = await providerToken(env, card);
  const started = await paymentRequest(gateway, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    transientToken: token.token,
    card: { brand: token.brand, last4: token.last4 },
  });
  let transaction = started;
  for (let attempt = 0; attempt < 30 && transaction.status === 'PENDING'; attempt++) {
    transaction = await transactionStatus(gateway, { transactionId: started.transactionId });
  }
  const outcome = transaction.status === 'SUCCESS' ? 'success' : 'failed';
  stores.store.set(stores.payment.state, (previous) => ({
    ...previous,
    paymentResult: { orderRef, outcome, transactionId: started.transactionId },
    paymentError:
      outcome === 'failed'
        ? { code: transaction.reason ?? 'DECLINED', messageId: 'payment.failure.generic' }
        : null,
  }));
  return { orderRef, transaction };
}
