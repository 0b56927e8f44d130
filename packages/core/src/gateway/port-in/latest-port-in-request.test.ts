import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { latestPortInRequest } from './latest-port-in-request.ts';

const { client, answer } = setupGatewayTest();

const REQUEST = {
  requestId: 'pin_0042abcdef',
  orderReference: 'SND-250115-00004',
  number: '5583170042',
  donor: 'TELCEL',
  status: 'DONOR_SWITCH_SCHEDULED',
  scheduledSwitchAt: '2025-01-16T16:00:00.000Z',
  createdAt: '2025-01-15T16:00:00.000Z',
  updatedAt: '2025-01-15T17:00:00.000Z',
  history: [
    { status: 'PROCESSING', at: '2025-01-15T16:00:00.000Z' },
    { status: 'DONOR_SWITCH_SCHEDULED', at: '2025-01-15T17:00:00.000Z' },
  ],
};

describe('latestPortInRequest', () => {
  it('GETs the order’s latest transfer by orderReference with credentials', async () => {
    const calls = answer('GET', 'portin-service/v1/orders/:orderReference/requests/latest', {
      result: REQUEST,
    });
    // An answer without earlier transfers has none (the history lists every attempt).
    await expect(latestPortInRequest(client, { orderReference: 'SND-250115-00004' })).resolves.toEqual({
      ...REQUEST,
      earlier: [],
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toBe('/gateway/portin-service/v1/orders/SND-250115-00004/requests/latest');
  });

  it('rejects a status outside §4', async () => {
    answer('GET', 'portin-service/v1/orders/:orderReference/requests/latest', {
      result: { ...REQUEST, status: 'COMPLETED' },
    });
    await expectSchemaError(latestPortInRequest(client, { orderReference: 'SND-1' }));
  });
});
