import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renewNowEligibility, renewNowLineAction } from '../../flows/renew-now/renew-now.rules.ts';
import { LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { lineHomeView } from './line-home.view.ts';

describe('line home: a renewal paid at OXXO or by SPEI and not confirmed yet', () => {
  const NOW = Date.parse('2026-11-24T12:00:00.000Z');
  const graceLine = (pendingPayment?: unknown) =>
    v.parse(LineSchema, {
      ...LINE,
      status: 'Grace',
      graceEndsAt: '2026-11-30T06:00:00.000Z',
      ...(pendingPayment ? { pendingPayment } : {}),
    });
  const voucher = {
    orderRef: 'SND-261124-00042',
    method: 'OXXO',
    reference: '93001234567890',
    amount: { amount: 200, currency: 'MXN' },
    expiresAt: '2026-11-28T05:59:00.000Z',
  };

  it('says the payment is pending with the reference, the amount and by when, and asks nothing else', () => {
    const view = lineHomeView(graceLine(voucher), undefined, NOW);
    expect(view.pendingPayment).toEqual({
      titleId: 'line_home.pending_payment.title',
      bodyId: 'line_home.pending_payment.oxxo',
      reference: '93001234567890',
      amount: 200,
      expiresAt: '2026-11-28T05:59:00.000Z',
    });
    // Not "Pay your plan before …": the payment is on its way.
    expect(view.status.nextActionId).toBeNull();
    // No second voucher: Renew now is not offered, and the flow refuses with the reason.
    expect(renewNowLineAction(graceLine(voucher), NOW)).toBeNull();
    expect(renewNowEligibility(graceLine(voucher), NOW)).toEqual({
      eligible: false,
      reason: 'PAYMENT_PENDING',
    });
  });

  it('a SPEI reference says so; an expired voucher, or none, is not pending and the line asks to pay', () => {
    expect(
      lineHomeView(graceLine({ ...voucher, method: 'SPEI' }), undefined, NOW).pendingPayment?.bodyId,
    ).toBe('line_home.pending_payment.spei');
    const expired = lineHomeView(graceLine(voucher), undefined, Date.parse('2026-11-28T06:00:00.000Z'));
    expect(expired.pendingPayment).toBeNull();
    expect(expired.status.nextActionId).not.toBeNull();
    expect(renewNowLineAction(graceLine(voucher), Date.parse('2026-11-28T06:00:00.000Z'))).not.toBeNull();
    expect(lineHomeView(graceLine(), undefined, NOW).pendingPayment).toBeNull();
  });
});

describe('line home: a renewed line whose eSIM is not installed says both facts', () => {
  const NOW = Date.parse('2026-11-25T15:00:00.000Z');
  const renewed = v.parse(LineSchema, {
    ...LINE,
    status: 'Active',
    renewalDate: '2026-12-25T06:00:00.000Z',
  });

  it('active until its renewal date, and only the eSIM left to install: never "you can\'t call or use data"', () => {
    const { status } = lineHomeView(renewed, undefined, NOW);
    expect(status.kind).toBe('esim_not_installed');
    expect(status.meaningId).toBe('line.state.esim_not_installed.active_until.meaning');
    expect(status.meaningDate).toBe('2026-12-25T06:00:00.000Z');
    expect(status.meaningId).not.toBe('line.state.esim_not_installed.meaning');
    expect(status.nextActionId).toBe('line.state.esim_not_installed.next_action');
  });

  it('in Grace with the eSIM never installed, the line is not said to still receive calls', () => {
    const grace = v.parse(LineSchema, LINE);
    expect(lineHomeView(grace, undefined, NOW).status).toMatchObject({
      kind: 'grace',
      meaningId: 'line.status.grace.esim_not_installed.meaning',
      meaningDate: null,
    });
    const installed = v.parse(LineSchema, { ...LINE, sim: { ...LINE.sim, installationStatus: 'INSTALLED' } });
    expect(lineHomeView(installed, undefined, NOW).status.meaningId).toBe('line.status.grace.meaning');
  });
});
