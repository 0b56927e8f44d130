import { numberChangeEligibility } from '@senda/core/flows/number-change';
import { planSwitchEligibility } from '@senda/core/flows/plan-switch';
import {
  activePortInConfig,
  cancelPortIn,
  portInCancelEligibility,
  portInReinitiationEligibility,
  reinitiatePortIn,
  takeNewNumber,
} from '@senda/core/flows/port-in-request';
import { simReplacementEligibility } from '@senda/core/flows/sim-replacement';
import {
  type GatewayClient,
  isGatewayError,
  latestPortInRequest,
  multiLineUsers,
  newIdempotencyKey,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { PORT_IN_TIMING } from '../src/domain/port-in.ts';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Port-in cancel and re-initiation over their gateway calls: a transfer is cancelled
 * only while the database checks it (PROCESSING), and then the line keeps its temporary number; a
 * failed or rejected one starts again with corrected details (the same key gets the same request),
 * PROCESSING → DONE as the clock moves; another customer's order is 404.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

function customer(name: ScenarioName) {
  const made = sandbox.state.scenarios.create(name);
  return { ...made, client: kit.newClient(made.accessToken).client };
}

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorCode: error.errorCode };
}

async function lineOf(made: { client: GatewayClient; accountNumber: string }) {
  const found = (await multiLineUsers(made.client)).find((line) => line.accountNumber === made.accountNumber);
  if (!found) throw new Error('line not read');
  return found;
}

const reinitiate = (
  made: { client: GatewayClient; orderRef: string },
  body: { number: string; nip: string },
) =>
  reinitiatePortIn(made.client, {
    orderReference: made.orderRef,
    donor: 'TELCEL',
    ...body,
    idempotencyKey: newIdempotencyKey(),
  });

describe('port-in cancel', () => {
  it('cancels a transfer the database is still checking; the line keeps its temporary number', async () => {
    const made = customer('pending-port-in');
    const before = await lineOf(made);
    const temporary = before.portIn?.temporaryNumber;
    expect(temporary).toMatch(/^56\d{8}$/);
    expect(await portInCancelEligibility(made.client, { orderReference: made.orderRef })).toMatchObject({
      cancelable: true,
    });
    const cancelled = await cancelPortIn(made.client, { orderReference: made.orderRef });
    expect(cancelled).toMatchObject({ status: 'CANCELED', msisdn: temporary });
    const after = await lineOf(made);
    expect(after).toMatchObject({ msisdn: temporary, status: 'Active', portIn: { status: 'CANCELED' } });
    const latest = await latestPortInRequest(made.client, { orderReference: made.orderRef });
    // The transfer waited for the eSIM's installation, was then requested, and is cancelled.
    expect(latest.history.map((step) => step.status)).toEqual(['WAITING', 'PROCESSING', 'CANCELED']);
  });

  it('a cancelled transfer holds nothing up: the line may switch plans, replace its SIM and change its number', async () => {
    const made = customer('pending-port-in');
    const simNumber = made.iccid;
    const blocked = async () => [
      await planSwitchEligibility(made.client, { simNumber }),
      await simReplacementEligibility(made.client, { accountNumber: made.accountNumber }),
      await numberChangeEligibility(made.client, { accountNumber: made.accountNumber, action: 'CHANGE' }),
    ];
    // While the transfer runs, each is refused for it.
    for (const answer of await blocked())
      expect(answer).toMatchObject({ eligible: false, reason: 'PORT_IN_IN_PROGRESS' });
    await cancelPortIn(made.client, { orderReference: made.orderRef });
    for (const answer of await blocked()) expect(answer).toMatchObject({ eligible: true });
  });

  it('refuses once the donor scheduled the switch (422330, SWITCH_SCHEDULED), and once it is over', async () => {
    const made = customer('pending-port-in');
    clock.advance(PORT_IN_TIMING.scheduledAfterMs);
    expect(await portInCancelEligibility(made.client, { orderReference: made.orderRef })).toMatchObject({
      cancelable: false,
      reason: 'SWITCH_SCHEDULED',
    });
    expect(await failure(cancelPortIn(made.client, { orderReference: made.orderRef }))).toEqual({
      status: 422,
      errorCode: 'PORT_IN_NOT_CANCELLABLE',
    });
    const failed = customer('failed-port-in');
    expect(await portInCancelEligibility(failed.client, { orderReference: failed.orderRef })).toMatchObject({
      cancelable: false,
      reason: 'NOT_PENDING',
    });
  });
});

