import {
  reversePortOutEligibility,
  reversePortOutRequest,
  reversePortOutSpecifications,
  submitReversePortOut,
} from '@senda/core/flows/reverse-port-out';
import {
  type GatewayClient,
  isGatewayError,
  listServiceRequests,
  multiLineUsers,
  newIdempotencyKey,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { REVERSE_PORT_OUT_SPECIFICATIONS } from '../src/flows/reverse-port-out/reverse-port-out.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Reverse port-out over its gateway calls: a line whose number another operator took
 * asks for it back within the specifications' window; the PORT_OUT_REQUEST is listed with the
 * line's requests, PROCESSING → DONE as the clock moves, and the line has its number and service
 * back; one open request per line; another customer's ids are 404.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
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

/** The number asked back as the app asks: approved by the account's address first. */
const ask = async (
  made: { client: GatewayClient; accountNumber: string },
  idempotencyKey = newIdempotencyKey(),
) =>
  submitReversePortOut(
    made.client,
    { accountNumber: made.accountNumber, notRequestedByMe: true, idempotencyKey },
    await kit.stepUpProof(made, 'REVERSE_PORT_OUT'),
  );

async function lineOf(made: { client: GatewayClient; accountNumber: string }) {
  const found = (await multiLineUsers(made.client)).find((line) => line.accountNumber === made.accountNumber);
  if (!found) throw new Error('line not read');
  return found;
}

describe('reverse port-out', () => {
  it('brings the number back: eligible in the window, listed, PROCESSING → DONE, the line works again', async () => {
    const made = customer('ported-out-line');
    expect(await lineOf(made)).toMatchObject({ status: 'Inactive', portedOut: { recipient: 'ATT' } });
    const eligibility = await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber });
    expect(eligibility).toMatchObject({ eligible: true, recipient: 'AT&T México', underWay: false });
    expect(await reversePortOutSpecifications(made.client)).toEqual({ windowDays: 30, completionHours: 24 });
    const request = await ask(made);
    expect(request).toMatchObject({
      type: 'PORT_OUT_REQUEST',
      status: 'PROCESSING',
      recipient: 'AT&T México',
    });
    const listed = await listServiceRequests(made.client, {
      accountNumber: made.accountNumber,
      type: 'PORT_OUT_REQUEST',
    });
    expect(listed.map((entry) => entry.requestId)).toEqual([request.requestId]);
    clock.advance(REVERSE_PORT_OUT_SPECIFICATIONS.completionHours * 60 * 60 * 1000);
    expect(await reversePortOutRequest(made.client, { requestId: request.requestId })).toMatchObject({
      status: 'DONE',
    });
    const line = await lineOf(made);
    expect(line.status).toBe('Active');
    expect(line.portedOut).toBeUndefined();
    expect(await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber })).toMatchObject(
      {
        eligible: false,
        reason: 'NOT_PORTED_OUT',
      },
    );
  });

  // The owner hears of a reverse port-out asked in their name.
  it('tells the account’s address which number was asked back, when, by when, and how to report it', async () => {
    const made = customer('ported-out-line');
    await ask(made);
    const notices = sandbox.state.mailbox
      .listFor(made.email)
      .filter((mail) => mail.kind === 'account_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Senda: se pidió recuperar tu número');
    expect(notices[0]?.body).toContain(`tu número ${made.msisdn}, que otro operador se llevó`);
    expect(notices[0]?.body).toContain('(hora de la Ciudad de México)');
    expect(notices[0]?.body).toContain('*611');
  });

  it('one request per line: the same key gets it back, another while it is open is refused (REQUEST_OPEN)', async () => {
    const made = customer('ported-out-line');
    const key = newIdempotencyKey();
    const first = await ask(made, key);
    expect((await ask(made, key)).requestId).toBe(first.requestId);
    expect(await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber })).toMatchObject(
      {
        eligible: false,
        reason: 'REQUEST_OPEN',
      },
    );
    expect(await failure(ask(made))).toEqual({ status: 422, errorCode: 'REVERSE_PORT_OUT_NOT_ELIGIBLE' });
  });

  it('the window closes 30 days after the port-out; a line whose number never left has nothing to bring back', async () => {
    const made = customer('ported-out-line');
    // Moved back rather than the clock moved on: a month would end the session too.
    const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
    const record = sandbox.state.lines.get(made.accountNumber, userId);
    if (!record.portedOut) throw new Error('ported-out-line has no port-out');
    record.portedOut.at = clock.now() - REVERSE_PORT_OUT_SPECIFICATIONS.windowDays * DAY;
    expect(await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber })).toMatchObject(
      {
        eligible: false,
        reason: 'WINDOW_CLOSED',
      },
    );
    expect(await failure(ask(made))).toEqual({ status: 422, errorCode: 'REVERSE_PORT_OUT_NOT_ELIGIBLE' });
    const other = customer('active-esim-line');
    expect(
      await reversePortOutEligibility(other.client, { accountNumber: other.accountNumber }),
    ).toMatchObject({
      eligible: false,
      reason: 'NOT_PORTED_OUT',
    });
  });

  it("another customer's account and request are not found", async () => {
    const theirs = customer('ported-out-line');
    const request = await ask(theirs);
    const mine = customer('ported-out-line');
    const accountNumber = theirs.accountNumber;
    for (const call of [
      reversePortOutEligibility(mine.client, { accountNumber }),
      reversePortOutRequest(mine.client, { requestId: request.requestId }),
      ask({ client: mine.client, accountNumber }),
    ]) {
      expect((await failure(call)).status).toBe(404);
    }
  });
});

