import {
  activateSim,
  autoRenewalSpecifications,
  bannerInformation,
  curpLineEligibility,
  esimDetails,
  getOrder,
  type Line,
  latestPortInRequest,
  multiLineUsers,
  signIn,
  userDetails,
  validateOtp,
} from '@senda/core/gateway';
import { SERVICE_FLOWS } from '@senda/core/navigation';
import { checkCurp, MAX_LINES_PER_CURP } from '@senda/core/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCENARIO_NAMES, type ScenarioCustomer } from '../src/domain/scenarios.ts';
import { CUSTOMER } from './support/purchase-steps.ts';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox } = kit;
beforeEach(() => kit.clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

/** POST /mocks/scenarios as a test or the dev panel sends it (MSW answers in-process). */
async function createScenario(body: unknown) {
  const response = await fetch(`${ORIGIN}/mocks/scenarios`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ScenarioCustomer };
}

/** What each scenario's line, and the page it opens, must be. */
const EXPECTED: Record<
  (typeof SCENARIO_NAMES)[number],
  { page: string; line: Record<string, unknown>; lines?: number }
> = {
  'active-esim-line': {
    page: '/manage/esim-install-oneclick',
    line: {
      status: 'Active',
      autoRenewal: true,
      sim: expect.objectContaining({ type: 'esim', installationStatus: 'NOT_INSTALLED' }),
    },
  },
  'physical-sim-awaiting-activation': {
    page: '/manage/sim-activation',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'doorstep-sim-on-its-way': {
    page: '/manage/order',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'pending-port-in': {
    page: '/manage/service-request-status',
    line: { status: 'Active', portIn: expect.objectContaining({ status: 'PROCESSING' }) },
  },
  // The transfer waits until the SIM is activated: the number still works on the donor's SIM.
  'port-in-awaiting-sim': {
    page: '/manage/order',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
      portIn: { requestId: expect.any(String), status: 'WAITING' },
    },
  },
  'failed-port-in': {
    page: '/manage/service-request-status',
    // The number stayed with the donor: the line has no service and renews nothing.
    line: {
      status: 'Inactive',
      autoRenewal: false,
      portIn: expect.objectContaining({ status: 'PORT_IN_FAILED' }),
    },
  },
  'expired-nip-port-in': {
    page: '/manage/cancel-portin',
    line: {
      status: 'Inactive',
      autoRenewal: false,
      portIn: expect.objectContaining({ status: 'PORT_IN_FAILED' }),
    },
  },
  'ported-out-line': {
    page: '/manage/reverse-portout',
    // Another operator took the number: no service until a reverse port-out brings it back.
    line: { status: 'Inactive', portedOut: expect.objectContaining({ recipient: 'ATT' }) },
  },
  'plan-switch-pending': {
    page: '/manage/past-service-requests',
    line: { status: 'Active', plan: expect.objectContaining({ sku: 'PLAN-SENDA-200' }) },
  },
  'grace-line': {
    page: '/manage/order',
    line: { status: 'Grace', autoRenewal: false, graceEndsAt: expect.any(String) },
  },
  'grace-line-saved-card': {
    page: '/manage/order',
    line: { status: 'Grace', autoRenewal: false, graceEndsAt: expect.any(String) },
  },
  // A renewal by hand or by itself leaves a paid order in the line's history; an OXXO
  // voucher out and unpaid is the line's pending payment.
  'renewed-by-card': {
    page: '/manage/order',
    line: {
      status: 'Active',
      orderHistory: [expect.anything(), expect.anything()],
    },
  },
  'renewal-pending-oxxo': {
    page: '/manage/order',
    line: {
      status: 'Grace',
      pendingPayment: expect.objectContaining({
        method: 'OXXO',
        reference: expect.stringMatching(/^9300\d{10}$/),
      }),
      orderHistory: [expect.anything()],
    },
  },
  'auto-renewed': {
    page: '/manage/order',
    line: {
      status: 'Active',
      autoRenewal: true,
      orderHistory: [expect.anything(), expect.anything()],
    },
  },
  'auto-renewal-on': {
    page: '/manage/auto-renewal-details',
    line: { status: 'Active', autoRenewal: true, renewalCard: expect.objectContaining({ last4: '4242' }) },
  },
  'renewal-declined': {
    page: '/manage/auto-renewal-details',
    line: { status: 'Grace', autoRenewal: true, renewalCard: expect.objectContaining({ last4: '4242' }) },
  },
  'auto-renewal-off': {
    page: '/manage/auto-renewal-details',
    line: { status: 'Active', autoRenewal: false, renewalCard: expect.objectContaining({ last4: '4242' }) },
  },
  'saved-card': {
    page: '/manage/order',
    line: { status: 'Active', plan: expect.objectContaining({ sku: 'PLAN-SENDA-200' }) },
  },
  'failed-delivery': {
    page: '/manage/order',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'failed-delivery-courier': {
    page: '/manage/order',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'sim-replacement-eligible': {
    page: '/manage/sim-replacement-order-request',
    line: {
      status: 'Active',
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'ACTIVATED' }),
    },
  },
  'sim-replacement-blocked': {
    page: '/manage/sim-replacement-order-request',
    line: { status: 'Active', sim: expect.objectContaining({ type: 'physical_sim' }) },
  },
  'line-usage-85': { page: '/manage/order', line: { status: 'Active', autoRenewal: true } },
  'line-usage-out-of-data': { page: '/manage/order', line: { status: 'Active', autoRenewal: true } },
  'number-locked': { page: '/manage/order', line: { status: 'Active', autoRenewal: true } },
  'termination-eligible': {
    page: '/manage/termination-request',
    line: { status: 'Active', autoRenewal: true, rewards: [] },
  },
  'termination-not-eligible': {
    page: '/manage/termination-request',
    line: { status: 'Active', plan: expect.objectContaining({ sku: 'PLAN-SENDA-200' }) },
  },
  'termination-before-activation': {
    page: '/manage/termination-request',
    line: {
      status: 'Inactive',
      activationDate: null,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'termination-before-activation-oxxo': {
    page: '/manage/termination-request',
    line: {
      status: 'Inactive',
      activationDate: null,
      autoRenewal: false,
      sim: expect.objectContaining({ type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' }),
    },
  },
  'number-change-eligible': {
    page: '/manage/change-number',
    line: { status: 'Active', autoRenewal: true },
  },
  'number-change-not-eligible': {
    page: '/manage/change-number',
    line: { status: 'Active', autoRenewal: true },
  },
  'number-recovery-eligible': {
    page: '/manage/recovery-number',
    line: { status: 'Active', autoRenewal: true },
  },
  'lapsed-line': {
    page: '/manage/recovery-number',
    line: { status: 'Inactive', autoRenewal: false, numberHeldUntil: expect.any(String) },
  },
  'top-up-active': {
    page: '/manage/order',
    line: { status: 'Active', plan: expect.objectContaining({ sku: 'PLAN-SENDA-200' }) },
  },
  'paylink-pending': {
    page: '/manage/order',
    line: { status: 'Active', sim: expect.objectContaining({ type: 'esim' }) },
  },
  'paylink-expired': {
    page: '/manage/order',
    line: { status: 'Active', sim: expect.objectContaining({ type: 'esim' }) },
  },
  'curp-line-limit': {
    page: '/manage/order',
    line: {
      status: 'Active',
      sim: expect.objectContaining({ type: 'esim' }),
      registry: {
        status: 'REGISTERED',
        folio: expect.stringMatching(/^PTM-\d{4}-\d{8}$/),
        registeredAt: expect.any(String),
      },
    },
  },
  'unregistered-line': {
    page: '/manage/line-registry',
    line: { status: 'Suspend', registry: { status: 'UNREGISTERED', attemptsLeft: 3 } },
  },
  'expired-card': {
    page: '/profile/saved-payment-methods',
    line: {
      status: 'Active',
      autoRenewal: true,
      renewalCard: expect.objectContaining({ last4: '4242' }),
    },
  },
};

describe('POST /mocks/scenarios', () => {
  it('lists the scenarios it knows', async () => {
    const response = await fetch(`${ORIGIN}/mocks/scenarios`);
    const body = (await response.json()) as { scenarios: { name: string; description: string }[] };
    expect(body.scenarios.map((scenario) => scenario.name)).toEqual(SCENARIO_NAMES);
    // Each flow's own scenarios file adds its customers; the base ones come first.
    expect(SCENARIO_NAMES.slice(0, 2)).toEqual(['active-esim-line', 'physical-sim-awaiting-activation']);
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining(['termination-eligible', 'expired-card', 'grace-line']),
    );
  });

  it('knows every scenario a flow manifest starts its walk from', () => {
    const named = SERVICE_FLOWS.flatMap((flow) => flow.scenarios);
    expect(named.filter((name) => !SCENARIO_NAMES.includes(name))).toEqual([]);
  });

  it.each(
    SCENARIO_NAMES,
  )('%s: one call makes a signed-in customer with the line the page needs', async (name) => {
    // Every scenario, a flow's file's too, says here what its line and page are.
    const expected = EXPECTED[name];
    if (!expected) throw new Error(`${name}: no EXPECTED row`);
    const { status, body } = await createScenario({ scenario: name });
    expect(status).toBe(201);
    expect(body).toMatchObject({ scenario: name, email: `${name}-1@example.mx` });
    expect(body.msisdn).toMatch(/^\d{10}$/);

    // The token works for every call, as the customer's own.
    const { client } = kit.newClient(body.accessToken);
    expect((await userDetails(client)).email).toBe(body.email);
    const order = await getOrder(client, { orderReference: body.orderRef });
    expect(order.line).toMatchObject({
      ...expected.line,
      accountNumber: body.accountNumber,
      msisdn: body.msisdn,
      orderRef: body.orderRef,
    });
    expect(await multiLineUsers(client)).toHaveLength(expected.lines ?? 1);

    // The link opens the scenario's page, signed in (the spec's auth_token).
    const open = new URL(body.links.open, ORIGIN);
    expect(open.pathname).toBe(expected.page);
    expect(open.searchParams.get('orderRef')).toBe(body.orderRef);
    expect(open.searchParams.get('auth_token')).toBe(body.accessToken);
    expect(body.links.manageOrder).toBe(
      `/manage/order?orderRef=${body.orderRef}&auth_token=${encodeURIComponent(body.accessToken)}`,
    );
    expect(sandbox.context.violations).toEqual([]);
  });

  it('the scenario customer is a real account: they log in by one-time code with their e-mail', async () => {
    const { body } = await createScenario({ scenario: 'grace-line', email: 'Lucia.Demo@Example.mx' });
    expect(body.email).toBe('lucia.demo@example.mx');
    const { client, session } = kit.newClient();
    const otp = await signIn(client, { email: body.email, channel: 'web', externalAuthId: 'senda-web' });
    const { accessToken } = await validateOtp(client, {
      flow: 'signin',
      device: DEVICE,
      otpCode: await kit.mailboxCode(body.email),
      requestId: otp.requestId,
    });
    session.setAccessToken(accessToken);
    expect((await getOrder(client, { orderReference: body.orderRef })).line?.status).toBe('Grace');
    const banners = await bannerInformation(client, { langCode: 'es-MX' });
    expect(banners.banners[0]).toMatchObject({
      kind: 'LINE_GRACE',
      accountNumber: body.accountNumber,
      linkUrl: `/manage/order?orderRef=${body.orderRef}`,
    });
    expect(banners.banners[0]?.title).toContain('no se renovó');
    const english = await bannerInformation(client, { langCode: 'en-US' });
    expect(english.banners[0]?.title).toContain('was not renewed');
    expect(english.total).toBe(banners.total);
    // The grace notice and the add-on offer: the home's and the line page's two banners.
    expect(banners.banners.map((banner) => banner.kind)).toEqual(['LINE_GRACE', 'OFFER']);
  });

  it('physical-sim-awaiting-activation answers the ICCID that activates the line', async () => {
    const { body } = await createScenario({ scenario: 'physical-sim-awaiting-activation' });
    const { client } = kit.newClient(body.accessToken);
    const line: Line = await activateSim(client, { orderRef: body.orderRef, iccid: body.iccid });
    expect(line.status).toBe('Active');
    expect((await getOrder(client, { orderReference: body.orderRef })).state).toBe('TSU');
  });

  it('active-esim-line carries the eSIM profile to install; failed-port-in its reason', async () => {
    const esim = (await createScenario({ scenario: 'active-esim-line' })).body;
    const details = await esimDetails(kit.newClient(esim.accessToken).client, { orderRef: esim.orderRef });
    expect(details.activationCode).toMatch(/^LPA:1\$rsp\.sandbox\.senda\.mx\$[A-Z0-9-]{23}$/);

    const failed = (await createScenario({ scenario: 'failed-port-in' })).body;
    const request = await latestPortInRequest(kit.newClient(failed.accessToken).client, {
      orderReference: failed.orderRef,
    });
    expect(request).toMatchObject({ status: 'PORT_IN_FAILED', reason: 'NUMBER_NOT_PORTABLE' });
    // Requested when the eSIM was installed (it waited for it until then), refused an hour later.
    expect(request.history.map((step) => step.status)).toEqual(['WAITING', 'PROCESSING', 'PORT_IN_FAILED']);
  });

  it('saved-card keeps the paying card on file and leaves a second order to pay with it', async () => {
    const { body } = await createScenario({ scenario: 'saved-card' });
    const user = sandbox.state.auth.user(sandbox.state.orders.find(body.orderRef)?.userId ?? '');
    if (!user) throw new Error('no owner for the scenario order');
    expect(sandbox.state.savedCards.list(user.id)).toEqual([
      expect.objectContaining({ last4: '4242', isDefault: true }),
    ]);
    const unpaid = body.unpaidOrderRef ? sandbox.state.orders.find(body.unpaidOrderRef) : undefined;
    expect(unpaid).toMatchObject({ state: 'PAY', userId: user.id });
    expect(unpaid?.items.map((item) => item.sku)).toContain('PLAN-SENDA-100');
    // Without the recipe's saveCard, no card is kept.
    const other = (await createScenario({ scenario: 'active-esim-line' })).body;
    const otherUser = sandbox.state.orders.find(other.orderRef)?.userId ?? '';
    expect(sandbox.state.savedCards.list(otherUser)).toEqual([]);
    expect(other.unpaidOrderRef).toBeUndefined();
  });

  it('renewal-declined: the automatic renewal on the saved card was declined and is still to be retried', async () => {
    const { body } = await createScenario({ scenario: 'renewal-declined' });
    const { client } = kit.newClient(body.accessToken);
    const spec = await autoRenewalSpecifications(client, { accountNumber: body.accountNumber });
    expect(spec).toMatchObject({
      enabled: true,
      card: expect.objectContaining({ last4: '4242' }),
      failedRenewal: expect.objectContaining({ reason: 'CARD_DECLINED' }),
    });
    expect(spec.failedRenewal?.nextAttemptAt).toEqual(expect.any(String));
  });

  it('curp-line-limit registers 10 lines to one CURP: the registry says no, and an 11th order is refused', async () => {
    const { body } = await createScenario({ scenario: 'curp-line-limit' });
    const curp = body.curp ?? '';
    expect(checkCurp(curp)).toMatchObject({ valid: true, parts: { birthDate: '1992-03-14' } });
    expect(sandbox.state.lines.registeredTo(curp)).toHaveLength(MAX_LINES_PER_CURP);
    const { client } = kit.newClient(body.accessToken);
    // One line on her account (it may hold more); the other nine bought from other accounts.
    expect(await multiLineUsers(client)).toHaveLength(1);
    expect(await curpLineEligibility(client, { curp })).toEqual({ eligible: false, maxLines: 10 });
    // Another scenario's CURP is its own: one line each, room for more.
    const other = (await createScenario({ scenario: 'curp-line-limit' })).body.curp ?? '';
    expect(other).not.toBe(curp);
    expect(await curpLineEligibility(client, { curp: CUSTOMER.curp })).toEqual({
      eligible: true,
      maxLines: 10,
    });

    const user = sandbox.state.auth.user(sandbox.state.orders.find(body.orderRef)?.userId ?? '');
    if (!user) throw new Error('no owner for the scenario order');
    const [number] = sandbox.state.numbers.search({ category: 'FREE_NUMBER', limit: 1 });
    if (!number) throw new Error('no number');
    sandbox.state.numbers.lock(number.number, user.id);
    const eleventh = () =>
      sandbox.state.orders.create(user, {
        simType: 'esim',
        numberType: 'NEW',
        selectedNumber: number.number,
        items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-150' }],
        customer: { ...CUSTOMER, dob: '1992-03-14', curp: curp.toLowerCase() },
      });
    expect(eleventh).toThrow(
      expect.objectContaining({
        spec: expect.objectContaining({ status: 422, errorId: 422701, errorCode: 'CURP_LINE_LIMIT' }),
      }),
    );
    // Nothing was made: the number is still free for someone else's order.
    expect(sandbox.state.orders.listFor(user.id)).toHaveLength(1);

    // A line that ends (Inactive: the number back with the operator) leaves the registry.
    for (const line of sandbox.state.lines.registeredTo(curp))
      sandbox.state.lines.setAutoRenewal(line, false);
    kit.clock.set(Date.UTC(2025, 0, 15, 16, 0, 0) + 200 * 24 * 60 * 60 * 1000);
    expect(sandbox.state.lines.hasRoomForLine(curp)).toBe(true);
  });

  it('refuses an unknown scenario, naming the ones it knows', async () => {
    for (const body of [{ scenario: 'vip-customer' }, {}, { scenario: 'grace-line', extra: true }]) {
      const answer = await createScenario(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'UNKNOWN_SCENARIO', scenarios: SCENARIO_NAMES });
    }
    expect(sandbox.state.toJSON().users).toEqual({});
  });

  it('points its links at the storefront origin when one is configured', () => {
    const customer = sandbox.state.scenarios.create('active-esim-line', {
      storefrontOrigin: 'http://localhost:4173/',
    });
    expect(customer.links.open).toMatch(/^http:\/\/localhost:4173\/manage\/esim-install-oneclick\?orderRef=/);
  });
});
