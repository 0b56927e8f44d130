import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The sandbox gateway (packages/sandbox over MSW in Node, an unexpected call failing) for core's
 * tests that run a machine or a service against it. The sandbox package depends on core, so it is
 * loaded by name at run time, not imported: importing it would bring its own declarations (its
 * wings' mail kinds, its records) into core's program. What the tests read of it is written here,
 * once, as the part of its interface they use.
 */
export interface SandboxCustomer {
  email: string;
  accessToken: string;
  orderRef: string;
  iccid: string;
  accountNumber: string;
  unpaidOrderRef?: string;
  paylinkId?: string;
  rescheduleCode?: string;
}

export interface SandboxFault {
  kind: string;
  route?: string;
  times?: number;
  [field: string]: unknown;
}

export interface SandboxServer {
  listen(): void;
  close(): void;
  faults: { add(fault: SandboxFault): unknown; clear(): void };
  /** What the gateway's contract checks found in the calls it was sent. */
  context: { violations: unknown[] };
  state: {
    reset(): void;
    advanceClock(ms: number): void;
    auth: {
      signIn(email: string, channel: string, lang: string, requester: object): { id: string; code: string };
      signUp(email: string, channel: string, lang: string, requester: object): { id: string; code: string };
      validate(flow: 'signin' | 'signup', id: string, code: string): { accessToken: string };
      authenticate(token: string | null): { userId: string } | undefined;
    };
    scenarios: { create(name: string, options?: { email?: string }): SandboxCustomer };
    orders: { markPaid(orderRef: string, transactionId: string): unknown };
    stepUp: { grant(userId: string, action: string): string };
    serviceRequests: { onLine(accountNumber: string, type: string): { requestId: string; status: string }[] };
    store: { data: { paylinks: Record<string, { payers: string[] }> } };
  };
}

const SANDBOX_NODE_ENTRY = '@senda/sandbox/node';
const SANDBOX_ENTRY = '@senda/sandbox';

/**
 * A sandbox server listening for the whole test file (its clock `now` when given), closed after it.
 * Each file resets its state where its own cleanup runs.
 */
export async function listeningSandbox(options: { now?: () => number } = {}): Promise<SandboxServer> {
  const { createSandboxServer } = (await import(/* @vite-ignore */ SANDBOX_NODE_ENTRY)) as {
    createSandboxServer: (options?: { clock?: { now: () => number } }) => SandboxServer;
  };
  const sandbox = createSandboxServer(options.now ? { clock: { now: options.now } } : undefined);
  beforeAll(() => sandbox.listen());
  afterAll(() => sandbox.close());
  return sandbox;
}

/**
 * A sandbox for a file whose tests run machines against it, on a clock of the file's own that
 * starts at `start` (moved by `clock.now += ms`). Each test runs under fake timers (`timers`);
 * after each, the file's `cleanup` (stop the actor it ran), then the sandbox's state and faults
 * cleared and the clock back at `start`, so no test sees another's customers, faults or time.
 */
export async function sandboxOnAClock(
  start: number,
  options: { cleanup?: () => void; timers?: Parameters<typeof vi.useFakeTimers>[0] } = {},
): Promise<{ sandbox: SandboxServer; clock: { now: number } }> {
  const clock = { now: start };
  const sandbox = await listeningSandbox({ now: () => clock.now });
  beforeEach(() => {
    vi.useFakeTimers(options.timers);
  });
  afterEach(() => {
    options.cleanup?.();
    vi.useRealTimers();
    sandbox.state.reset();
    sandbox.faults.clear();
    clock.now = start;
  });
  return { sandbox, clock };
}

/** The sandbox's scenario names, every ready-made customer it can make. */
export async function sandboxScenarioNames(): Promise<readonly string[]> {
  const { SCENARIO_NAMES } = (await import(/* @vite-ignore */ SANDBOX_ENTRY)) as {
    SCENARIO_NAMES: readonly string[];
  };
  return SCENARIO_NAMES;
}

/** An access token for `email`, signed in with the code the sandbox sent (web channel). */
export function signedInToken(sandbox: SandboxServer, email: string, lang = 'es-MX'): string {
  const otp = sandbox.state.auth.signIn(email, 'web', lang, {});
  return sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken;
}
