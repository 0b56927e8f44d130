import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, toPromise } from 'xstate';
import { API_POLLING_ATTEMPTS } from '../config/constants.ts';
import { guestOttGenerate } from '../gateway/auth/guest-ott-generate.ts';
import { guestOttValidate } from '../gateway/auth/guest-ott-validate.ts';
import { guestSignup } from '../gateway/auth/guest-signup.ts';
import { signIn } from '../gateway/auth/sign-in.ts';
import { signInResend } from '../gateway/auth/sign-in-resend.ts';
import { signUp } from '../gateway/auth/sign-up.ts';
import { validateOtp } from '../gateway/auth/validate-otp.ts';
import { cartsByEmail } from '../gateway/carts/carts-by-email.ts';
import { eligibleProductVariants } from '../gateway/catalogue/eligible-product-variants.ts';
import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import { compatibleAddons } from '../gateway/catalogue/product-variant-rules.ts';
import { journeySettings } from '../gateway/config/journey-settings.ts';
import { addressLookup } from '../gateway/delivery/address-lookup.ts';
import { deliveryMethods } from '../gateway/delivery/delivery-methods.ts';
import { deliverySlots } from '../gateway/delivery/delivery-slots.ts';
import { ekycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import { createGatewayClient, type GatewayClient, type GatewaySession } from '../gateway/gateway-client.ts';
import { lockNumber } from '../gateway/numbers/lock-number.ts';
import { numberCategories } from '../gateway/numbers/number-categories.ts';
import { searchNumbers } from '../gateway/numbers/search-numbers.ts';
import { createOrder } from '../gateway/orders/create-order.ts';
import { getOrder } from '../gateway/orders/get-order.ts';
import { orderPreview } from '../gateway/orders/order-preview.ts';
import { userOrders } from '../gateway/orders/user-orders.ts';
import { captureContext } from '../gateway/payments/capture-context.ts';
import { enabledPaymentMethods } from '../gateway/payments/enabled-payment-methods.ts';
import { newIdempotencyKey, paymentRequest } from '../gateway/payments/payment-request.ts';
import { transactionStatus } from '../gateway/payments/transaction-status.ts';
import { portInEligibility } from '../gateway/port-in/port-in-eligibility.ts';
import { validatePortInOtp } from '../gateway/port-in/validate-port-in-otp.ts';
import { submitConsent } from '../gateway/session/submit-consent.ts';
import { listeningSandbox } from '../gateway/test-support/sandbox-server.ts';
import { otpTimerMachine } from '../machines/otp-timer/index.ts';
import { postVerificationMachine, type VerifiedUserOrder } from '../machines/post-verification/index.ts';
import { purchaseEventAfterVerification } from '../machines/purchase/index.ts';
import { flowOfJourney } from '../navigation/flow-manifests.ts';
import { MEXICO_DOCUMENT_TYPES } from '../validation/upload.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { type JourneyFacts, withDefaultFacts } from './journey-facts.ts';
import type { JourneyEvent } from './journey-machine.types.ts';
import {
  journeyFileNames,
  loadRepoJourney,
  type ModelEvent,
  modelPaths,
  readJourneyJson,
} from './test-journeys.ts';

/**
 * Every model path of every journey file, run against the sandbox gateway (packages/sandbox, the
 * same MSW handlers the dev server and the app's tests use). At each step the calls its screen
 * makes go through core's real gateway client: sign-up or log in, the OTP timer and
 * post-verification machines with real actors, catalogue, number lock or port-in, address,
 * eKYC, delivery, preview, order creation and a card payment whose outcome must match the path
 * (success or failure). The journey machine takes the model's events, and where a real answer
 * decides a move (post-verification routing), the journey must accept that move.
 */

const ORIGIN = 'http://storefront.test';
const GATEWAY_URL = `${ORIGIN}/gateway`;
const PROVIDER_URL = 'http://pay.provider.test/mocks/payment-provider';
const DEVICE = { app_type: 'WEB', device_id: '1737000000000R4242424', device_type: 'desktop' };
const EXTERNAL_AUTH_ID = 'senda-web';
const CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } as const;
const ADDRESS = {
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Av. Álvaro Obregón',
  addressLine1: 'Av. Álvaro Obregón 130',
};

const sandbox = await listeningSandbox();

