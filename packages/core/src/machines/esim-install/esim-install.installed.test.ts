import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { LINE, paidOrderAnswer } from '../../gateway/test-support/line-fixture.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { detectInstallDevice } from './esim-install.device.ts';
import type { EsimInstallMachine } from './esim-install.machine.ts';
import { provideEsimInstallMachine } from './esim-install.services.ts';
import { esimInstalledSentence, esimInstallView } from './esim-install.view.ts';

/**
 * What the installed page says is what is true of the line then: installing an eSIM
 * requests a transfer that waited for it, so "your line is on your phone" would be untrue while
 * the number is still with the donor.
 */
const { client, answer } = setupGatewayTest();

const ORDER = LINE.orderRef;
const SWITCH_AT = '2026-11-25T17:30:00.000Z';
const line = (patch: Record<string, unknown> = {}): Line =>
  v.parse(LineSchema, {
    ...LINE,
    msisdn: '2222956076',
    status: 'Active',
    sim: { ...LINE.sim, installationStatus: 'INSTALLED' },
    ...patch,
  });
const transfer = (status: string, extra: Record<string, unknown> = {}) => ({
  portIn: { requestId: 'PI-1', status, temporaryNumber: '5610000012', ...extra },
});

describe('the installed eSIM page’s sentence', () => {
  it('a line that works says so', () => {
    expect(esimInstalledSentence(line())).toMatchObject({
      bodyId: 'esim_install.installed.body',
      detailId: null,
    });
    expect(esimInstalledSentence(line(transfer('DONE'))).bodyId).toBe('esim_install.installed.body');
  });

  it('a transfer just requested: the number switches at its time; the temporary number works now', () => {
    expect(esimInstalledSentence(line(transfer('PROCESSING', { switchAt: SWITCH_AT })))).toEqual({
      bodyId: 'esim_install.installed.transfer_body',
      detailId: 'esim_install.installed.temporary_number',
      msisdn: expect.stringMatching(/^\d{2,3} \d{3,4} \d{4}$/),
      temporaryNumber: '56 1000 0012',
      switchAt: SWITCH_AT,
    });
  });

  it('a transfer whose time is not known yet says within 24 hours, and never "your line is on your phone"', () => {
    for (const status of ['WAITING', 'PROCESSING', 'DONOR_SWITCH_SCHEDULED']) {
      const sentence = esimInstalledSentence(line(transfer(status)));
      expect(sentence, status).toMatchObject({
        bodyId: 'esim_install.installed.transfer_body_soon',
        switchAt: null,
      });
    }
    const withoutTemporary = line({ portIn: { requestId: 'PI-1', status: 'PROCESSING' } });
    expect(esimInstalledSentence(withoutTemporary).detailId).toBeNull();
  });

  it('a failed transfer says the number stayed with the donor', () => {
    expect(esimInstalledSentence(line(transfer('PORT_IN_FAILED'))).bodyId).toBe(
      'esim_install.installed.transfer_failed_body',
    );
  });

  it('a line that cannot be used says so, with the line state’s own reason', () => {
    expect(esimInstalledSentence(line({ status: 'Grace' }))).toMatchObject({
      bodyId: 'esim_install.installed.body_not_working',
      detailId: 'line.status.grace.meaning',
    });
  });

  it('a line that could not be read claims nothing about it', () => {
    expect(esimInstalledSentence(null).bodyId).toBe('esim_install.installed.body_unread');
  });
});

describe('installed, the page reads the line again', () => {
  let actor: Actor<EsimInstallMachine> | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    actor?.stop();
    vi.useRealTimers();
  });

  it('and says when the transferred number switches, as the gateway now answers it', async () => {
    const esimPath = `order-service/v1/orders/${ORDER}/esim-details`;
    answer('GET', esimPath, {
      result: {
        orderRef: ORDER,
        iccid: LINE.sim.iccid,
        smdpAddress: 'rsp.sandbox.senda.mx',
        matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
        activationCode: 'LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D',
        installationStatus: 'INSTALLED',
      },
    });
    answer(
      'GET',
      `order-service/v2/orders/${ORDER}`,
      paidOrderAnswer(ORDER, {
        ...LINE,
        status: 'Active',
        sim: { ...LINE.sim, installationStatus: 'INSTALLED' },
        ...transfer('PROCESSING', { switchAt: SWITCH_AT }),
      }),
    );
    actor = createActor(provideEsimInstallMachine({ gateway: client, queryClient: createQueryClient() }), {
      input: {
        orderRef: ORDER,
        device: detectInstallDevice('Mozilla/5.0 (X11; Linux x86_64)'),
        esimCompatible: false,
      },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(esimInstallView(actor.getSnapshot())).toMatchObject({
      phase: 'installed',
      installed: { bodyId: 'esim_install.installed.transfer_body', switchAt: SWITCH_AT },
    });
  });
});
