import {
  cancelPlanSwitch,
  planSwitchCancelEligibility,
  planSwitchEligibility,
  planSwitchPreview,
  submitPlanSwitch,
} from '@senda/core/flows/plan-switch';
import { type GatewayClient, getOrder, getServiceRequestStatus } from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { gatewayFailure, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock, payByCard } = kit;
const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Mexico City: a line bought now renews 30 days later at 00:00 Mexico City.
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

function customer(name: ScenarioName) {
  const made = sandbox.state.scenarios.create(name);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  const line = { ...made, userId, client: kit.newClient(made.accessToken).client, simNumber: made.iccid };
  return line;
}

/** A session outlives no clock move of days: the customer logs in again, as they would. */
function logInAgain(line: { email: string; client: GatewayClient }): void {
  const otp = sandbox.state.auth.signIn(line.email, 'web', 'es-MX', {});
  line.client = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
}

/** Pays an order as the app does: a provider token, payment_request under a key, then polling. */
const pay = (line: { client: GatewayClient; userId: string }, orderRef: string) =>
  payByCard(line.client, line.userId, orderRef);

describe('plan switch (sandbox domain over the gateway calls)', () => {
  it('previews a dearer plan now (prorated, IVA included) or at the renewal, a cheaper one at the renewal only', async () => {
    const line = customer('active-esim-line');
    expect(await planSwitchEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      eligible: true,
    });
    clock.advance(10 * DAY);
    logInAgain(line);

    const dearer = await planSwitchPreview(line.client, { simNumber: line.simNumber, sku: 'PLAN-SENDA-300' });
    expect(dearer.currentPlan).toMatchObject({
      sku: 'PLAN-SENDA-200',
      price: { amount: 200, currency: 'MXN' },
    });
    expect(dearer.newPlan.allowances.length).toBeGreaterThan(0);
    // Renewal on 14 Feb 00:00 Mexico City; 25 Jan 10:00 leaves 19.6 days, counted as 20 of 30.
    expect(dearer.options).toEqual([
      {
        timing: 'IMMEDIATE',
        effectiveAt: new Date(clock.now()).toISOString(),
        dueNow: { amount: { amount: 66.67, currency: 'MXN' }, tax: { amount: 9.2, currency: 'MXN' } },
        proratedDays: 20,
      },
      {
        timing: 'NEXT_RENEWAL',
        effectiveAt: '2025-02-14T06:00:00.000Z',
        dueNow: { amount: { amount: 0, currency: 'MXN' }, tax: { amount: 0, currency: 'MXN' } },
      },
    ]);
    expect(dearer.nextRenewalAmount).toEqual({ amount: 300, currency: 'MXN' });

    const cheaper = await planSwitchPreview(line.client, {
      simNumber: line.simNumber,
      sku: 'PLAN-SENDA-100',
    });
    expect(cheaper.options.map((option) => option.timing)).toEqual(['NEXT_RENEWAL']);

    for (const sku of ['PLAN-SENDA-200', 'PLAN-SENDA-PRUEBA', 'PLAN-SENDA-GRATIS', 'ADDON-GB-5', 'NOPE']) {
      expect(
        await gatewayFailure(planSwitchPreview(line.client, { simNumber: line.simNumber, sku })),
        sku,
      ).toMatchObject({ status: 422, errorId: 422502 });
    }
    expect(sandbox.context.violations).toEqual([]);
  });

  it('a switch now applies once its order is paid, and a repeated submit or payment charges nothing more', async () => {
    const line = customer('active-esim-line');
    const body = {
      simNumber: line.simNumber,
      sku: 'PLAN-SENDA-300',
      timing: 'IMMEDIATE' as const,
      idempotencyKey: 'ps-test-000000001',
    };
    const submitted = await submitPlanSwitch(line.client, body);
    expect(submitted).toMatchObject({ status: 'WAITING', timing: 'IMMEDIATE' });
    const orderRef = submitted.payment?.orderRef ?? '';
    expect(submitted.payment?.amount).toEqual({ amount: 100, currency: 'MXN' });
    // Not paid yet: the line keeps its plan.
    expect((await getOrder(line.client, { orderReference: line.orderRef })).line?.plan.sku).toBe(
      'PLAN-SENDA-200',
    );

    // The answer was lost: the same key answers the same request and order.
    expect(await submitPlanSwitch(line.client, body)).toEqual(submitted);

    const paid = await pay(line, orderRef);
    expect(paid.status).toBe('SUCCESS');
    expect((await getOrder(line.client, { orderReference: line.orderRef })).line?.plan.sku).toBe(
      'PLAN-SENDA-300',
    );
    const request = await getServiceRequestStatus(line.client, { requestId: submitted.requestId });
    expect(request.history.map((step) => step.status)).toEqual(['WAITING', 'DONE']);
    expect(request.planSwitch).toMatchObject({
      fromPlan: { sku: 'PLAN-SENDA-200' },
      toPlan: { sku: 'PLAN-SENDA-300' },
      timing: 'IMMEDIATE',
    });

    // A second payment of the same order is refused; the submit again answers DONE and no order to pay.
    expect(await gatewayFailure(pay(line, orderRef))).toMatchObject({ status: 409 });
    const again = await submitPlanSwitch(line.client, body);
    expect(again).toMatchObject({ requestId: submitted.requestId, status: 'DONE' });
    expect(again.payment).toBeUndefined();
    const charges = Object.values(sandbox.state.toJSON().payments).filter(
      (payment) => payment.orderRef === orderRef && payment.status === 'SUCCESS',
    );
    expect(charges).toHaveLength(1);
    expect(sandbox.context.violations).toEqual([]);

    // The receipt and the order name the $100 as the prorated difference, not as the plan's price.
    const receipt = sandbox.state.mailbox
      .listFor(sandbox.state.toJSON().users[line.userId]?.email ?? '')
      .find((mail) => mail.kind === 'receipt');
    expect(receipt?.body).toContain(
      'Senda 300 (diferencia prorrateada por los días que quedan del periodo): $100.00 MXN',
    );
    expect((await getOrder(line.client, { orderReference: orderRef })).items[0]?.name).toBe(
      'Senda 300 (diferencia prorrateada por los días que quedan del periodo)',
    );
  });

  it('a switch at the renewal charges nothing now, stays pending until the clock reaches the date, then applies', async () => {
    const line = customer('active-esim-line');
    const submitted = await submitPlanSwitch(line.client, {
      simNumber: line.simNumber,
      sku: 'PLAN-SENDA-100',
      timing: 'NEXT_RENEWAL',
      idempotencyKey: 'ps-test-000000002',
    });
    expect(submitted).toMatchObject({ status: 'SUBMITTED', effectiveAt: '2025-02-14T06:00:00.000Z' });
    expect(submitted.payment).toBeUndefined();
    expect(await planSwitchEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      eligible: false,
      reason: 'SWITCH_PENDING',
      pendingRequestId: submitted.requestId,
    });
    expect(await planSwitchCancelEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      cancelable: true,
      requestId: submitted.requestId,
    });

    clock.set(Date.parse('2025-02-14T05:59:00.000Z'));
    logInAgain(line);
    expect((await getServiceRequestStatus(line.client, { requestId: submitted.requestId })).status).toBe(
      'SUBMITTED',
    );
    expect((await getOrder(line.client, { orderReference: line.orderRef })).line?.plan.sku).toBe(
      'PLAN-SENDA-200',
    );

    clock.advance(2 * 60 * 1000);
    const order = await getOrder(line.client, { orderReference: line.orderRef });
    expect(order.line?.plan.sku).toBe('PLAN-SENDA-100');
    expect((await getServiceRequestStatus(line.client, { requestId: submitted.requestId })).status).toBe(
      'DONE',
    );
    // The renewal was charged at the new plan's price, and its period is the new plan's (15 days).
    const stored = sandbox.state.lines.forOrder(line.orderRef);
    expect(stored?.renewals.at(-1)).toMatchObject({ amount: 100, outcome: 'PAID' });
    expect(order.line?.renewalDate).toBe('2025-03-01T06:00:00.000Z');
    expect(await planSwitchCancelEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      cancelable: false,
      reason: 'NO_PENDING_SWITCH',
    });
  });

  it('plan-switch-pending: the switch is cancelled, the line keeps its plan through the renewal, and only once', async () => {
    const line = customer('plan-switch-pending');
    const eligibility = await planSwitchCancelEligibility(line.client, { simNumber: line.simNumber });
    if (!eligibility.cancelable) throw new Error('expected a cancellable switch');
    const cancelled = await cancelPlanSwitch(line.client, {
      simNumber: line.simNumber,
      requestId: eligibility.requestId,
    });
    expect(cancelled.history.map((step) => step.status)).toEqual(['SUBMITTED', 'CANCELED']);
    expect(
      await gatewayFailure(
        cancelPlanSwitch(line.client, { simNumber: line.simNumber, requestId: eligibility.requestId }),
      ),
    ).toMatchObject({ status: 409, errorId: 409007 });
    expect(await planSwitchEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      eligible: true,
    });

    clock.advance(31 * DAY);
    logInAgain(line);
    expect((await getOrder(line.client, { orderReference: line.orderRef })).line?.plan.sku).toBe(
      'PLAN-SENDA-200',
    );
    expect((await getServiceRequestStatus(line.client, { requestId: eligibility.requestId })).status).toBe(
      'CANCELED',
    );
  });

  it('a new switch replaces one left unpaid: its order is cancelled and can no longer be paid', async () => {
    const line = customer('active-esim-line');
    const first = await submitPlanSwitch(line.client, {
      simNumber: line.simNumber,
      sku: 'PLAN-SENDA-300',
      timing: 'IMMEDIATE',
      idempotencyKey: 'ps-test-000000003',
    });
    const second = await submitPlanSwitch(line.client, {
      simNumber: line.simNumber,
      sku: 'PLAN-SENDA-500',
      timing: 'IMMEDIATE',
      idempotencyKey: 'ps-test-000000004',
    });
    expect((await getServiceRequestStatus(line.client, { requestId: first.requestId })).status).toBe(
      'CANCELED',
    );
    expect(await gatewayFailure(pay(line, first.payment?.orderRef ?? ''))).toMatchObject({ status: 409 });
    expect((await pay(line, second.payment?.orderRef ?? '')).status).toBe('SUCCESS');
    expect((await getOrder(line.client, { orderReference: line.orderRef })).line?.plan.sku).toBe(
      'PLAN-SENDA-500',
    );
  });

  it.each([
    ['physical-sim-awaiting-activation', 0, 'SIM_NOT_ACTIVATED'],
    ['pending-port-in', 0, 'PORT_IN_IN_PROGRESS'],
    ['grace-line', 0, 'LINE_IN_GRACE'],
    ['grace-line', 8 * DAY, 'LINE_SUSPENDED'],
    ['grace-line', 40 * DAY, 'LINE_INACTIVE'],
  ] as const)('%s (+%d ms) is refused with %s, and its submit too', async (name, later, reason) => {
    const line = customer(name);
    clock.advance(later);
    logInAgain(line);
    expect(await planSwitchEligibility(line.client, { simNumber: line.simNumber })).toEqual({
      eligible: false,
      reason,
    });
    expect(
      await gatewayFailure(
        submitPlanSwitch(line.client, {
          simNumber: line.simNumber,
          sku: 'PLAN-SENDA-100',
          timing: 'NEXT_RENEWAL',
          idempotencyKey: 'ps-test-000000005',
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422501 });
  });

  it("another customer's SIM or request is not found, for every plan-switch call", async () => {
    const owner = customer('plan-switch-pending');
    const other = customer('active-esim-line');
    const [pending] = sandbox.state.serviceRequests.listFor(
      sandbox.state.auth.authenticate(owner.accessToken)?.userId ?? '',
    );
    const requestId = pending?.requestId ?? '';
    const simNumber = owner.simNumber;
    const calls: Promise<unknown>[] = [
      planSwitchEligibility(other.client, { simNumber }),
      planSwitchPreview(other.client, { simNumber, sku: 'PLAN-SENDA-300' }),
      submitPlanSwitch(other.client, {
        simNumber,
        sku: 'PLAN-SENDA-300',
        timing: 'IMMEDIATE',
        idempotencyKey: 'ps-test-000000006',
      }),
      planSwitchCancelEligibility(other.client, { simNumber }),
      cancelPlanSwitch(other.client, { simNumber, requestId }),
      // Their own SIM with the owner's request.
      cancelPlanSwitch(other.client, { simNumber: other.simNumber, requestId }),
      getServiceRequestStatus(other.client, { requestId }),
    ];
    for (const call of calls) expect(await gatewayFailure(call)).toMatchObject({ status: 404 });
    expect((await getServiceRequestStatus(owner.client, { requestId })).status).toBe('SUBMITTED');
  });
});