/** One customer walking one path: their session and what the screens gathered on the way. */
interface PathRun {
  index: number;
  journey: JourneyDefinition;
  journeyActor: AnyActorRef;
  client: GatewayClient;
  token: string | undefined;
  email: string;
  facts: JourneyFacts;
  flow?: 'signup' | 'signin';
  otpRequest?: { requestId: string; expiresIn?: number | undefined };
  catalogue?: ProductVariant[];
  items?: { itemType: 'PLAN' | 'ADDON' | 'NEW_NUMBER'; sku: string }[];
  number?: string;
  portIn?: { number: string; donor: string; requestId: string };
  delivery?: { method: 'DOORSTEP_DELIVERY'; address: typeof ADDRESS; slotId: string };
  orderRef?: string;
  paid?: 'SUCCESS' | 'FAILED';
  calls: string[];
}

function newClient(run: Pick<PathRun, 'token'>): GatewayClient {
  const session: GatewaySession = {
    getAccessToken: () => run.token,
    setAccessToken: (token) => {
      run.token = token;
    },
    getDeviceId: () => DEVICE.device_id,
    getVisitorId: () => undefined,
    logoutTarget: () => '/web/login?reset=true',
    endSession: () => {
      run.token = undefined;
    },
  };
  let n = 0;
  return createGatewayClient({ baseUrl: GATEWAY_URL, session, createRequestId: () => `req-${++n}` });
}