describe('port-in re-initiation', () => {
  it('says why the last attempt failed; a NIP that expired comes over with a new one, PROCESSING → DONE', async () => {
    const made = customer('expired-nip-port-in');
    const eligibility = await portInReinitiationEligibility(made.client, { orderReference: made.orderRef });
    expect(eligibility).toMatchObject({ eligible: true, failureReason: 'NIP_EXPIRED', donor: 'TELCEL' });
    if (!eligibility.eligible) throw new Error('not eligible');
    expect((await lineOf(made)).status).toBe('Inactive');
    const started = await reinitiate(made, { number: eligibility.number, nip: '4821' });
    expect(started.status).toBe('PROCESSING');
    expect((await lineOf(made)).portIn).toMatchObject({ requestId: started.requestId, status: 'PROCESSING' });
    // The transfer started again may be cancelled as the first could, while the database checks it.
    expect(await portInCancelEligibility(made.client, { orderReference: made.orderRef })).toMatchObject({
      cancelable: true,
      requestId: started.requestId,
    });
    clock.advance(PORT_IN_TIMING.completedAfterMs);
    const done = await latestPortInRequest(made.client, { orderReference: made.orderRef });
    expect(done).toMatchObject({ requestId: started.requestId, status: 'DONE' });
    // The attempt that failed rides along (newest first), for the request history.
    expect(done.earlier.map((request) => [request.status, request.reason])).toEqual([
      ['PORT_IN_FAILED', 'NIP_EXPIRED'],
    ]);
    expect(await lineOf(made)).toMatchObject({ status: 'Active', msisdn: eligibility.number });
    // Done: the line has the transferred number only; no temporary number is reported.
    expect((await lineOf(made)).portIn?.temporaryNumber).toBeUndefined();
  });

  it('the same key sent again gets the same transfer, not a second one', async () => {
    const made = customer('expired-nip-port-in');
    const latest = await latestPortInRequest(made.client, { orderReference: made.orderRef });
    const body = { orderReference: made.orderRef, donor: 'TELCEL', number: latest.number, nip: '4821' };
    const idempotencyKey = newIdempotencyKey();
    const first = await reinitiatePortIn(made.client, { ...body, idempotencyKey });
    const again = await reinitiatePortIn(made.client, { ...body, idempotencyKey });
    expect(again.requestId).toBe(first.requestId);
  });

  it('refuses a NIP of the wrong shape, an expired NIP, a number Senda sells, and a transfer that did not fail', async () => {
    const made = customer('failed-port-in');
    expect(await failure(reinitiate(made, { number: '5512345678', nip: '0000' }))).toEqual({
      status: 422,
      errorCode: 'NIP_EXPIRED',
    });
    const pending = customer('pending-port-in');
    expect(
      await portInReinitiationEligibility(pending.client, { orderReference: pending.orderRef }),
    ).toMatchObject({ eligible: false, reason: 'NOT_FAILED' });
    expect(await failure(reinitiate(pending, { number: '5512345678', nip: '4821' }))).toEqual({
      status: 422,
      errorCode: 'PORT_IN_NOT_REINITIABLE',
    });
  });

  it('gives the rules in force: a 4-digit NIP from 051, valid 5 days, 24 hours', async () => {
    const made = customer('failed-port-in');
    expect(await activePortInConfig(made.client)).toEqual({
      nipLength: 4,
      nipValidityDays: 5,
      nipShortCode: '051',
      nipKeyword: 'NIP',
      completionHours: 24,
    });
  });

  it("another customer's order is not found", async () => {
    const mine = customer('failed-port-in');
    const theirs = customer('pending-port-in');
    const orderReference = theirs.orderRef;
    for (const call of [
      portInCancelEligibility(mine.client, { orderReference }),
      portInReinitiationEligibility(mine.client, { orderReference }),
      cancelPortIn(mine.client, { orderReference }),
      reinitiate({ client: mine.client, orderRef: orderReference }, { number: '5512345678', nip: '4821' }),
    ]) {
      expect((await failure(call)).status).toBe(404);
    }
  });
});

describe('a new number instead of a refused transfer', () => {
  const takeNew = async (made: ReturnType<typeof customer>, idempotencyKey = newIdempotencyKey()) =>
    takeNewNumber(
      made.client,
      { orderReference: made.orderRef, idempotencyKey },
      await kit.stepUpProof(made, 'NUMBER_CHANGE'),
    );

  it('gives the line a number from the pool at once: it works, the transfer is closed, the address is told', async () => {
    const made = customer('failed-port-in');
    const transferred = (await lineOf(made)).msisdn;
    expect((await lineOf(made)).status).toBe('Inactive');
    const key = newIdempotencyKey();
    const taken = await takeNew(made, key);
    expect(taken).toMatchObject({ status: 'DONE' });
    expect(taken.msisdn).not.toBe(transferred);
    expect(await lineOf(made)).toMatchObject({ msisdn: taken.msisdn, status: 'Active' });
    expect((await latestPortInRequest(made.client, { orderReference: made.orderRef })).status).toBe(
      'CANCELED',
    );
    expect(await portInReinitiationEligibility(made.client, { orderReference: made.orderRef })).toMatchObject(
      { eligible: false },
    );
    // The same request again answers the number it gave (the proof was spent: none is asked).
    expect(await takeNewNumber(made.client, { orderReference: made.orderRef, idempotencyKey: key })).toEqual(
      taken,
    );
    const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(made.email)}`);
    const { messages } = (await response.json()) as {
      messages: { kind: string; subject: string; body: string }[];
    };
    const notices = messages.filter((mail) => mail.kind === 'account_notice');
    expect(notices.map((mail) => mail.subject)).toEqual(['Senda: tu línea tiene un número nuevo']);
    expect(notices[0]?.body).toContain(taken.msisdn);
    // The failure only paused the automatic renewal the customer chose: the line renews again, and the mail says when.
    const line = await lineOf(made);
    expect(line.autoRenewal).toBe(true);
    expect(notices[0]?.body).toContain(
      'La renovación automática que elegiste vuelve a estar activa: la próxima es el ',
    );
  });

  it('needs the account’s approval (422120), and only a refused transfer (422331)', async () => {
    const made = customer('failed-port-in');
    expect(
      await failure(
        takeNewNumber(made.client, { orderReference: made.orderRef, idempotencyKey: newIdempotencyKey() }),
      ),
    ).toEqual({ status: 422, errorCode: 'STEP_UP_REQUIRED' });
    expect((await lineOf(made)).status).toBe('Inactive');
    const pending = customer('pending-port-in');
    expect(await failure(takeNew(pending))).toEqual({ status: 422, errorCode: 'PORT_IN_NOT_REINITIABLE' });
  });
});
