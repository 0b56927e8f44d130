import { describe, expect, it } from 'vitest';
import { networkCoverage } from '../gateway/coverage/network-coverage.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import { expectSchemaError, setupGatewayTest } from '../gateway/test-support/gateway-test-kit.ts';
import { checkCoveragePostalCode, coverageFailure, coverageView } from './network-coverage.ts';

const { client, answer } = setupGatewayTest();
const PATH = 'network-service/v1/coverage';

const coverage = (technologies: { technology: string; level: string }[]) => {
  answer('GET', PATH, { result: { postalCode: '06700', technologies } });
  return networkCoverage(client, { postalCode: '06700' });
};

describe('the coverage answer', () => {
  it('reads 5G first, each level with its name, its meaning and its tone; the place by its best level', async () => {
    const view = coverageView(
      await coverage([
        { technology: '4G', level: 'GOOD' },
        { technology: '5G', level: 'partial' },
      ]),
    );
    expect(view).toEqual({
      postalCode: '06700',
      summary: 'good',
      summaryId: 'coverage.summary.good',
      rows: [
        {
          technology: '5G',
          level: 'PARTIAL',
          levelId: 'coverage.level.partial',
          meaningId: 'coverage.meaning.partial',
          tone: 'warning',
        },
        {
          technology: '4G',
          level: 'GOOD',
          levelId: 'coverage.level.good',
          meaningId: 'coverage.meaning.good',
          tone: 'success',
        },
      ],
    });
  });

  it.each([
    [
      [
        { technology: '5G', level: 'NONE' },
        { technology: '4G', level: 'PARTIAL' },
      ],
      'partial',
    ],
    [
      [
        { technology: '5G', level: 'NONE' },
        { technology: '4G', level: 'NONE' },
      ],
      'none',
    ],
    [[{ technology: '4G', level: 'SOMETIMES' }], 'unknown'],
    [[], 'unknown'],
  ] as const)('%j says the place is %s', async (rows, summary) => {
    expect(coverageView(await coverage([...rows])).summary).toBe(summary);
  });

  it('drops a technology the map rates that the page does not show (3G), and names an unknown level "no data"', async () => {
    const view = coverageView(
      await coverage([
        { technology: '3G', level: 'GOOD' },
        { technology: '4g', level: 'SOMETIMES' },
      ]),
    );
    expect(view.rows).toEqual([
      {
        technology: '4G',
        level: 'UNKNOWN',
        levelId: 'coverage.level.unknown',
        meaningId: 'coverage.meaning.unknown',
        tone: 'neutral',
      },
    ]);
  });

  it('refuses an answer without a 5-digit postal code', async () => {
    answer('GET', PATH, { result: { postalCode: '6700', technologies: [] } });
    await expectSchemaError(networkCoverage(client, { postalCode: '06700' }));
  });
});

describe('the postal code typed', () => {
  it('takes 5 digits, spaces dropped, and says what is wrong otherwise', () => {
    expect(checkCoveragePostalCode(' 06 700 ')).toEqual({ ok: true, postalCode: '06700' });
    expect(checkCoveragePostalCode('')).toEqual({
      ok: false,
      messageId: 'coverage.errors.postal_code_required',
    });
    for (const typed of ['0670', '067000', '06a00'])
      expect(checkCoveragePostalCode(typed)).toEqual({
        ok: false,
        messageId: 'coverage.errors.postal_code_invalid',
      });
  });

  it('a code the map does not know (404) says so; another failure gets the gateway’s sentence', () => {
    const failed = (status: number) =>
      GatewayError.fromResponse('u', status, 'x', {
        failure: { errorId: status, errorCode: 'X', message: 'x' },
      });
    expect(coverageFailure(failed(404))).toBe('coverage.errors.unknown_postal_code');
    expect(coverageFailure(failed(500))).not.toBe('coverage.errors.unknown_postal_code');
  });
});
