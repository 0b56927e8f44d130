import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type LineUsage, LineUsageSchema } from './gateway/line-usage.ts';
import {
  dataAmount,
  dataGauge,
  daysUntilRenewal,
  lineUsageShown,
  outOfDataLeadId,
} from './line-usage.view.ts';

const usage = (data: LineUsage['data']): LineUsage => ({
  accountNumber: 'A1',
  data,
  calls: { unlimited: true },
  texts: { unlimited: true },
  renewsAt: '2025-02-01T06:00:00.000Z',
  countedAt: '2025-01-20T06:00:00.000Z',
});

describe('dataGauge', () => {
  it('sums the plan and the boosters, and says how much is boosters', () => {
    const gauge = dataGauge(
      usage([
        { source: 'PLAN', sku: 'PLAN-SENDA-100', totalMb: 5120, usedMb: 4352 },
        { source: 'BOOSTER', sku: 'ADDON-GB-3', totalMb: 3072, usedMb: 0 },
      ]),
    );
    expect(gauge).toEqual({
      totalMb: 8192,
      usedMb: 4352,
      leftMb: 3840,
      usedShare: 4352 / 8192,
      outOfData: false,
      boosterMb: 3072,
    });
  });

  it('is out of data when every allowance is spent, however late the network counted', () => {
    const gauge = dataGauge(usage([{ source: 'PLAN', sku: 'P', totalMb: 5120, usedMb: 5300 }]));
    expect(gauge.outOfData).toBe(true);
    expect(gauge.leftMb).toBe(0);
    expect(gauge.usedShare).toBe(1);
  });

  it('a line without data allowances is not out of data', () => {
    expect(dataGauge(usage([])).outOfData).toBe(false);
  });
});

describe('dataAmount', () => {
  it('writes GB rounded down to one decimal, MB below 1 GB', () => {
    expect(dataAmount(768)).toEqual({ value: 768, unit: 'MB' });
    expect(dataAmount(5120 - 4352)).toEqual({ value: 768, unit: 'MB' });
    expect(dataAmount(3840)).toEqual({ value: 3.7, unit: 'GB' });
  });
});

describe('LineUsageSchema', () => {
  it('refuses calls given as neither unlimited nor a number', () => {
    const answer = { ...usage([]), calls: { unlimited: false } };
    expect(v.safeParse(LineUsageSchema, answer).success).toBe(false);
  });
});

describe('daysUntilRenewal', () => {
  const now = Date.parse('2025-01-20T06:00:00.000Z');
  it('counts a part day as a whole one, and never below 0', () => {
    expect(daysUntilRenewal({ renewsAt: '2025-02-01T06:00:00.000Z' }, now)).toBe(12);
    expect(daysUntilRenewal({ renewsAt: '2025-01-20T09:00:00.000Z' }, now)).toBe(1);
    expect(daysUntilRenewal({ renewsAt: '2025-01-19T06:00:00.000Z' }, now)).toBe(0);
    expect(daysUntilRenewal({}, now)).toBeNull();
  });
});

describe('lineUsageShown', () => {
  it('shows the gauge on an active line only', () => {
    expect(lineUsageShown({ status: 'Active' })).toBe(true);
    expect(lineUsageShown({ status: 'Grace' })).toBe(false);
    expect(lineUsageShown({ status: 'Inactive' })).toBe(false);
  });
});

describe('out of data, the lead', () => {
  it('names Renew now only when the page offers it', () => {
    expect(outOfDataLeadId(true)).toBe('line_home.usage.out_of_data.lead');
    expect(outOfDataLeadId(false)).toBe('line_home.usage.out_of_data.lead_switch');
  });
});
