import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { numberOfLinesSpecification } from './number-of-lines-specification.ts';

const { client, answer } = setupGatewayTest();

describe('numberOfLinesSpecification', () => {
  it('GETs the lines rule with credentials', async () => {
    const calls = answer('GET', 'number-service/v1/lines/specification', {
      result: { maxLines: 10, linesPerOrder: 1 },
    });
    await expect(numberOfLinesSpecification(client)).resolves.toEqual({ maxLines: 10, linesPerOrder: 1 });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('rejects a cap of zero lines', async () => {
    answer('GET', 'number-service/v1/lines/specification', { result: { maxLines: 0, linesPerOrder: 1 } });
    await expectSchemaError(numberOfLinesSpecification(client));
  });
});
