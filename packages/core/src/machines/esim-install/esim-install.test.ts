import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { LINE, paidOrderAnswer } from '../../gateway/test-support/line-fixture.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { customerQueryKeys } from '../../queries/query-definition.ts';
import { detectInstallDevice } from './esim-install.device.ts';
import type { EsimInstallMachine } from './esim-install.machine.ts';
import { provideEsimInstallMachine } from './esim-install.services.ts';
import { esimInstallView } from './esim-install.view.ts';

const { client, answer } = setupGatewayTest();

const ORDER = 'SND-250115-00004';
const ESIM_PATH = `order-service/v1/orders/${ORDER}/esim-details`;
const INSTALL_PATH = `order-service/v1/orders/${ORDER}/sim-installation-details`;
const LPA = 'LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D';
const ESIM = {
  orderRef: ORDER,
  iccid: '8952140000061234568',
  smdpAddress: 'rsp.sandbox.senda.mx',
  matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
  activationCode: LPA,
  installationStatus: 'NOT_INSTALLED',
};
const installation = (status: 'INSTALLED' | 'NOT_INSTALLED') => ({
  result: {
    orderId: ORDER,
    simType: 'esim',
    installationStatus: status,
    installedAt: status === 'INSTALLED' ? '2025-01-15T16:01:00.000Z' : null,
  },
});
const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let actor: Actor<EsimInstallMachine> | undefined;
let queryClient = createQueryClient();

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  // Installed, the line is read again (esim-install.installed.test.ts says what the page makes of it).
  answer('GET', `order-service/v2/orders/${ORDER}`, paidOrderAnswer(ORDER, { ...LINE, status: 'Active' }));
});
afterEach(() => {
  actor?.stop();
  vi.useRealTimers();
});

/** Lets the answers in flight arrive (MSW resolves on the event loop, not on timers). */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function start(userAgent: string, esimCompatible = false) {
  actor = createActor(provideEsimInstallMachine({ gateway: client, queryClient }), {
    input: { orderRef: ORDER, device: detectInstallDevice(userAgent), esimCompatible },
  }).start();
  await settle();
  return actor;
}

const view = () => esimInstallView((actor as Actor<EsimInstallMachine>).getSnapshot());

