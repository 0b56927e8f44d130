import { isGatewayError, networkCoverage } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const { newClient } = setupSandboxTest();

async function statusOf(call: Promise<unknown>): Promise<number | false> {
  try {
    await call;
    return false;
  } catch (error) {
    return isGatewayError(error) && error.status;
  }
}

describe('network coverage by postal code', () => {
  it('answers 5G and 4G by the code’s prefix: a city, its rural edge, a mountain region, the rest', async () => {
    const { client } = newClient();
    const levels = async (postalCode: string) =>
      Object.fromEntries(
        (await networkCoverage(client, { postalCode })).technologies.map((row) => [
          row.technology,
          row.level,
        ]),
      );
    // Cuauhtémoc, Ciudad de México.
    expect(await levels('06700')).toEqual({ '5G': 'GOOD', '4G': 'GOOD' });
    // Milpa Alta: 4G in part of it, no 5G.
    expect(await levels('12000')).toEqual({ '5G': 'NONE', '4G': 'PARTIAL' });
    // Tlalpan's south: the three-digit prefix wins over Ciudad de México's two.
    expect(await levels('14500')).toEqual({ '5G': 'PARTIAL', '4G': 'GOOD' });
    // Guerrero's Montaña: nothing.
    expect(await levels('41300')).toEqual({ '5G': 'NONE', '4G': 'NONE' });
    // A prefix the map does not name: 4G only.
    expect(await levels('85000')).toEqual({ '5G': 'NONE', '4G': 'GOOD' });
    expect((await networkCoverage(client, { postalCode: '44160' })).postalCode).toBe('44160');
  });

  it('refuses a code that is not 5 digits (400) and one that is no Mexican code (404)', async () => {
    const { client } = newClient();
    expect(await statusOf(networkCoverage(client, { postalCode: '0670' }))).toBe(400);
    expect(await statusOf(networkCoverage(client, { postalCode: '0670a' }))).toBe(400);
    expect(await statusOf(networkCoverage(client, { postalCode: '00000' }))).toBe(404);
  });
});