/** Another operator asks for the number (POST /mocks/port-out): the owner is told at once. */
describe('a port-out the customer did not ask for', () => {
  const HOUR = 60 * 60 * 1000;
  const simulate = async (body: Record<string, string>) => {
    const response = await fetch(`${ORIGIN}/mocks/port-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('mails the account at once with "No fui yo" to the reverse port-out; ported out when the clock passes', async () => {
    const made = customer('active-esim-line');
    const simulated = await simulate({ msisdn: made.msisdn, recipient: 'ATT' });
    expect(simulated).toMatchObject({ status: 201, body: { accountNumber: made.accountNumber } });
    const mails = sandbox.state.mailbox
      .listFor(made.email)
      .filter((mail) => mail.kind === 'port_out_requested');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Recibimos una solicitud para llevar tu número');
    expect(mails[0]?.body).toContain('a AT&T México');
    expect(mails[0]?.body).toContain('«No fui yo»');
    expect(mails[0]?.body).toContain('(hora de la Ciudad de México)');
    expect(mails[0]?.link).toBe(`/manage/reverse-portout?orderRef=${made.orderRef}`);
    expect(await lineOf(made)).toMatchObject({
      status: 'Active',
      portOut: { recipient: 'AT&T México', completesAt: new Date(clock.now() + 24 * HOUR).toISOString() },
    });
    expect(await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber })).toMatchObject(
      { eligible: true, recipient: 'AT&T México' },
    );
    clock.advance(24 * HOUR);
    const line = await lineOf(made);
    expect(line).toMatchObject({ status: 'Inactive', portedOut: { recipient: 'ATT' } });
    expect(line.portOut).toBeUndefined();
  });

  it('a reverse port-out asked during the transfer stops it: the line keeps its number', async () => {
    const made = customer('active-esim-line');
    await simulate({ accountNumber: made.accountNumber, recipient: 'ATT' });
    expect(await reversePortOutEligibility(made.client, { accountNumber: made.accountNumber })).toMatchObject(
      { eligible: true, underWay: true },
    );
    const request = await ask(made);
    expect(request).toMatchObject({ type: 'PORT_OUT_REQUEST', recipient: 'AT&T México' });
    // Told it was stopped and the number stays, not that it was "asked back".
    const notices = sandbox.state.mailbox
      .listFor(made.email)
      .filter((mail) => mail.kind === 'account_notice');
    expect(notices.map((mail) => mail.subject)).toEqual(['Senda: detuvimos la transferencia de tu número']);
    expect(notices[0]?.body).toContain('Tu número se queda en Senda');
    clock.advance(24 * HOUR);
    const line = await lineOf(made);
    expect(line).toMatchObject({ status: 'Active', msisdn: made.msisdn });
    expect(line.portOut).toBeUndefined();
    expect(line.portedOut).toBeUndefined();
  });

  it('names a line, and an operator: else 400, and an unknown line 404', async () => {
    expect((await simulate({ recipient: 'ATT' })).status).toBe(400);
    expect((await simulate({ msisdn: '5500000000', recipient: 'ATT' })).status).toBe(404);
  });
});
