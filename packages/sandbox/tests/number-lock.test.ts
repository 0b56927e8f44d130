import { numberLock, updateNumberLock } from '@senda/core/flows/number-lock';
import { simReplacementEligibility, submitSimReplacement } from '@senda/core/flows/sim-replacement';
import { newIdempotencyKey } from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import { gatewayFailure, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The number lock: while it is on, the operator refuses a port-out request (the account told at
 * once) and a SIM replacement (before any fee); on in one call, off only with the account's
 * approval (NUMBER_UNLOCK); each change mailed to the account's address.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => clock.set(START));

const simulatePortOut = async (body: Record<string, string>) => {
  const response = await fetch(`${ORIGIN}/mocks/port-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};
const mails = (email: string, kind: string) =>
  sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === kind);

describe('the number lock', () => {
  it('while on, refuses a port-out request and tells the account at once; the line keeps its number', async () => {
    const made = kit.scenarioLine('number-locked');
    const refused = await simulatePortOut({ msisdn: made.msisdn, recipient: 'ATT' });
    expect(refused).toEqual({ status: 422, body: { error: 'NUMBER_LOCKED' } });
    expect(made.line.portOut).toBeUndefined();
    expect(mails(made.email, 'port_out_requested')).toEqual([]);
    const [told, ...others] = mails(made.email, 'port_out_refused');
    expect(others).toEqual([]);
    expect(told?.subject).toBe('Senda: alguien intentó llevarse tu número; lo bloqueamos');
    expect(told?.body).toContain('Alguien intentó llevarse tu número');
    expect(told?.body).toContain('a AT&T México');
  });

  it('while on, refuses a SIM replacement: the eligibility says why, the submit answers 4221651 before any fee', async () => {
    const made = kit.scenarioLine('number-locked');
    expect(await simReplacementEligibility(made.client, { accountNumber: made.accountNumber })).toEqual({
      eligible: false,
      reason: 'NUMBER_LOCKED',
    });
    const png = plausiblePng();
    const check = sandbox.state.kyc.submit({
      userId: made.userId,
      files: [{ field: 'selfieImage', name: 'cam.png', type: 'image/png', size: png.length, head: png }],
    });
    const proof = await kit.stepUpProof(made, 'SIM_REPLACEMENT');
    const failure = await gatewayFailure(
      submitSimReplacement(
        made.client,
        {
          accountNumber: made.accountNumber,
          reason: 'LOST_OR_STOLEN',
          simType: 'esim',
          kycIds: [check.id],
          delivery: null,
          idempotencyKey: newIdempotencyKey(),
        },
        proof,
      ),
    );
    expect(failure).toMatchObject({ status: 422, errorId: 4221651, errorCode: 'NUMBER_LOCKED' });
    // Nothing happened to the SIM: not blocked, no order to pay.
    expect(made.line.simBlockedAt).toBeUndefined();
    expect(Object.values(sandbox.state.store.data.serviceRequests)).toEqual([]);
  });

  it('turns on in one call, telling the account; the same state again changes and tells nothing', async () => {
    const made = kit.scenarioLine('active-esim-line');
    expect(await numberLock(made.client, made)).toEqual({ locked: false, changedAt: null });
    const on = await updateNumberLock(made.client, { accountNumber: made.accountNumber, locked: true });
    expect(on).toEqual({ locked: true, changedAt: new Date(START).toISOString() });
    await updateNumberLock(made.client, { accountNumber: made.accountNumber, locked: true });
    const notices = mails(made.email, 'account_notice');
    expect(notices.map((mail) => mail.subject)).toEqual(['Senda: activaste el bloqueo de tu número']);
    expect(notices[0]?.body).toContain(
      'nadie puede llevarse tu número a otra compañía ni pedir un chip nuevo',
    );
    expect((await simulatePortOut({ accountNumber: made.accountNumber, recipient: 'ATT' })).status).toBe(422);
  });

  it('turns off only with the approval of the account address for NUMBER_UNLOCK on this line, then tells it', async () => {
    const made = kit.scenarioLine('number-locked');
    const off = { accountNumber: made.accountNumber, locked: false };
    expect(await gatewayFailure(updateNumberLock(made.client, off))).toMatchObject({
      errorCode: 'STEP_UP_REQUIRED',
    });
    const otherAction = await kit.stepUpProof(made, 'SIM_REPLACEMENT');
    expect(await gatewayFailure(updateNumberLock(made.client, off, otherAction))).toMatchObject({
      errorCode: 'STEP_UP_REQUIRED',
    });
    expect(await numberLock(made.client, made)).toMatchObject({ locked: true });

    const proof = await kit.stepUpProof(made, 'NUMBER_UNLOCK');
    expect(await updateNumberLock(made.client, off, proof)).toMatchObject({ locked: false });
    expect(mails(made.email, 'account_notice').map((mail) => mail.subject)).toContain(
      'Senda: desactivaste el bloqueo de tu número',
    );
    // The proof is spent: locking again and unlocking needs a new one.
    await updateNumberLock(made.client, { ...off, locked: true });
    expect(await gatewayFailure(updateNumberLock(made.client, off, proof))).toMatchObject({
      errorCode: 'STEP_UP_REQUIRED',
    });
    // Off, the port-out goes through as before.
    await updateNumberLock(made.client, off, await kit.stepUpProof(made, 'NUMBER_UNLOCK'));
    expect((await simulatePortOut({ msisdn: made.msisdn, recipient: 'ATT' })).status).toBe(201);
    expect(mails(made.email, 'port_out_requested')).toHaveLength(1);
  });

  it("reads and changes only the customer's own lines", async () => {
    const mine = kit.scenarioLine('number-locked');
    const theirs = kit.scenarioLine('active-esim-line');
    const other = { accountNumber: theirs.accountNumber };
    expect(await gatewayFailure(numberLock(mine.client, other))).toMatchObject({ status: 404 });
    expect(await gatewayFailure(updateNumberLock(mine.client, { ...other, locked: true }))).toMatchObject({
      status: 404,
    });
    expect(theirs.line.numberLock).toBeUndefined();
  });
});
