import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../../../gateway/test-support/gateway-test-kit.ts';
import { cancelPlanSwitch } from './cancel-plan-switch.ts';
import { planSwitchCancelEligibility } from './plan-switch-cancel-eligibility.ts';
import { planSwitchEligibility } from './plan-switch-eligibility.ts';
import { planSwitchPreview } from './plan-switch-preview.ts';
import { submitPlanSwitch } from './submit-plan-switch.ts';

const { client, answer } = setupGatewayTest();

const SIM = '8952140000061234568';
const MXN = (amount: number) => ({ amount, currency: 'MXN' });
const PLAN = (sku: string, price: number) => ({
  sku,
  name: sku,
  price: MXN(price),
  validityDays: 30,
  allowances: [{ type: 'DATA', value: 15, unit: 'GB', label: '15 GB' }],
});

describe('planSwitchEligibility', () => {
  it('GETs by simNumber with credentials and reads a yes', async () => {
    const calls = answer('GET', 'subscription-service/v1/plan-switch/eligibility', {
      result: { eligible: true },
    });
    await expect(planSwitchEligibility(client, { simNumber: SIM })).resolves.toEqual({ eligible: true });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.query).toEqual({ simNumber: SIM });
  });

  it('reads a typed refusal; a reason this build does not know is OTHER', async () => {
    answer('GET', 'subscription-service/v1/plan-switch/eligibility', {
      result: { eligible: false, reason: 'SWITCH_PENDING', pendingRequestId: 'sr_1' },
    });
    await expect(planSwitchEligibility(client, { simNumber: SIM })).resolves.toEqual({
      eligible: false,
      reason: 'SWITCH_PENDING',
      pendingRequestId: 'sr_1',
    });
    answer('GET', 'subscription-service/v1/plan-switch/eligibility', {
      result: { eligible: false, reason: 'MOON_PHASE' },
    });
    await expect(planSwitchEligibility(client, { simNumber: SIM })).resolves.toEqual({
      eligible: false,
      reason: 'OTHER',
    });
  });

  it('refuses a SIM number that is not an ICCID before calling', async () => {
    await expect(planSwitchEligibility(client, { simNumber: '55 1234' })).rejects.toThrow();
  });

  it('rejects an answer without the eligible flag', async () => {
    answer('GET', 'subscription-service/v1/plan-switch/eligibility', { result: { ok: true } });
    await expectSchemaError(planSwitchEligibility(client, { simNumber: SIM }));
  });
});

describe('planSwitchPreview', () => {
  const PREVIEW = {
    currentPlan: PLAN('PLAN-SENDA-200', 200),
    newPlan: PLAN('PLAN-SENDA-300', 300),
    renewalDate: '2026-12-01T06:00:00.000Z',
    nextRenewalAmount: MXN(300),
    options: [
      {
        timing: 'IMMEDIATE',
        effectiveAt: '2026-11-23T10:00:00.000Z',
        dueNow: { amount: MXN(26.67), tax: MXN(3.68) },
        proratedDays: 8,
      },
      {
        timing: 'NEXT_RENEWAL',
        effectiveAt: '2026-12-01T06:00:00.000Z',
        dueNow: { amount: MXN(0), tax: MXN(0) },
      },
    ],
  };

  it('POSTs the line and the plan and reads both timings', async () => {
    const calls = answer('POST', 'subscription-service/v1/plan-switch/preview', { result: PREVIEW });
    const preview = await planSwitchPreview(client, { simNumber: SIM, sku: 'PLAN-SENDA-300' });
    expect(preview.options.map((option) => option.timing)).toEqual(['IMMEDIATE', 'NEXT_RENEWAL']);
    expect(onlyCall(calls).json).toEqual({ simNumber: SIM, sku: 'PLAN-SENDA-300' });
  });

  it('rejects a preview with no way to make the switch', async () => {
    answer('POST', 'subscription-service/v1/plan-switch/preview', { result: { ...PREVIEW, options: [] } });
    await expectSchemaError(planSwitchPreview(client, { simNumber: SIM, sku: 'PLAN-SENDA-300' }));
  });
});

describe('submitPlanSwitch', () => {
  it('POSTs the switch with its idempotency key and reads the order to pay', async () => {
    const calls = answer('POST', 'subscription-service/v1/plan-switch', {
      result: {
        requestId: 'sr_9',
        status: 'WAITING',
        timing: 'IMMEDIATE',
        effectiveAt: '2026-11-23T10:00:00.000Z',
        payment: { orderRef: 'SND-261123-00009', amount: MXN(26.67) },
      },
    });
    const body = {
      simNumber: SIM,
      sku: 'PLAN-SENDA-300',
      timing: 'IMMEDIATE' as const,
      idempotencyKey: 'ps-0123456789abcdef',
    };
    const submitted = await submitPlanSwitch(client, body);
    expect(submitted.payment?.orderRef).toBe('SND-261123-00009');
    expect(onlyCall(calls).json).toEqual(body);
  });

  it('rejects a status outside §4', async () => {
    answer('POST', 'subscription-service/v1/plan-switch', {
      result: {
        requestId: 'sr_9',
        status: 'PAID',
        timing: 'IMMEDIATE',
        effectiveAt: '2026-11-23T10:00:00.000Z',
      },
    });
    await expectSchemaError(
      submitPlanSwitch(client, {
        simNumber: SIM,
        sku: 'PLAN-SENDA-300',
        timing: 'IMMEDIATE',
        idempotencyKey: 'ps-0123456789abcdef',
      }),
    );
  });
});

describe('plan-switch cancel eligibility and cancel', () => {
  it('reads whether the pending switch may be cancelled', async () => {
    const calls = answer('GET', 'subscription-service/v1/plan-switch/cancel-eligibility', {
      result: { cancelable: true, requestId: 'sr_3' },
    });
    await expect(planSwitchCancelEligibility(client, { simNumber: SIM })).resolves.toEqual({
      cancelable: true,
      requestId: 'sr_3',
    });
    expect(onlyCall(calls).query).toEqual({ simNumber: SIM });
  });

  it('a cancelable answer must name the request', async () => {
    answer('GET', 'subscription-service/v1/plan-switch/cancel-eligibility', { result: { cancelable: true } });
    await expectSchemaError(planSwitchCancelEligibility(client, { simNumber: SIM }));
  });

  it('POSTs the cancel on the request’s path and reads it CANCELED', async () => {
    const calls = answer('POST', 'subscription-service/v1/plan-switch/:requestId/cancel', {
      result: {
        requestId: 'sr_3',
        type: 'PLAN_SWITCH',
        status: 'CANCELED',
        accountNumber: '4000000012',
        createdAt: '2026-11-23T10:00:00.000Z',
        updatedAt: '2026-11-23T10:05:00.000Z',
        history: [
          { status: 'SUBMITTED', at: '2026-11-23T10:00:00.000Z' },
          { status: 'CANCELED', at: '2026-11-23T10:05:00.000Z' },
        ],
      },
    });
    const cancelled = await cancelPlanSwitch(client, { simNumber: SIM, requestId: 'sr_3' });
    expect(cancelled.status).toBe('CANCELED');
    const call = onlyCall(calls);
    expect(call.url.pathname).toBe('/gateway/subscription-service/v1/plan-switch/sr_3/cancel');
    expect(call.json).toEqual({ simNumber: SIM });
  });
});
