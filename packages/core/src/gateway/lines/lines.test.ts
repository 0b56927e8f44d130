import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { LINE } from '../test-support/line-fixture.ts';
import { multiLineUsers } from './multi-line-users.ts';

const { client, answer } = setupGatewayTest();

describe('multiLineUsers', () => {
  it('GETs the caller’s lines with credentials, §4 statuses and all', async () => {
    const calls = answer('GET', 'subscription-service/v1/users/lines', { result: { lines: [LINE] } });
    const lines = await multiLineUsers(client);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 'Grace', graceEndsAt: '2025-02-21T06:00:00.000Z' });
    expect(lines[0]?.plan.allowances[0]).toEqual({
      type: 'DATA',
      value: 15,
      unit: 'GB',
      unlimited: false,
      label: '15 GB',
    });
  });

  it.each([
    ['a status outside §4', { ...LINE, status: 'Activa' }],
    ['an ICCID that is not 19–20 digits', { ...LINE, sim: { ...LINE.sim, iccid: '8952-1400' } }],
    ['a number that is not 10 digits', { ...LINE, msisdn: '+525512345678' }],
    ['a renewal date that is not an instant', { ...LINE, renewalDate: '14/02/2025' }],
    ['a card with a full number', { ...LINE, renewalCard: { brand: 'visa', last4: '4242424242424242' } }],
  ])('rejects a line with %s', async (_label, line) => {
    answer('GET', 'subscription-service/v1/users/lines', { result: { lines: [line] } });
    await expectSchemaError(multiLineUsers(client));
  });
});
