import {
  allEndpoints,
  type Endpoint,
  fillPath,
  manualKycFormData,
  newIdempotencyKey,
  resolveUrl,
  STEP_UP_HEADER,
} from '@senda/core/gateway';
import { FLOW_ENDPOINTS } from '@senda/core/navigation';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import { MANAGE_ORDER_ACTION, RECAPTCHA_TEST_SITE_KEY, recaptchaTestToken } from '../src/domain/recaptcha.ts';
import type { ContractCases, Env } from './support/contract-kit.ts';
import { BILLING_ADDRESS, CUSTOMER } from './support/purchase-steps.ts';
import { DEVICE, GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The contract: every endpoint core knows (allEndpoints) is served by a sandbox handler, and a
 * successful call answers what the endpoint's own schema accepts. The calls go through the real
 * client, which parses every answer with that schema, and the sandbox records any answer of its
 * own that broke it.
 */
const kit = setupSandboxTest();
const { sandbox } = kit;

/** Each flow's cases, in its own file named by its manifest id (contract-cases/<id>.contract-cases.ts). */
const FLOW_CASE_FILES = import.meta.glob<ContractCases>('./contract-cases/*.contract-cases.ts', {
  eager: true,
  import: 'default',
});
const flowCaseFile = (flowId: string) => `./contract-cases/${flowId}.contract-cases.ts`;

const PNG = plausiblePng();

/** A new eSIM order waiting for payment, made through the domain. */
function pendingOrder(env: Env): string {
  const user = env.state.auth.user(env.userId);
  if (!user) throw new Error('no user');
  const [number] = env.state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
  if (!number) throw new Error('no number');
  env.state.numbers.lock(number.number, user.id);
  return env.state.orders.create(user, {
    simType: 'esim',
    numberType: 'NEW',
    selectedNumber: number.number,
    items: [
      { itemType: 'PLAN', sku: 'PLAN-SENDA-150' },
      { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
    ],
  }).orderRef;
}

/** A new eSIM order paid with an approved card through the domain: it has its line. */
function paidOrder(env: Env): string {
  const orderRef = pendingOrder(env);
  let payment = env.state.payments.request(env.userId, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    token: cardToken(env),
  });
  while (payment.status === 'PENDING') payment = env.state.payments.poll(payment.transactionId, env.userId);
  return orderRef;
}

function serviceRequest(env: Env): string {
  const line = env.state.lines.forOrder(paidOrder(env));
  if (!line) throw new Error('no line');
  return env.state.serviceRequests.create(line, { type: 'PLAN_SWITCH' }).requestId;
}

function cardToken(env: Env): string {
  const context = env.state.provider.createCaptureContext(env.userId, ORIGIN);
  return env.state.provider.tokenise({
    captureContext: context.id,
    cardNumber: '4242424242424242',
    securityCode: '123',
    expirationMonth: '12',
    expirationYear: '2030',
  }).token;
}

/** The step-up proof for an e-mail change, for the signed-in customer. */
function emailChangeProof(env: Env): string {
  const session = env.state.auth.authenticate(env.token);
  const user = env.state.auth.user(env.userId);
  if (!session || !user) throw new Error('no session');
  const start = env.state.stepUp.start(session, user, { action: 'EMAIL_CHANGE' }, 'es-MX', {});
  if (!start.required) return start.stepUpToken;
  const code = env.state.store.data.otpRequests[start.requestId]?.code ?? '';
  return env.state.stepUp.verify(env.userId, start.requestId, code).stepUpToken;
}

/** A step-up code mailed to a scenario customer (a link's session), with that customer's token. */
function stepUpCode(env: Env): { token: string; requestId: string } {
  const customer = env.state.scenarios.create('active-esim-line');
  const session = env.state.auth.authenticate(customer.accessToken);
  const user = session ? env.state.auth.user(session.userId) : undefined;
  if (!session || !user) throw new Error('no session');
  const start = env.state.stepUp.start(session, user, { action: 'EMAIL_CHANGE' }, 'es-MX', {});
  if (!start.required) throw new Error('a link session needs the code');
  return { token: customer.accessToken, requestId: start.requestId };
}

/** The shared calls' cases; a flow's own calls have theirs in its file (FLOW_CASE_FILES). */
const SHARED_CASES: ContractCases = {
  refreshToken: () => ({}),
  userDetails: () => ({
    input: {
      searchParams: {
        include_deleted_telco: false,
        include_ekyc: true,
        include_social: false,
        include_telco: true,
      },
    },
  }),
  analyticsPreferences: () => ({}),
  bannerInformation: (env) => {
    paidOrder(env);
    return { input: { searchParams: { limit: 10, offset: 0, langCode: 'es-MX' } } };
  },
  multiLineUsers: (env) => {
    paidOrder(env);
    return {};
  },
  curpLineEligibility: () => ({ input: { json: { curp: CUSTOMER.curp } } }),
  requestProfileEmailUpdate: (env) => ({
    input: {
      json: { email: 'nueva.direccion@example.mx' },
      headers: { [STEP_UP_HEADER]: emailChangeProof(env) },
    },
  }),
  confirmProfileEmailUpdate: (env) => {
    const proof = emailChangeProof(env);
    const otp = env.state.auth.requestEmailChange(
      env.userId,
      'otra.direccion@example.mx',
      'es-MX',
      {},
      proof,
    );
    return {
      input: { json: { requestId: otp.id, otpCode: otp.code }, headers: { [STEP_UP_HEADER]: proof } },
    };
  },
  startStepUp: () => ({ input: { json: { action: 'EMAIL_CHANGE' } } }),
  // A link's session: the step-up mails a code (a fresh log-in would need none).
  resendStepUpCode: (env) => {
    const { token, requestId } = stepUpCode(env);
    return { token, input: { json: { requestId } } };
  },
  validateStepUpCode: (env) => {
    const { token, requestId } = stepUpCode(env);
    const otpCode = env.state.store.data.otpRequests[requestId]?.code ?? '';
    return { token, input: { json: { requestId, otpCode } } };
  },
  updateAnalyticsPreferences: () => ({ input: { json: { enabled: false } } }),
  submitConsent: (env) => ({
    input: {
      json: {
        version: 2,
        userFlow: 'SIGNUP',
        documentName: 'terminos-y-condiciones-v3',
        consentGivenAt: 1_767_225_600_000,
        consentType: 'TERMS_OF_USE',
        customerId: env.userId,
        email: env.email,
        appVersion: 'WEB',
      },
    },
  }),
  signIn: (env) => ({ input: { json: { identifier: env.email, channel: 'web', 'external-auth-id': 'x' } } }),
  signInResend: (env) => ({
    input: { json: { requestId: env.state.auth.signIn(env.email, 'web', 'es-MX', {}).id } },
  }),
  signUp: () => ({ input: { json: { email: 'nuevo@example.mx', channel: 'web', 'external-auth-id': 'x' } } }),
  validateOtp: (env) => {
    const otp = env.state.auth.signIn(env.email, 'web', 'es-MX', {});
    return {
      input: { params: { flow: 'signin' }, json: { device: DEVICE, otpCode: otp.code, requestId: otp.id } },
    };
  },
  logout: () => ({}),
  guestSignup: () => ({}),
  vendorLogin: (env) => ({
    input: {
      json: {
        vendor: 'meli',
        vendorToken: env.state.auth.marketplaceHandoff('comprador@example.mx').vendorToken,
      },
    },
  }),
  guestOttGenerate: (env) => ({
    token: env.state.auth.guestSignup({}).accessToken,
    input: { json: { email: 'invitado@example.mx' } },
  }),
  guestOttValidate: (env) => {
    const guest = env.state.auth.guestSignup({});
    const session = env.state.auth.authenticate(guest.accessToken);
    if (!session) throw new Error('no guest session');
    const otp = env.state.auth.guestOttGenerate(session, 'invitado@example.mx', 'es-MX', {});
    return { token: guest.accessToken, input: { json: { requestId: otp.id, otpCode: otp.code } } };
  },
  globalConfig: () => ({}),
  webfrontSettings: () => ({}),
  maintenanceStatus: () => ({}),
  appLocale: () => ({ input: { searchParams: { langCode: 'es-MX', component: 'WEB' } } }),
  consentSettings: () => ({}),
  customerProfileParameters: () => ({}),
  nationalities: () => ({}),
  promotionConfig: () => ({}),
  journeySettings: () => ({ input: { params: { journeyId: 'purchase' } } }),
  eligibleProductVariants: () => ({
    input: {
      searchParams: {
        channel: 'web',
        customerJourney: 'onboarding',
        customerType: 'new',
        evaluationType: 'PRODUCT',
        includeBenefits: true,
        productCategory: 'esim',
      },
    },
  }),
  numberCategories: () => ({}),
  searchNumbers: () => ({ input: { searchParams: { category: 'PREMIUM_NUMBER', limit: 6 } } }),
  lockNumber: (env) => ({
    input: {
      params: { selectedNumber: env.state.numbers.search({ category: 'FREE_NUMBER' })[0]?.number ?? '' },
    },
  }),
  numberAvailability: (env) => ({
    input: {
      params: { selectedNumber: env.state.numbers.search({ category: 'FREE_NUMBER' })[0]?.number ?? '' },
    },
  }),
  goldenNumberCategories: () => ({}),
  numberOfLinesSpecification: () => ({}),
  esimDevices: () => ({ input: { searchParams: { brand: 'Apple' } } }),
  esimBrands: () => ({}),
  portInConfig: () => ({}),
  donorTelcos: () => ({}),
  validatePortInNumber: () => ({ input: { json: { number: '5587654321', donor: 'TELCEL' } } }),
  portInEligibility: () => ({ input: { json: { number: '5587654321', donor: 'MOVISTAR', nip: '1234' } } }),
  validatePortInOtp: (env) => {
    const otp = env.state.portIn.requestEligibility('5587654321', 'BAIT', '1234', env.userId, 'es-MX', {});
    return { input: { json: { requestId: otp.id, otpCode: otp.code } } };
  },
  latestPortInRequest: (env) => {
    const customer = env.state.scenarios.create('pending-port-in');
    return { token: customer.accessToken, input: { params: { orderReference: customer.orderRef } } };
  },
  deliveryMethods: () => ({}),
  deliverySlots: () => ({ input: { params: { slotId: 'MX-DOMICILIO' } } }),
  selfPickupAddresses: () => ({ input: { searchParams: { zipcode: '64000' } } }),
  addressLookup: () => ({ input: { params: { country: 'MX' }, searchParams: { postalCode: '11560' } } }),
  networkCoverage: () => ({ input: { searchParams: { postalCode: '06700' } } }),
  esimDeliverySpecification: () => ({}),
  orderPreview: () => ({
    input: {
      json: {
        orderType: 'SIM_ONLY',
        channel: 'web',
        simType: 'physical_sim',
        numberType: 'NEW',
        deliveryMethod: 'DOORSTEP_DELIVERY',
        items: [
          { itemType: 'PLAN', sku: 'PLAN-SENDA-300' },
          { itemType: 'BUNDLE', sku: 'BUNDLE-VIAJERO' },
          { itemType: 'NEW_NUMBER', sku: 'NUMBER-PREMIUM' },
        ],
        promoCodes: [{ promo_code: 'SENDA50' }, { promo_code: 'BUENFIN2023' }],
      },
    },
  }),
  userOrders: (env) => {
    pendingOrder(env);
    return {};
  },
  createOrder: (env) => {
    const [number] = env.state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
    env.state.numbers.lock(number?.number ?? '', env.userId);
    return {
      input: {
        json: {
          orderType: 'SIM_ONLY',
          channel: 'web',
          productType: 'prepaid',
          simType: 'physical_sim',
          numberType: 'NEW',
          items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-100' }],
          promoCodes: [],
          selectedNumber: number?.number,
          customer: { ...CUSTOMER, email: env.email },
          billingAddress: BILLING_ADDRESS,
          delivery: { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-POLANCO' },
        },
      },
    };
  },
  getOrder: (env) => ({ input: { params: { orderReference: pendingOrder(env) } } }),
  manageOrderList: (env) => {
    pendingOrder(env);
    return {
      input: { json: { re_captcha_token: recaptchaTestToken(RECAPTCHA_TEST_SITE_KEY, MANAGE_ORDER_ACTION) } },
    };
  },
  cancelOrder: (env) => ({ input: { params: { orderRef: pendingOrder(env) } } }),
  esimDetails: (env) => ({ input: { params: { orderRef: paidOrder(env) } } }),
  simInstallationDetails: (env) => ({ input: { params: { orderId: paidOrder(env) } } }),
  updateSimInstallationDetails: (env) => ({
    input: {
      params: { orderId: paidOrder(env) },
      json: { installationStatus: 'INSTALLED', method: 'QR_CODE' },
    },
  }),
  activateSim: (env) => {
    const customer = env.state.scenarios.create('physical-sim-awaiting-activation');
    return {
      token: customer.accessToken,
      input: { params: { orderRef: customer.orderRef }, json: { iccid: customer.iccid } },
    };
  },
  cfdiCatalogues: () => ({ input: { searchParams: { langCode: 'es-MX' } } }),
  // The issued CFDI's printed form (the XML is the same call; cfdi-documents.test.ts reads both).
  invoiceDocument: (env) => {
    const orderRef = paidOrder(env);
    env.state.invoices.request(orderRef, env.userId, {
      rfc: 'GODE561231GR8',
      name: 'EDUARDO GODÍNEZ',
      taxRegime: '612',
      cfdiUse: 'G03',
      postalCode: '06700',
    });
    return { input: { params: { orderRef, format: 'pdf' } } };
  },
  requestInvoice: (env) => ({
    input: {
      params: { orderRef: paidOrder(env) },
      json: {
        rfc: 'GODE561231GR8',
        name: 'EDUARDO GODÍNEZ',
        taxRegime: '612',
        cfdiUse: 'G03',
        postalCode: '06700',
      },
    },
  }),
  cartsByEmail: (env) => {
    env.state.orders.preview(
      { items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-200' }] },
      env.state.auth.user(env.userId),
    );
    return { input: { searchParams: { email: env.email, status: 'PENDING' } } };
  },
  enabledPaymentMethods: () => ({}),
  captureContext: () => ({ input: { json: { targetOrigin: ORIGIN } } }),
  paymentRequest: (env) => ({
    input: {
      json: {
        orderRef: pendingOrder(env),
        paymentMethod: 'CARD',
        idempotencyKey: newIdempotencyKey(),
        transientToken: cardToken(env),
      },
    },
  }),
  paymentRequestStatus: (env) => {
    const idempotencyKey = newIdempotencyKey();
    env.state.payments.request(env.userId, {
      orderRef: pendingOrder(env),
      paymentMethod: 'CARD',
      idempotencyKey,
      token: cardToken(env),
    });
    return { input: { params: { idempotencyKey } } };
  },
  closePaymentRequest: (env) => ({
    input: { params: { idempotencyKey: newIdempotencyKey() }, json: { orderRef: pendingOrder(env) } },
  }),
  transactionStatus: (env) => {
    const payment = env.state.payments.request(env.userId, {
      orderRef: pendingOrder(env),
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      token: cardToken(env),
    });
    return { input: { params: { transactionId: payment.transactionId } } };
  },
  customerPaymentMethods: (env) => {
    env.state.savedCards.addFromToken(env.userId, cardToken(env), false);
    return { input: { params: { customerId: env.userId } } };
  },
  saveCustomerPaymentMethod: (env) => ({
    input: {
      params: { customerId: env.userId },
      json: { transientToken: cardToken(env), makeDefault: true },
    },
  }),
  deleteCustomerPaymentMethod: (env) => {
    const card = env.state.savedCards.addFromToken(env.userId, cardToken(env), false);
    return { input: { params: { customerId: env.userId, paymentMethodId: card.paymentMethodId } } };
  },
  validateAndAddInstrument: (env) => ({
    input: {
      params: { customerId: env.userId },
      json: { transientToken: cardToken(env), makeDefault: false },
    },
  }),
  authenticatePaymentMethod: (env) => {
    const card = env.state.savedCards.addFromToken(env.userId, cardToken(env), false);
    return { input: { params: { paymentMethodId: card.paymentMethodId } } };
  },
  paylinkDetails: (env) => ({
    input: { params: { paylinkId: env.state.paylinks.create(pendingOrder(env)).paylinkId } },
  }),
  // Opened by someone who is not the order's customer: the link is their key to paying it.
  openPaylink: (env) => {
    const customer = env.state.scenarios.create('paylink-pending');
    return { input: { params: { paylinkId: customer.paylinkId ?? '' } } };
  },
  ekycSpecifications: () => ({}),
  manualKycSubmit: () => ({
    input: { body: manualKycFormData({ kind: 'selfie', image: new Blob([PNG], { type: 'image/png' }) }) },
  }),
  ekycContextSpecifications: () => ({ input: { searchParams: { context: 'SIM_REPLACEMENT' } } }),
  listServiceRequests: (env) => {
    serviceRequest(env);
    return {};
  },
  getServiceRequestStatus: (env) => ({ input: { params: { requestId: serviceRequest(env) } } }),
};

const CASES: ContractCases = Object.assign(
  { ...SHARED_CASES },
  // Every flow that adds calls, a read with no pages of its own (the line's usage) as well.
  ...Object.keys(FLOW_ENDPOINTS).map((id) => FLOW_CASE_FILES[flowCaseFile(id)] ?? {}),
);

let env: Env;
beforeEach(async () => {
  const customer = await kit.signedUpCustomer('contrato@example.mx');
  env = {
    state: sandbox.state,
    email: customer.email,
    userId: customer.userId,
    token: customer.session.token ?? '',
  };
});

describe('contract with core (allEndpoints)', () => {
  it.each(
    Object.entries(FLOW_ENDPOINTS).filter(([, endpoints]) => endpoints.length > 0),
  )('%s: the calls its manifest adds have their cases in its own file', (id, endpoints) => {
    const own = FLOW_CASE_FILES[flowCaseFile(id)] ?? {};
    expect(endpoints.map((endpoint) => endpoint.name).filter((name) => !(name in own))).toEqual([]);
  });

  it('has a case here for every endpoint, so a new endpoint cannot slip by', () => {
    expect(allEndpoints.length).toBeGreaterThanOrEqual(74);
    expect(allEndpoints.map((endpoint) => endpoint.name).filter((name) => !(name in CASES))).toEqual([]);
  });

  it.each(
    allEndpoints.map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s has a handler on its method and path', async (_name, endpoint: Endpoint) => {
    const placeholder = Object.fromEntries(
      [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] ?? '', 'x']),
    );
    const url = resolveUrl(GATEWAY_URL, fillPath(endpoint.path, placeholder));
    const response = await getResponse(sandbox.handlers, new Request(url, { method: endpoint.method }));
    expect(response, `${endpoint.method} ${endpoint.path}`).toBeDefined();
  });

  it.each(
    allEndpoints.map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s answers what its schema accepts', async (name, endpoint: Endpoint) => {
    const setup = CASES[name];
    if (!setup) throw new Error(`no case for ${name}`);
    const scenario = await setup(env);
    const { client } = kit.newClient(scenario.token ?? env.token);
    await expect(client.call(endpoint, scenario.input ?? {})).resolves.toBeDefined();
    expect(sandbox.context.violations).toEqual([]);
  });
});