async function mailboxCode(address: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/mocks/mailbox/latest?email=${encodeURIComponent(address)}`);
  const mail = (await response.json()) as { code?: string };
  if (!mail.code) throw new Error(`no code in the mailbox of ${address}`);
  return mail.code;
}

/** A customer who already has an account (for log-in paths and paths that start logged in). */
async function register(run: PathRun, login: boolean) {
  const client = newClient({ token: undefined });
  const otp = await signUp(client, { email: run.email, channel: 'web', externalAuthId: EXTERNAL_AUTH_ID });
  const { accessToken } = await validateOtp(client, {
    flow: 'signup',
    device: DEVICE,
    otpCode: await mailboxCode(run.email),
    requestId: otp.requestId,
  });
  if (login) run.token = accessToken;
}

/** The session the path's facts say the customer has, when no step of the path created it. */
async function ensureSession(run: PathRun) {
  if (run.token) return;
  if (run.facts.isGuestUser) {
    run.token = (await guestSignup(run.client)).accessToken;
    const ott = await guestOttGenerate(run.client, { email: run.email });
    const validated = await guestOttValidate(run.client, {
      requestId: ott.requestId,
      otpCode: await mailboxCode(run.email),
    });
    run.token = validated.accessToken;
    run.calls.push('guest');
  } else if (run.facts.isLoggedIn) {
    if (run.otpRequest && run.flow) {
      // Left the sign-up or log-in step logged in by other means: use the code already sent.
      await verify(run);
    } else await register(run, true);
    run.calls.push('logged-in');
  }
}

/**
 * How the sandbox must look for post-verification routing to lead where the path goes next:
 * the customer's orders and carts, and the stored redirect path.
 */
interface VerificationSetup {
  arrange?: (run: PathRun) => Promise<void>;
  redirectPath: string | null;
  /** The journey move the real routing must produce, when routing can produce the path's move. */
  expected?: { type: 'SET_STEP'; step: string } | { type: 'EXIT'; exit: string };
}

function verificationSetup(run: PathRun, event: ModelEvent): VerificationSetup {
  const toConnection = { redirectPath: '/web/connection-details' };
  if (event.type === 'EXIT') {
    if (event.exit === 'manage-order') {
      return { arrange: pendingOrder, redirectPath: null, expected: { type: 'EXIT', exit: 'manage-order' } };
    }
    if (event.exit === 'order-list') {
      return { arrange: paidOrder, redirectPath: null, expected: { type: 'EXIT', exit: 'order-list' } };
    }
    return { redirectPath: '/profile', expected: { type: 'EXIT', exit: event.exit } };
  }
  const target = event.expected ?? '';
  if (target === 'pending-orders') {
    // the spec's rule 2: only a signup with carts is sent to pending orders.
    return run.flow === 'signup'
      ? { arrange: pendingCart, ...toConnection, expected: { type: 'SET_STEP', step: target } }
      : { arrange: pendingCart, ...toConnection };
  }
  return { ...toConnection, expected: { type: 'SET_STEP', step: 'connection-details' } };
}

/** A basket the customer previewed and left: a PENDING cart for the e-mail. */
async function pendingCart(run: PathRun) {
  await chooseNumber(run);
  await orderPreview(run.client, orderBasics(run));
}

/** A SIM-only order created and not paid: pending (the spec's rule 1). */
async function pendingOrder(run: PathRun) {
  await chooseNumber(run);
  run.orderRef = (await createOrder(run.client, orderBody(run))).order_ref;
}

/** An eSIM order paid and activated (TSU): the customer has orders, none pending. */
async function paidOrder(run: PathRun) {
  await pendingOrder(run);
  await pay(run, 'approve');
  expect(run.paid).toBe('SUCCESS');
}

/** The verification screen: OTP timer and post-verification machines over the real gateway. */
async function verify(run: PathRun, setup?: VerificationSetup): Promise<JourneyEvent | null> {
  const { flow, otpRequest } = run;
  if (!flow || !otpRequest) throw new Error('verification without a code sent');
  const client = run.client;
  const otp = createActor(
    otpTimerMachine.provide({
      actors: {
        validateOtp: fromPromise(async ({ input }) =>
          validateOtp(client, {
            flow: input.flow,
            device: DEVICE,
            otpCode: input.otpCode,
            requestId: input.requestId,
          }),
        ),
        resendOtp: fromPromise(async ({ input }) => signInResend(client, { requestId: input.requestId })),
        requestFreshOtp: fromPromise(async ({ input }) =>
          signIn(client, { email: input.identifier, channel: 'web', externalAuthId: EXTERNAL_AUTH_ID }),
        ),
      },
    }),
    { input: { flow, identifier: run.email, otpRequest } },
  ).start();
  otp.send({ type: 'SUBMIT', code: await mailboxCode(run.email) });
  const verified = await toPromise(otp);
  expect(verified.status).toBe('verified');
  if (verified.status !== 'verified') return null;
  run.token = verified.accessToken;
  run.otpRequest = undefined;
  run.calls.push('verified');
  await setup?.arrange?.(run);

  const customerId = sandbox.state.auth.authenticate(verified.accessToken)?.userId ?? '';
  const consent = (documentName: 'TERMS_OF_USE' | 'PRIVACY_POLICY') => ({
    document: documentName,
    payload: {
      userFlow: 'signup',
      documentName,
      consentGivenAt: Date.now(),
      consentType: documentName,
      customerId,
      email: run.email,
    },
  });
  const routing = createActor(
    postVerificationMachine.provide({
      actors: {
        fetchUserOrders: fromPromise<VerifiedUserOrder[], void>(async () => userOrders(client)),
        fetchPendingCarts: fromPromise(async ({ input }) => cartsByEmail(client, input)),
        submitConsent: fromPromise(async ({ input }) =>
          submitConsent(client, input.payload as Parameters<typeof submitConsent>[1]),
        ),
      },
    }),
    {
      input: {
        flow,
        email: run.email,
        redirectPath: setup ? setup.redirectPath : '/web/connection-details',
        consents: [consent('TERMS_OF_USE'), consent('PRIVACY_POLICY')],
      },
    },
  ).start();
  const routed = await toPromise(routing);
  if (flow === 'signup') {
    expect(routed.consentResults.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  }
  return purchaseEventAfterVerification(run.journey, routed.destination);
}

async function chooseProducts(run: PathRun) {
  const simType = run.facts.simType === 'psim' ? 'physical_sim' : 'esim';
  run.catalogue = await eligibleProductVariants(run.client, { simType, channel: run.facts.channel });
  const plan = run.catalogue.find((variant) => variant.category === 'PLAN');
  if (!plan) throw new Error('no plan for this SIM type');
  run.calls.push('plan');
  const addon = compatibleAddons(plan, run.catalogue).find((variant) => variant.category === 'ADDON');
  run.items = [
    { itemType: 'PLAN', sku: plan.sku },
    ...(addon ? [{ itemType: 'ADDON' as const, sku: addon.sku }] : []),
  ];
}

/** What the screen of `step` does with the gateway before the customer moves on with `event`. */
async function driveStep(run: PathRun, step: string, event: ModelEvent) {
  const { client } = run;
  const moving = event.type === 'NEXT';
  switch (step) {
    case 'retail-onboarding':
    case 'pre-checkout':
    case 'addon-selection':
    case 'plans':
    case 'plan-details':
      await chooseProducts(run);
      break;
    case 'signup':
      if (!moving) break;
      run.flow = 'signup';
      run.otpRequest = await signUp(client, {
        email: run.email,
        channel: 'web',
        externalAuthId: EXTERNAL_AUTH_ID,
      });
      run.calls.push('signup');
      break;
    case 'login':
      if (!moving) break;
      await register(run, false);
      run.flow = 'signin';
      run.otpRequest = await signIn(client, {
        email: run.email,
        channel: 'web',
        externalAuthId: EXTERNAL_AUTH_ID,
      });
      run.calls.push('login');
      break;
    case 'verify-otp-signup':
    case 'verify-otp-login': {
      if (event.type === 'SWITCH') break;
      const setup = verificationSetup(run, event);
      const move = await verify(run, setup);
      // The move the real answers decide is one the journey accepts from here, and, when the spec's can
      // lead where the path goes, it is that very move.
      if (!move) break;
      expect(run.journeyActor.getSnapshot().can(move)).toBe(true);
      if (setup.expected) {
        expect(move).toMatchObject(setup.expected);
        run.calls.push(
          `routed:${move.type === 'EXIT' ? move.exit : move.type === 'SET_STEP' ? move.step : ''}`,
        );
      }
      break;
    }
    case 'pending-orders': {
      await ensureSession(run);
      const { carts } = await cartsByEmail(client, { email: run.email });
      // The path says carts are pending; a customer who arrived here without verifying gets one.
      if (carts.length === 0 && run.facts.hasPendingCarts) await pendingCart(run);
      break;
    }
    case 'pending-order-details': {
      await ensureSession(run);
      const [cart] = (await cartsByEmail(client, { email: run.email })).carts;
      if (!moving || !cart) break;
      // Resuming the pending cart: its items become the order's.
      run.items = cart.items.flatMap((item) =>
        item.itemType === 'PLAN' || item.itemType === 'ADDON' || item.itemType === 'NEW_NUMBER'
          ? [{ itemType: item.itemType, sku: item.sku }]
          : [],
      );
      run.calls.push('resume-cart');
      break;
    }
    case 'connection-details':
      await ensureSession(run);
      await chooseNumber(run);
      break;
    case 'address-details':
      await addressLookup(client, { country: 'MX', postalCode: ADDRESS.postalCode });
      break;
    case 'manual-ekyc':
      // The sandbox offers every document type the upload form accepts.
      // The operator's configuration serves Mexico's documents (INE, passports); CNIC, NRIC and FIN
      // stay in the contract for other countries' gateways.
      expect((await ekycSpecifications(client)).documentTypes).toEqual([...MEXICO_DOCUMENT_TYPES]);
      break;
    case 'delivery': {
      const doorstep = (await deliveryMethods(client)).find((method) => method.type === 'DOORSTEP_DELIVERY');
      const [slot] = await deliverySlots(client, { slotId: doorstep?.slotId ?? '' });
      if (!slot) throw new Error('no delivery slot');
      run.delivery = { method: 'DOORSTEP_DELIVERY', address: ADDRESS, slotId: slot.slotId };
      break;
    }
    case 'order-summary': {
      // A service request's review sends nothing here: the template's services do (their tests).
      if (run.journey.id === 'plan-switch' || run.journey.id === 'sim-replacement') break;
      await ensureSession(run);
      await orderPreview(client, orderBasics(run));
      // The order summary creates the order (the app's checkout): the payment-method and payment
      // steps after it may be skipped (severalPaymentMethods), and then the summary takes the
      // payment itself: its NEXT carries the outcome.
      run.orderRef = (await createOrder(client, orderBody(run))).order_ref;
      run.calls.push('order');
      const paidHere = event.type === 'NEXT' ? event.facts?.paymentStatus : undefined;
      if (paidHere === 'success' || paidHere === 'failed') await payAsTheStepSaid(run, event);
      break;
    }
    case 'payment-method-selector':
      expect((await enabledPaymentMethods(client)).length).toBeGreaterThan(0);
      break;
    case 'payment':
      await payAsTheStepSaid(run, event);
      break;
  }
}

/** A card approved, or declined when the step leaves with a failed payment. */
async function payAsTheStepSaid(run: PathRun, event: ModelEvent) {
  const failed = event.type === 'NEXT' && event.facts?.paymentStatus === 'failed';
  await pay(run, failed ? 'decline' : 'approve');
  expect(run.paid).toBe(failed ? 'FAILED' : 'SUCCESS');
}

async function chooseNumber(run: PathRun) {
  const { client } = run;
  // Numbers are not a journey condition, so both kinds are exercised: port-in on odd paths.
  if (run.index % 2 === 1) {
    const number = `33${String(10_000_000 + run.index).slice(-8)}`;
    const otp = await portInEligibility(client, { number, donor: 'ATT', nip: '7788' });
    // The sandbox's operator asks no SMS code (the NIP is the proof); one that does, gets it.
    if (otp.codeSent !== false)
      await validatePortInOtp(client, { requestId: otp.requestId, otpCode: await mailboxCode(number) });
    run.portIn = { number, donor: 'ATT', requestId: otp.requestId };
    run.calls.push('port-in');
    return;
  }
  const free = (await numberCategories(client)).find((category) => category.category === 'FREE_NUMBER');
  const [number] = await searchNumbers(client, { category: 'FREE_NUMBER' });
  if (!free || !number) throw new Error('no free number');
  await lockNumber(client, { selectedNumber: number.number });
  run.number = number.number;
  run.items = [...(run.items ?? []), { itemType: 'NEW_NUMBER', sku: free.sku }];
  run.calls.push('number');
}

function orderBasics(run: PathRun) {
  return {
    orderType: 'SIM_ONLY' as const,
    channel: run.facts.channel,
    simType: run.facts.simType === 'psim' ? ('physical_sim' as const) : ('esim' as const),
    numberType: run.portIn ? ('PORT_IN' as const) : ('NEW' as const),
    items: run.items ?? [],
  };
}

function orderBody(run: PathRun) {
  return {
    ...orderBasics(run),
    productType: run.facts.productType,
    ...(run.number ? { selectedNumber: run.number } : {}),
    ...(run.portIn ? { portIn: run.portIn } : {}),
    ...(run.delivery ? { delivery: run.delivery } : {}),
    customer: {
      firstName: 'Ana',
      lastName: 'López',
      dob: '1990-05-17',
      contactNumber: '5512345678',
      email: run.email,
    },
    billingAddress: ADDRESS,
  };
}

/** Capture context, tokenisation on the provider's origin, payment_request, polling. */
async function pay(run: PathRun, card: keyof typeof CARDS) {
  const { client, orderRef } = run;
  if (!orderRef) throw new Error('no order to pay');
  const context = await captureContext(client, { targetOrigin: ORIGIN });
  const response = await fetch(`${PROVIDER_URL}/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      captureContext: context.captureContext,
      cardNumber: CARDS[card],
      securityCode: '123',
      expirationMonth: '12',
      expirationYear: '2030',
    }),
  });
  const token = (await response.json()) as { token: string; brand: string; last4: string };
  const transaction = await paymentRequest(client, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    transientToken: token.token,
    card: { brand: token.brand, last4: token.last4 },
  });
  for (let attempt = 0; attempt < API_POLLING_ATTEMPTS; attempt++) {
    const status = await transactionStatus(client, { transactionId: transaction.transactionId });
    if (status.status === 'SUCCESS' || status.status === 'FAILED') {
      run.paid = status.status;
      break;
    }
  }
  run.calls.push(`paid:${run.paid}`);
}

