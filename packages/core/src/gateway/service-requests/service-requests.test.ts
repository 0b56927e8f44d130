import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { getServiceRequestStatus } from './get-service-request-status.ts';
import { listServiceRequests } from './list-service-requests.ts';

const { client, answer } = setupGatewayTest();

const REQUEST = {
  requestId: 'sr_0042abcdef',
  type: 'PLAN_SWITCH',
  status: 'IN_PROGRESS',
  accountNumber: '4000000012',
  orderRef: 'SND-250115-00004',
  createdAt: '2025-01-15T16:00:00.000Z',
  updatedAt: '2025-01-15T16:05:00.000Z',
  history: [
    { status: 'SUBMITTED', at: '2025-01-15T16:00:00.000Z' },
    { status: 'IN_PROGRESS', at: '2025-01-15T16:05:00.000Z' },
  ],
};

describe('listServiceRequests', () => {
  it('GETs the list with credentials, narrowed by account and type when asked', async () => {
    const calls = answer('GET', 'subscription-service/v1/service-requests', {
      result: { serviceRequests: [REQUEST] },
    });
    await expect(
      listServiceRequests(client, { accountNumber: '4000000012', type: 'PLAN_SWITCH' }),
    ).resolves.toEqual([REQUEST]);
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.query).toEqual({ accountNumber: '4000000012', type: 'PLAN_SWITCH' });
  });

  it('sends no filter when none is given', async () => {
    const calls = answer('GET', 'subscription-service/v1/service-requests', {
      result: { serviceRequests: [] },
    });
    await expect(listServiceRequests(client)).resolves.toEqual([]);
    expect(onlyCall(calls).query).toEqual({});
  });

  it('rejects a request of a type outside §3', async () => {
    answer('GET', 'subscription-service/v1/service-requests', {
      result: { serviceRequests: [{ ...REQUEST, type: 'RECHARGE' }] },
    });
    await expectSchemaError(listServiceRequests(client));
  });
});

describe('getServiceRequestStatus', () => {
  it('GETs one request’s status and history by id', async () => {
    const calls = answer('GET', 'subscription-service/v1/service-requests/:requestId/status', {
      result: { ...REQUEST, status: 'DONE' },
    });
    const request = await getServiceRequestStatus(client, { requestId: 'sr_0042abcdef' });
    expect(request.status).toBe('DONE');
    expect(onlyCall(calls).url.pathname).toBe(
      '/gateway/subscription-service/v1/service-requests/sr_0042abcdef/status',
    );
  });

  it('rejects a status outside §4', async () => {
    answer('GET', 'subscription-service/v1/service-requests/:requestId/status', {
      result: { ...REQUEST, status: 'COMPLETED' },
    });
    await expectSchemaError(getServiceRequestStatus(client, { requestId: 'sr_1' }));
  });
});