describe('eSIM installation', () => {
  it('offers Apple’s one-tap link on an iPhone with iOS 17.4, with the activation code as carddata', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    await start(IPHONE_17_4);
    expect(view()).toMatchObject({
      phase: 'install',
      via: 'one-click',
      oneClickUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(LPA)}`,
      helpOrder: ['ios', 'android'],
      status: 'waiting',
    });
  });

  it('on Android installs on the phone itself (the code copied into Settings), Android help first', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    await start(ANDROID, true);
    expect(view()).toMatchObject({
      phase: 'install',
      via: 'on-phone',
      oneClickUrl: null,
      codes: {
        activationCode: LPA,
        smdpAddress: 'rsp.sandbox.senda.mx',
        matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
      },
      helpOrder: ['android', 'ios'],
      esimConfirmed: true,
    });
  });

  it('shows the parts read from the activation code itself, so they are what its QR code carries', async () => {
    answer('GET', ESIM_PATH, { result: { ...ESIM, smdpAddress: 'other.example.mx', matchingId: 'STALE' } });
    await start(ANDROID, true);
    expect(view().codes).toEqual({
      activationCode: LPA,
      smdpAddress: 'rsp.sandbox.senda.mx',
      matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
    });
  });

  it('follows the installation status every second until the phone has it', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    const reads = answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    await start(ANDROID);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * 2);
    expect(reads).toHaveLength(2);
    answer('GET', INSTALL_PATH, installation('INSTALLED'));
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view().phase).toBe('installed');
    expect(actor?.getSnapshot().output).toEqual({ outcome: 'installed' });
  });

  it(`stops after ${API_POLLING_ATTEMPTS} reads (§9) and reads again when asked`, async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    const reads = answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    await start(ANDROID);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * (API_POLLING_ATTEMPTS + 5));
    expect(reads).toHaveLength(API_POLLING_ATTEMPTS);
    expect(view()).toMatchObject({ phase: 'install', status: 'resting', can: { checkAgain: true } });

    actor?.send({ type: 'CHECK_AGAIN' });
    await settle();
    expect(reads).toHaveLength(API_POLLING_ATTEMPTS + 1);
    expect(view().status).toBe('waiting');
  });

  it('opening the one-tap link part-way through the window starts a fresh window of 30 reads', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    const reads = answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    await start(IPHONE_17_4);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * 10);
    expect(reads).toHaveLength(10);
    actor?.send({ type: 'INSTALL_STARTED' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * (API_POLLING_ATTEMPTS + 5));
    expect(reads).toHaveLength(10 + API_POLLING_ATTEMPTS);
    expect(view()).toMatchObject({ phase: 'install', status: 'resting' });
  });

  it('a lost status read counts as one attempt and polling goes on', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    // A refusal the client does not retry by itself (a 5xx it would retry first).
    const lost = answer('GET', INSTALL_PATH, { failure: { errorCode: 'BAD_REQUEST' } }, 400);
    await start(ANDROID);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(lost).toHaveLength(1);
    expect(actor?.getSnapshot().context.pollAttempts).toBe(1);
    expect(view()).toMatchObject({ phase: 'install', status: 'waiting' });
    answer('GET', INSTALL_PATH, installation('INSTALLED'));
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view().phase).toBe('installed');
  });

  it('reports the install with how it was done: one tap on the iPhone', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    const reports = answer('POST', INSTALL_PATH, installation('INSTALLED'));
    await start(IPHONE_17_4);
    actor?.send({ type: 'INSTALL_STARTED' });
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(reports.map((call) => call.json)).toEqual([
      { installationStatus: 'INSTALLED', method: 'ONE_CLICK' },
    ]);
    expect(view().phase).toBe('installed');
  });

  it('an install reported makes the line’s page and order read again (its install action goes)', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    answer('POST', INSTALL_PATH, installation('INSTALLED'));
    const lineHome = [...customerQueryKeys.line(ORDER), 'home'];
    const otherLine = [...customerQueryKeys.line('SND-250115-00009'), 'home'];
    queryClient.setQueryData(lineHome, { kind: 'line' });
    queryClient.setQueryData(customerQueryKeys.order(ORDER), { orderRef: ORDER });
    queryClient.setQueryData(otherLine, { kind: 'line' });
    await start(ANDROID);
    expect(queryClient.getQueryState(lineHome)?.isInvalidated).toBe(false);
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(view().phase).toBe('installed');
    expect(queryClient.getQueryState(lineHome)?.isInvalidated).toBe(true);
    // The order is read again at once: the installed page says what the line's state is now.
    expect(queryClient.getQueryData(customerQueryKeys.order(ORDER))).toHaveProperty('line.orderRef', ORDER);
    expect(queryClient.getQueryState(otherLine)?.isInvalidated).toBe(false);
  });

  it('reports QR_CODE by default elsewhere, MANUAL on Android and once a code was copied', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    const reports = answer('POST', INSTALL_PATH, installation('INSTALLED'));
    await start(DESKTOP);
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(reports.at(-1)?.json).toEqual({ installationStatus: 'INSTALLED', method: 'QR_CODE' });

    await start(ANDROID);
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(reports.at(-1)?.json).toEqual({ installationStatus: 'INSTALLED', method: 'MANUAL' });

    await start(ANDROID);
    actor?.send({ type: 'CODE_COPIED' });
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(reports.at(-1)?.json).toEqual({ installationStatus: 'INSTALLED', method: 'MANUAL' });
  });

  it('a failed report keeps the codes on screen with a message, and can be sent again', async () => {
    answer('GET', ESIM_PATH, { result: ESIM });
    answer('GET', INSTALL_PATH, installation('NOT_INSTALLED'));
    answer('POST', INSTALL_PATH, { failure: { errorCode: 'NOT_RECORDED' } }, 422);
    await start(ANDROID);
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(view()).toMatchObject({
      phase: 'install',
      status: 'report-failed',
      failureMessageId: 'esim_install.report_failed',
      codes: { activationCode: LPA },
    });
    answer('POST', INSTALL_PATH, installation('INSTALLED'));
    actor?.send({ type: 'CONFIRM_INSTALLED' });
    await settle();
    expect(view().phase).toBe('installed');
  });

  it('an eSIM installed already shows as installed, without polling', async () => {
    answer('GET', ESIM_PATH, { result: { ...ESIM, installationStatus: 'INSTALLED' } });
    await start(ANDROID);
    expect(view().phase).toBe('installed');
  });

  it('an order without an eSIM (404: a physical SIM, or another customer’s) is unavailable', async () => {
    answer('GET', ESIM_PATH, { failure: { errorCode: 'NOT_FOUND' } }, 404);
    await start(ANDROID);
    expect(view().phase).toBe('unavailable');
    expect(actor?.getSnapshot().output).toEqual({ outcome: 'unavailable' });
  });

  it('a failed load can be retried', async () => {
    answer('GET', ESIM_PATH, { failure: { errorCode: 'UNAVAILABLE' } }, 500);
    await start(ANDROID);
    // A GET is retried by the client (QUERY_RETRY_LIMIT) before the machine hears of the failure.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(view()).toMatchObject({ phase: 'load-failed', can: { retry: true } });
    answer('GET', ESIM_PATH, { result: ESIM });
    actor?.send({ type: 'RETRY' });
    await settle();
    expect(view().phase).toBe('install');
  });
});