async function runPath(
  journey: JourneyDefinition,
  machine: ReturnType<typeof modelPaths>['machine'],
  steps: { event: ModelEvent }[],
  index: number,
) {
  sandbox.state.reset();
  const journeyActor = createActor(machine, { input: {} }).start();
  const run: PathRun = {
    index,
    journey,
    journeyActor,
    client: undefined as unknown as GatewayClient,
    token: undefined,
    email: `path-${journey.id}-${index}@example.mx`,
    facts: withDefaultFacts({}),
    calls: [],
  };
  run.client = newClient(run);
  for (const { event } of steps.slice(1)) {
    const step = journeyActor.getSnapshot().context.current as string | null;
    if (event.type === 'NEXT' || event.type === 'SWITCH')
      run.facts = withDefaultFacts({ ...run.facts, ...event.facts });
    if (step) await driveStep(run, step, event);
    journeyActor.send(event);
    expect(journeyActor.getSnapshot().value).toBe(event.expected);
  }
  const end = journeyActor.getSnapshot();
  expect(end.status).toBe('done');
  if (run.orderRef && run.token) {
    const order = await getOrder(run.client, { orderReference: run.orderRef });
    expect(order.payment_due?.amount ?? 0).toSatisfy((due: number) =>
      run.paid === 'SUCCESS' ? due === 0 : due > 0,
    );
  }
  expect(sandbox.context.violations).toEqual([]);
  journeyActor.stop();
  return run;
}

