import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupGatewayTest, TEST_BASE_URL } from '../gateway/test-support/gateway-test-kit.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { setupStores } from '../stores/test-stores.ts';
import { addressStepAsksDelivery } from './address-details.step.ts';
import {
  ESIM_DELIVERY_UNKNOWN_MESSAGE,
  learnEsimDelivery,
  readEsimDeliveryAhead,
} from './esim-delivery.step.ts';

const { client, server } = setupGatewayTest();
const SPECIFICATION_PATH = `${TEST_BASE_URL}/logistics-service/v1/esim-delivery-specification`;

function answering(deliveryNeeded: boolean, onCall: () => void = () => {}) {
  server.use(
    http.get(SPECIFICATION_PATH, () => {
      onCall();
      return HttpResponse.json({
        result: [
          { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: !deliveryNeeded },
          { orderType: 'ESIM-NEW', deliveryNeeded },
        ],
      });
    }),
  );
}

function esimPurchase() {
  const { stores } = setupStores();
  stores.store.set(stores.onboarding.setSimType, 'esim');
  return { stores, gateway: client, queryClient: createQueryClient() };
}

describe('the eSIM delivery specification decides the delivery step', () => {
  it('an eSIM whose ESIM-NEW entry ships something gets the address and delivery steps', async () => {
    const services = esimPurchase();
    expect(addressStepAsksDelivery(services.stores)).toBe(false);
    answering(true);
    await expect(learnEsimDelivery(services)).resolves.toEqual({ ok: true });
    expect(services.stores.store.get(services.stores.onboarding.state).isEsimDeliveryNeeded).toBe(true);
    expect(addressStepAsksDelivery(services.stores)).toBe(true);
  });

  it('an eSIM that ships nothing has no delivery step, even after one that did', async () => {
    const services = esimPurchase();
    answering(true);
    await learnEsimDelivery(services);
    answering(false);
    await learnEsimDelivery({ ...services, queryClient: createQueryClient() });
    expect(addressStepAsksDelivery(services.stores)).toBe(false);
  });

  it('a physical SIM reads nothing (it always ships)', async () => {
    const { stores } = setupStores();
    stores.store.set(stores.onboarding.setSimType, 'physical_sim');
    let calls = 0;
    answering(false, () => {
      calls += 1;
    });
    await expect(
      learnEsimDelivery({ stores, gateway: client, queryClient: createQueryClient() }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(0);
    expect(addressStepAsksDelivery(stores)).toBe(true);
  });

  it('a failed or malformed read stops the step with a message and changes nothing', async () => {
    const services = esimPurchase();
    server.use(
      http.get(SPECIFICATION_PATH, () => HttpResponse.json({ result: [{ orderType: 'ESIM-NEW' }] })),
    );
    await expect(learnEsimDelivery(services)).resolves.toEqual({
      ok: false,
      messageId: ESIM_DELIVERY_UNKNOWN_MESSAGE,
    });
    server.use(
      http.get(SPECIFICATION_PATH, () =>
        HttpResponse.json(
          { failure: { errorId: 404, errorCode: 'NOT_FOUND', message: 'none' } },
          { status: 404 },
        ),
      ),
    );
    await expect(learnEsimDelivery({ ...services, queryClient: createQueryClient() })).resolves.toMatchObject(
      {
        ok: false,
      },
    );
    expect(services.stores.store.get(services.stores.onboarding.state).esimDeliverySpecifications).toEqual(
      [],
    );
  });

  it('read ahead while an eSIM is chosen, the plan press asks the gateway nothing more; a physical SIM reads nothing ahead', async () => {
    const services = esimPurchase();
    let calls = 0;
    answering(true, () => {
      calls += 1;
    });
    readEsimDeliveryAhead(services);
    await expect(learnEsimDelivery(services)).resolves.toEqual({ ok: true });
    expect(calls).toBe(1);
    expect(addressStepAsksDelivery(services.stores)).toBe(true);

    const physical = { ...esimPurchase(), queryClient: createQueryClient() };
    physical.stores.store.set(physical.stores.onboarding.setSimType, 'physical_sim');
    readEsimDeliveryAhead(physical);
    expect(calls).toBe(1);
  });

  it('a read ahead that failed is asked again when the plan is pressed', async () => {
    const services = esimPurchase();
    let calls = 0;
    server.use(
      http.get(SPECIFICATION_PATH, () => {
        calls += 1;
        return HttpResponse.json({ result: [{ orderType: 'ESIM-NEW' }] });
      }),
    );
    readEsimDeliveryAhead(services);
    await services.queryClient
      .getQueryCache()
      .find({ queryKey: ['esimDeliverySpecification'] })
      ?.promise?.catch(() => undefined);
    expect(calls).toBe(1);
    answering(false, () => {
      calls += 1;
    });
    await expect(learnEsimDelivery(services)).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});
