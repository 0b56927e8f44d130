import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../../config/constants.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { ekycContextSpecifications } from './ekyc-context-specifications.ts';

const { client, answer } = setupGatewayTest();

describe('ekycContextSpecifications', () => {
  it('GETs the checks for one context, with the onboarding defaults filled in', async () => {
    const calls = answer('GET', 'ekyc-service/v1/context-specifications', {
      result: [{ context: 'SIM_REPLACEMENT', required: true }],
    });
    await expect(ekycContextSpecifications(client, { context: 'SIM_REPLACEMENT' })).resolves.toEqual([
      {
        context: 'SIM_REPLACEMENT',
        required: true,
        selfieRequired: true,
        documentTypes: [],
        maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES,
      },
    ]);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).query).toEqual({ context: 'SIM_REPLACEMENT' });
  });

  it('rejects an entry without its context', async () => {
    answer('GET', 'ekyc-service/v1/context-specifications', { result: [{ required: true }] });
    await expectSchemaError(ekycContextSpecifications(client));
  });
});
