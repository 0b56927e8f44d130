import { submitSimReplacement } from '@senda/core/flows/sim-replacement';
import {
  activateSim,
  type GatewayClient,
  getOrder,
  newIdempotencyKey,
  PostalAddressSchema,
} from '@senda/core/gateway';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import { DELIVERED_AFTER_MS } from '../src/flows/sim-replacement/sim-replacement.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock, payByCard } = kit;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => clock.set(START));

const ADDRESS = v.parse(PostalAddressSchema, {
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Orizaba',
  addressLine1: 'Orizaba 101',
});
const PNG = plausiblePng();

/** The eligible line's customer asks for a new physical SIM at the door, for `reason`. */
async function requestPhysicalSim(reason: 'LOST_OR_STOLEN' | 'DAMAGED') {
  const made = sandbox.state.scenarios.create('sim-replacement-eligible');
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  const check = sandbox.state.kyc.submit({
    userId,
    files: [{ field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: PNG.length, head: PNG }],
  });
  const { client } = kit.newClient(made.accessToken);
  // Approved by the account's address first: the code mailed to it, typed in.
  const proof = await kit.stepUpProof({ client, accountNumber: made.accountNumber }, 'SIM_REPLACEMENT');
  const submitted = await submitSimReplacement(
    client,
    {
      accountNumber: made.accountNumber,
      reason,
      simType: 'physical_sim',
      kycIds: [check.id],
      delivery: { method: 'DOORSTEP_DELIVERY', slotId: 'MX-DOMICILIO-2025-01-17-AM', address: ADDRESS },
      idempotencyKey: newIdempotencyKey(),
    },
    proof,
  );
  const read = () => getOrder(client, { orderReference: made.orderRef });
  return { userId, client, submitted, read, made };
}

async function pay(client: GatewayClient, userId: string, orderRef: string): Promise<void> {
  expect((await payByCard(client, userId, orderRef)).status).toBe('SUCCESS');
}

describe('SIM replacement as the line and its order tell it (sandbox over the gateway calls)', () => {
  it('a lost or stolen SIM reads blocked from the request on, until the new SIM takes over', async () => {
    const { userId, client, submitted, read } = await requestPhysicalSim('LOST_OR_STOLEN');
    expect(submitted.oldSimBlocked).toBe(true);
    expect((await read()).line?.sim.blocked).toBe(true);
    await pay(client, userId, submitted.payment?.orderRef ?? '');
    // Paid, the new SIM is on its way: the old one stays blocked (it does not work again).
    const paid = await read();
    expect(paid.line?.sim).toMatchObject({ blocked: true, activationStatus: 'AWAITING_ACTIVATION' });
    // Activated, the new SIM takes over the line.
    await activateSim(client, { orderRef: paid.order_ref, iccid: paid.line?.sim.iccid ?? '' });
    expect((await read()).line?.sim.blocked).toBe(false);
  });

  // The owner of a swapped number hears of it at the account's address.
  it('once the replacement takes over the line, the account’s address is told what, when and how to report it', async () => {
    const { userId, client, submitted, made } = await requestPhysicalSim('DAMAGED');
    const mails = async () => {
      const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(made.email)}`);
      return ((await response.json()) as { messages: { kind: string; subject: string; body: string }[] })
        .messages;
    };
    expect((await mails()).filter((mail) => mail.kind === 'account_notice')).toEqual([]);
    await pay(client, userId, submitted.payment?.orderRef ?? '');
    const notices = (await mails()).filter((mail) => mail.kind === 'account_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Senda: reemplazamos la SIM de tu línea');
    expect(notices[0]?.body).toContain(`Tu número ${made.msisdn} pasó a una SIM física nueva el`);
    expect(notices[0]?.body).toContain('(hora de la Ciudad de México)');
    expect(notices[0]?.body).toContain('llama a atención a clientes de Senda al *611');
  });

  it('a damaged SIM is not blocked', async () => {
    const { read } = await requestPhysicalSim('DAMAGED');
    expect((await read()).line?.sim.blocked).toBe(false);
  });

  it("a paid physical SIM is on its way at the line's order until it is delivered, a day later", async () => {
    const { userId, client, submitted, read } = await requestPhysicalSim('DAMAGED');
    await pay(client, userId, submitted.payment?.orderRef ?? '');
    const onItsWay = await read();
    expect(onItsWay.line?.sim.activationStatus).toBe('AWAITING_ACTIVATION');
    expect(onItsWay.delivery).toMatchObject({
      method: 'DOORSTEP_DELIVERY',
      slotId: 'MX-DOMICILIO-2025-01-17-AM',
      status: 'ON_ITS_WAY',
    });
    clock.set(START + DELIVERED_AFTER_MS);
    expect((await read()).delivery?.status).toBe('DELIVERED');
  });
});
