import { fileURLToPath } from 'node:url';
import {
  createGatewayClient,
  type GatewayClient,
  type GatewaySession,
  isGatewayError,
  multiLineUsers,
  newIdempotencyKey,
  paymentRequest,
  type StepUpAction,
  signUp,
  startStepUp,
  transactionStatus,
  validateOtp,
  validateStepUpCode,
} from '@senda/core/gateway';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createManualClock, createSeededRandom } from '../../src/domain/clock.ts';
import type { ScenarioName, ScenarioOptions } from '../../src/domain/scenarios.ts';
import { journeysFromDirectory } from '../../src/journeys/journeys-from-directory.ts';
import { createSandboxServer } from '../../src/node.ts';
import type { SandboxOptions } from '../../src/sandbox.ts';

/** The storefront's origin in tests; the gateway base is `/gateway/` on it, as in the app. */
export const ORIGIN = 'http://storefront.test';
export const GATEWAY_URL = `${ORIGIN}/gateway`;
export const PROVIDER_URL = 'http://pay.provider.test/mocks/payment-provider';
export const FIXTURE_JOURNEYS = fileURLToPath(new URL('../fixtures/journeys/', import.meta.url));
/** A person's tax details the SAT catalogues accept (RFC, régimen 612 with uso G03), for a CFDI. */
export const TAX_DETAILS = {
  rfc: 'GODE561231GR8',
  name: 'EDUARDO GODÍNEZ',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06700',
};
export const DEVICE = { app_type: 'WEB', device_id: '1737000000000R4242424', device_type: 'desktop' };

export interface MemorySession extends GatewaySession {
  token: string | undefined;
  ended: string[];
  /** Sent as Accept-Language, as the app sends the language it speaks; none by default. */
  language: string | undefined;
}

export function memorySession(token?: string): MemorySession {
  const session: MemorySession = {
    token,
    ended: [],
    language: undefined,
    getAccessToken: () => session.token,
    setAccessToken: (next) => {
      session.token = next;
    },
    getDeviceId: () => DEVICE.device_id,
    getVisitorId: () => undefined,
    getLanguage: () => session.language,
    logoutTarget: () => '/web/login?reset=true',
    endSession: (target) => {
      session.ended.push(target);
      session.token = undefined;
    },
  };
  return session;
}

/**
 * One sandbox per test file, on MSW's setupServer with onUnhandledRequest 'error', a manual clock
 * and a seeded random source. The state and faults are wiped after every test.
 */
export function setupSandboxTest(options: SandboxOptions = {}) {
  const clock = createManualClock();
  const sleeps: number[] = [];
  const sandbox = createSandboxServer({
    clock,
    random: createSeededRandom(7),
    journeys: journeysFromDirectory(FIXTURE_JOURNEYS),
    // Latency faults advance the manual clock instead of waiting.
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
    ...options,
  });
  beforeAll(() => sandbox.listen());
  afterEach(() => {
    sandbox.state.reset();
    sandbox.faults.clear();
    sandbox.context.violations.length = 0;
    sleeps.length = 0;
  });
  afterAll(() => sandbox.close());

  function newClient(token?: string): { client: GatewayClient; session: MemorySession } {
    const session = memorySession(token);
    let n = 0;
    const client = createGatewayClient({
      baseUrl: GATEWAY_URL,
      session,
      createRequestId: () => `req-${++n}`,
      now: () => clock.now(),
    });
    return { client, session };
  }

  /** The newest code in the sandbox mailbox for an address, read over HTTP as the panel does. */
  async function mailboxCode(address: string): Promise<string> {
    const response = await fetch(`${ORIGIN}/mocks/mailbox/latest?email=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`no mail for ${address}`);
    const mail = (await response.json()) as { code?: string };
    if (!mail.code) throw new Error(`mail for ${address} has no code`);
    return mail.code;
  }

  /** Sign-up and OTP validation through the real client: a logged-in customer. */
  async function signedUpCustomer(email = 'ana.lopez@example.mx') {
    const { client, session } = newClient();
    const otp = await signUp(client, { email, channel: 'web', externalAuthId: 'senda-web' });
    const code = await mailboxCode(email);
    const { accessToken } = await validateOtp(client, {
      flow: 'signup',
      device: DEVICE,
      otpCode: code,
      requestId: otp.requestId,
    });
    session.setAccessToken(accessToken);
    const userId = sandbox.state.auth.authenticate(accessToken)?.userId ?? '';
    return { client, session, userId, email };
  }

  /** A customer of a scenario (§ scenarios.ts), signed in with a client of its own. */
  function scenarioCustomer(name: ScenarioName, options: ScenarioOptions = {}) {
    const made = sandbox.state.scenarios.create(name, options);
    const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
    // The session too: a test sets the language its calls speak (Accept-Language).
    const { client, session } = newClient(made.accessToken);
    return { ...made, userId, client, session };
  }

  /** A scenario's customer with the sandbox's record of their (first) line, to read and move its state. */
  function scenarioLine(name: ScenarioName, options: ScenarioOptions = {}) {
    const customer = scenarioCustomer(name, options);
    const line = sandbox.state.lines.listFor(customer.userId)[0];
    if (!line) throw new Error(`scenario ${name} has no line`);
    return { ...customer, line };
  }

  /**
   * The step-up proof for an account-changing action as the app gets it: asked for and,
   * when a code is needed (a link's session, a log-in more than minutes old), the code the sandbox
   * mailed to the account's current address typed in.
   */
  async function stepUpProof(
    who: { client: GatewayClient; accountNumber?: string | undefined },
    action: StepUpAction,
  ): Promise<string> {
    const { accountNumber } = who;
    const start = await startStepUp(who.client, { action, ...(accountNumber ? { accountNumber } : {}) });
    if (!start.required) return start.stepUpToken;
    // The answer masks the address; the open code's record says which mailbox to read.
    const address = sandbox.state.store.data.otpRequests[start.requestId]?.target ?? '';
    const otpCode = await mailboxCode(address);
    return (await validateStepUpCode(who.client, { requestId: start.requestId, otpCode })).stepUpToken;
  }

  /** Pays an order with the approving test card through payment_request, followed to its outcome. */
  async function payByCard(client: GatewayClient, userId: string, orderRef: string) {
    const context = sandbox.state.provider.createCaptureContext(userId, ORIGIN);
    const { token } = sandbox.state.provider.tokenise({
      captureContext: context.id,
      cardNumber: '4242424242424242',
      securityCode: '123',
      expirationMonth: '12',
      expirationYear: '2030',
    });
    let transaction = await paymentRequest(client, {
      orderRef,
      paymentMethod: 'CARD',
      idempotencyKey: newIdempotencyKey(),
      transientToken: token,
    });
    while (transaction.status === 'PENDING') {
      transaction = await transactionStatus(client, { transactionId: transaction.transactionId });
    }
    return transaction;
  }

  return {
    sandbox,
    clock,
    sleeps,
    newClient,
    mailboxCode,
    signedUpCustomer,
    scenarioCustomer,
    scenarioLine,
    stepUpProof,
    payByCard,
  };
}

/** The line as the app reads it (its status, auto-renewal, card and rewards). */
export async function lineOf(line: { client: GatewayClient; accountNumber: string }) {
  const lines = await multiLineUsers(line.client);
  const found = lines.find((candidate) => candidate.accountNumber === line.accountNumber);
  if (!found) throw new Error(`line ${line.accountNumber} not read`);
  return found;
}

/** The gateway error a call ends in (it fails the test when the call succeeds or fails otherwise). */
export async function gatewayFailure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorId: error.errorId, errorCode: error.errorCode };
}
