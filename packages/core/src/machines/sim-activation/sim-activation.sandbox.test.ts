import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import { sandboxOnAClock, signedInToken } from '../../gateway/test-support/sandbox-server.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import type { SimActivationMachine } from './sim-activation.machine.ts';
import { provideSimActivationMachine } from './sim-activation.services.ts';
import { simActivationView } from './sim-activation.view.ts';

/**
 * SIM activation against the sandbox gateway (packages/sandbox over MSW): the order is read as the
 * gateway answers it for the signed-in customer, so another customer's reference is not found.
 *
 */

const now = Date.UTC(2025, 0, 15, 16, 0, 0);
let actor: Actor<SimActivationMachine> | undefined;
const { sandbox } = await sandboxOnAClock(now, {
  cleanup: () => {
    actor?.stop();
    actor = undefined;
  },
});

function logIn(email: string): GatewayClient {
  return sandboxGatewayClient(signedInToken(sandbox, email));
}

async function open(gateway: GatewayClient, orderRef: string) {
  const running = createActor(provideSimActivationMachine({ gateway, queryClient: createQueryClient() }), {
    input: { orderRef },
  }).start();
  actor = running;
  await vi.advanceTimersByTimeAsync(10_000);
  return simActivationView(running.getSnapshot());
}

describe('SIM activation against the sandbox', () => {
  it('opens the ICCID form for the customer’s own delivered SIM', async () => {
    const own = sandbox.state.scenarios.create('physical-sim-awaiting-activation');
    expect(await open(logIn(own.email), own.orderRef)).toMatchObject({ phase: 'entering', showForm: true });
  });

  it('another customer’s order reference is not found: no ICCID form', async () => {
    const owner = sandbox.state.scenarios.create('physical-sim-awaiting-activation');
    const stranger = sandbox.state.scenarios.create('active-esim-line');
    expect(await open(logIn(stranger.email), owner.orderRef)).toMatchObject({
      phase: 'not-found',
      showForm: false,
    });
  });

  it('a transferred number: activating requests its transfer, and the page says when it switches (24 h on)', async () => {
    const own = sandbox.state.scenarios.create('port-in-awaiting-sim');
    const gateway = logIn(own.email);
    expect(await open(gateway, own.orderRef)).toMatchObject({ phase: 'entering' });
    actor?.send({ type: 'ICCID_CHANGED', value: own.iccid });
    actor?.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(10_000);
    const view = simActivationView((actor as Actor<SimActivationMachine>).getSnapshot());
    expect(view).toMatchObject({
      phase: 'activated',
      activated: {
        bodyId: 'sim_activation.activated.transfer_body',
        switchAt: new Date(now + 24 * 60 * 60 * 1000).toISOString(),
      },
    });
  });

  it('a new number: the activated page says the line works', async () => {
    const own = sandbox.state.scenarios.create('physical-sim-awaiting-activation');
    await open(logIn(own.email), own.orderRef);
    actor?.send({ type: 'ICCID_CHANGED', value: own.iccid });
    actor?.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(simActivationView((actor as Actor<SimActivationMachine>).getSnapshot())).toMatchObject({
      phase: 'activated',
      activated: { bodyId: 'sim_activation.activated.body', switchAt: null },
    });
  });
});