/** `npm run test:long` sets it: every complete model path instead of a covering selection. */
const ALL_PATHS = process.env.SENDA_LONG_TESTS === '1';

/**
 * What a path does that another may not: each move (event, facts, where it lands) and whether it
 * transfers a number (odd paths do, in `driveStep`).
 */
function pathTraits(
  steps: readonly { event: ModelEvent; state: { value: unknown } }[],
  index: number,
): string[] {
  const moves = steps.map(
    ({ event }, at) => `${at > 0 ? String(steps[at - 1]?.state.value) : 'start'} ${JSON.stringify(event)}`,
  );
  return [...moves, `port-in:${index % 2}`];
}

/**
 * The paths `npm test` runs: greedily, the path adding the most traits not yet covered, until
 * every trait of every complete path is covered. The assertions on the calls seen below hold for
 * this selection as for all paths; `npm run test:long` runs all of them.
 */
function coveringPaths<T extends { steps: unknown[] }>(complete: readonly T[]): [number, T][] {
  const indexed = complete.map((path, index) => ({
    index,
    path,
    traits: pathTraits(path.steps as { event: ModelEvent; state: { value: unknown } }[], index),
  }));
  if (ALL_PATHS) return indexed.map(({ index, path }) => [index, path]);
  const uncovered = new Set(indexed.flatMap(({ traits }) => traits));
  const chosen: [number, T][] = [];
  while (uncovered.size > 0) {
    let best = indexed[0];
    let bestGain = -1;
    for (const candidate of indexed) {
      const gain = candidate.traits.filter((trait) => uncovered.has(trait)).length;
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    if (!best || bestGain <= 0) break;
    for (const trait of best.traits) uncovered.delete(trait);
    chosen.push([best.index, best.path]);
  }
  return chosen.sort(([a], [b]) => a - b);
}

describe.each(journeyFileNames())('%s against the sandbox gateway', (fileName) => {
  const journey = loadRepoJourney(fileName);
  const { machine, complete } = modelPaths(journey);
  const selected = coveringPaths(complete);

  it('the sandbox serves this journey file as its journey settings', async () => {
    const served = await journeySettings(newClient({ token: undefined }), { journeyId: journey.id });
    expect(served).toEqual(readJourneyJson(fileName));
  });

  it(`runs ${selected.length} of ${complete.length} complete model paths (every move and fact covered) with the real gateway calls of each step`, async () => {
    const seen = new Set<string>();
    for (const [index, path] of selected) {
      const steps = path.steps as { event: ModelEvent }[];
      const described = steps.map(({ event }) => `${event.type}→${event.expected}`).join(' ');
      const run = await runPath(journey, machine, steps, index).catch((error: unknown) => {
        throw new Error(
          `path ${index} (${described}): ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      });
      for (const call of run.calls) seen.add(call);
    }
    if (journey.id === 'plan-switch') {
      // Its gateway calls (eligibility, submit) and the payment of the order the submit creates
      // belong to the service-request template (plan-switch.test.ts); here the paths choose a plan
      // from the catalogue and reach the review.
      expect([...seen].sort()).toEqual(['plan']);
    } else if (flowOfJourney(journey.id)?.journeyRuntime === false) {
      // A service flow's gateway calls (rescheduling's validate, v2 submit and fee; SIM
      // replacement's eligibility, identity check, submit and payment; card update's code and
      // card) belong to the service-request template and its collect child (each flow's own
      // tests): its journey's steps call nothing.
      expect([...seen]).toEqual([]);
    } else {
      // The paths between them exercise every kind of customer, number and outcome.
      expect([...seen].sort()).toEqual(
        expect.arrayContaining([
          // Skipping sign-up: a guest on the web; retail has no guests, so a customer logged in.
          journey.id === 'purchase' ? 'guest' : 'logged-in',
          'login',
          'signup',
          'verified',
          'number',
          'port-in',
          'order',
          'resume-cart',
          'paid:SUCCESS',
          'paid:FAILED',
          'routed:connection-details',
          'routed:pending-orders',
          'routed:manage-order',
          'routed:order-list',
          'routed:redirect',
        ]),
      );
    }
    // The payment-method step's condition (severalPaymentMethods) doubles the purchase paths.
  }, 600_000);
});
