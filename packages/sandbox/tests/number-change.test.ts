import {
  generateNumberChangeOtt,
  numberChangeEligibility,
  submitNumberChange,
} from '@senda/core/flows/number-change';
import {
  getServiceRequestStatus,
  isGatewayError,
  listServiceRequests,
  multiLineUsers,
  newIdempotencyKey,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { NUMBER_CHANGE_RULES } from '../src/flows/number-change/number-change.ts';
import { CARDS, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Number change and recovery over their gateway calls: eligibility and its refusals, the
 * one-time code and each the spec's OTT code, the line's new number an hour after the request (the
 * clock), a premium number paid once before anything happens, recovery of the old number, and
 * another customer's account answering 404.
 */
const kit = setupSandboxTest();
const { sandbox, clock, scenarioCustomer: customer } = kit;
const HOUR = 60 * 60 * 1000;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

type Customer = ReturnType<typeof customer>;

async function gatewayFailure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorId: error.errorId };
}

const codeOf = (requestId: string) => sandbox.state.store.data.otpRequests[requestId]?.code ?? '';
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function lockedNumber(made: Customer, category: 'FREE_NUMBER' | 'PREMIUM_NUMBER') {
  const [number] = sandbox.state.numbers.search({ category, limit: 1, userId: made.userId });
  if (!number) throw new Error('no number');
  sandbox.state.numbers.lock(number.number, made.userId);
  return number.number;
}

async function change(
  made: Customer,
  number: string,
  category: 'FREE_NUMBER' | 'PREMIUM_NUMBER',
  code?: string,
) {
  const ott = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
  return submitNumberChange(made.client, {
    accountNumber: made.accountNumber,
    action: 'CHANGE',
    number,
    category,
    otpCode: code ?? codeOf(ott.requestId),
    idempotencyKey: newIdempotencyKey(),
    ottRequestId: ott.requestId,
  });
}

async function msisdnOf(made: Customer): Promise<string> {
  const lines = await multiLineUsers(made.client);
  return lines.find((line) => line.accountNumber === made.accountNumber)?.msisdn ?? '';
}

describe('number change', () => {
  it('offers the change with the fee of each category, and refuses it while one is on its way', async () => {
    const made = customer('number-change-eligible');
    const answer = await numberChangeEligibility(made.client, {
      accountNumber: made.accountNumber,
      action: 'CHANGE',
    });
    expect(answer).toMatchObject({
      eligible: true,
      currentNumber: made.msisdn,
      fees: { FREE_NUMBER: { amount: 0 }, PREMIUM_NUMBER: { amount: 199 } },
    });
    const pending = customer('number-change-not-eligible');
    expect(
      await numberChangeEligibility(pending.client, {
        accountNumber: pending.accountNumber,
        action: 'CHANGE',
      }),
    ).toMatchObject({ eligible: false, reason: 'REQUEST_PENDING' });
  });

  it('gives the line its new number an hour after the request, and refuses another change for 30 days', async () => {
    const made = customer('number-change-eligible');
    const number = await lockedNumber(made, 'FREE_NUMBER');
    const sent = await change(made, number, 'FREE_NUMBER');
    expect(sent).toMatchObject({ status: 'SUBMITTED', number, payment: null });
    expect(await msisdnOf(made)).toBe(made.msisdn);
    clock.advance(NUMBER_CHANGE_RULES.takesEffectAfterMs);
    expect((await getServiceRequestStatus(made.client, { requestId: sent.requestId })).status).toBe('DONE');
    expect(await msisdnOf(made)).toBe(number);
    // The request history shows it: the numbers, and its timeline.
    const [listed] = await listServiceRequests(made.client, {
      accountNumber: made.accountNumber,
      type: 'NUMBER_CHANGE',
    });
    expect(listed).toMatchObject({
      numberChange: { fromNumber: made.msisdn, toNumber: number },
      status: 'DONE',
    });
    expect(listed?.history.map((entry) => entry.status)).toEqual(['SUBMITTED', 'IN_PROGRESS', 'DONE']);
    expect(
      await numberChangeEligibility(made.client, { accountNumber: made.accountNumber, action: 'CHANGE' }),
    ).toMatchObject({ eligible: false, reason: 'CHANGED_RECENTLY' });
  });

  // The owner hears of a number change made in their name.
  it('tells the account’s address which number changes to which, when, and how to report it', async () => {
    const made = customer('number-change-eligible');
    const number = await lockedNumber(made, 'FREE_NUMBER');
    await change(made, number, 'FREE_NUMBER');
    const notices = sandbox.state.mailbox
      .listFor(made.email)
      .filter((mail) => mail.kind === 'account_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Senda: cambio de número de tu línea');
    expect(notices[0]?.body).toContain(`el número de tu línea ${made.msisdn} por ${number}`);
    expect(notices[0]?.body).toContain('(hora de la Ciudad de México)');
    expect(notices[0]?.body).toContain('*611');
  });

  it('makes a premium number an order to pay first: nothing changes until it is paid', async () => {
    const made = customer('number-change-eligible');
    const number = await lockedNumber(made, 'PREMIUM_NUMBER');
    const sent = await change(made, number, 'PREMIUM_NUMBER');
    expect(sent).toMatchObject({ status: 'WAITING', payment: { amount: { amount: 199, currency: 'MXN' } } });
    clock.advance(2 * HOUR);
    expect(await msisdnOf(made)).toBe(made.msisdn);
    expect((await getServiceRequestStatus(made.client, { requestId: sent.requestId })).status).toBe(
      'WAITING',
    );
  });

  it('answers each §8 one-time-code refusal with its own code, and keeps nothing half-done', async () => {
    const made = customer('number-change-eligible');
    const number = await lockedNumber(made, 'FREE_NUMBER');
    const ott = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    const send = (code: string, ottRequestId = ott.requestId) =>
      submitNumberChange(made.client, {
        accountNumber: made.accountNumber,
        action: 'CHANGE',
        number,
        category: 'FREE_NUMBER',
        otpCode: code,
        idempotencyKey: newIdempotencyKey(),
        ottRequestId,
      });
    const bad = wrong(codeOf(ott.requestId));
    expect(await gatewayFailure(send(bad, ''))).toEqual({ status: 400, errorId: 400166 });
    expect(await gatewayFailure(send(bad))).toEqual({ status: 422, errorId: 422028 });
    expect(await gatewayFailure(send(bad))).toEqual({ status: 422, errorId: 422028 });
    expect(await gatewayFailure(send(bad))).toEqual({ status: 422, errorId: 422026 });
    expect(await gatewayFailure(send(codeOf(ott.requestId)))).toEqual({ status: 422, errorId: 422035 });
    expect(await msisdnOf(made)).toBe(made.msisdn);

    // Another customer's code request is not this one's to use.
    const other = customer('number-change-eligible');
    const theirs = await generateNumberChangeOtt(other.client, { accountNumber: other.accountNumber });
    expect(await gatewayFailure(send(codeOf(theirs.requestId), theirs.requestId))).toEqual({
      status: 400,
      errorId: 400061,
    });

    // A code used after its lifetime.
    const late = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    clock.advance(((late.expiresIn ?? 120) + 1) * 1000);
    expect(await gatewayFailure(send(codeOf(late.requestId), late.requestId))).toEqual({
      status: 422,
      errorId: 422025,
    });
  });

  it('refuses a fourth new code for the same request (§8 422024)', async () => {
    const made = customer('number-change-eligible');
    let ott = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    for (let resend = 0; resend < sandbox.state.limits.otpMaxResends; resend++) {
      ott = await generateNumberChangeOtt(made.client, {
        accountNumber: made.accountNumber,
        previousRequestId: ott.requestId,
      });
    }
    expect(
      await gatewayFailure(
        generateNumberChangeOtt(made.client, {
          accountNumber: made.accountNumber,
          previousRequestId: ott.requestId,
        }),
      ),
    ).toEqual({ status: 422, errorId: 422024 });
  });

  it('refuses a fifth code within ten minutes even when asked afresh, without the previous request', async () => {
    const made = customer('number-change-eligible');
    const mails = () => sandbox.state.mailbox.listFor(made.email).length;
    // The first code and three more, asked as new requests each time.
    for (let i = 0; i < 1 + sandbox.state.limits.otpMaxResends; i++) {
      clock.advance(1_000);
      await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    }
    const sent = mails();
    const refused = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 422, errorId: 422024, retryAfterSeconds: 597 });
    expect(mails()).toBe(sent);
    // The window over, a code again.
    clock.advance(597_000);
    await expect(
      generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber }),
    ).resolves.toHaveProperty('requestId');
  });

  it("answers another customer's account with 404", async () => {
    const made = customer('number-change-eligible');
    const other = customer('number-change-eligible');
    expect(
      await gatewayFailure(
        numberChangeEligibility(made.client, { accountNumber: other.accountNumber, action: 'CHANGE' }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await gatewayFailure(generateNumberChangeOtt(made.client, { accountNumber: other.accountNumber })),
    ).toMatchObject({ status: 404 });
  });
});

describe('number recovery', () => {
  it('offers the number the line changed away from, free in its first 30 days, and brings it back', async () => {
    const made = customer('number-recovery-eligible');
    const answer = await numberChangeEligibility(made.client, {
      accountNumber: made.accountNumber,
      action: 'RECOVERY',
    });
    if (!answer.eligible) throw new Error('not eligible');
    const [previous] = answer.recoverable;
    expect(previous).toMatchObject({ releasedBy: 'CHANGED', fee: { amount: 0 } });
    const ott = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    const sent = await submitNumberChange(made.client, {
      accountNumber: made.accountNumber,
      action: 'RECOVERY',
      number: previous?.number ?? '',
      otpCode: codeOf(ott.requestId),
      idempotencyKey: newIdempotencyKey(),
      ottRequestId: ott.requestId,
    });
    expect(sent.payment).toBeNull();
    clock.advance(NUMBER_CHANGE_RULES.takesEffectAfterMs);
    expect(await msisdnOf(made)).toBe(previous?.number);
  });

  it('charges the recovery fee after the free days, and refuses a line with nothing to recover', async () => {
    const made = customer('number-recovery-eligible');
    // 29 days later (the session would not last a real month): 31 days after the change.
    const [previous] = sandbox.state.store.data.lines[made.accountNumber]?.previousNumbers ?? [];
    if (!previous) throw new Error('no previous number');
    previous.releasedAt -= 29 * 24 * HOUR;
    const answer = await numberChangeEligibility(made.client, {
      accountNumber: made.accountNumber,
      action: 'RECOVERY',
    });
    expect(answer).toMatchObject({ eligible: true, recoverable: [{ fee: { amount: 99 } }] });
    const fresh = customer('number-change-eligible');
    expect(
      await numberChangeEligibility(fresh.client, { accountNumber: fresh.accountNumber, action: 'RECOVERY' }),
    ).toMatchObject({ eligible: false, reason: 'NO_RECOVERABLE_NUMBER' });
  });

  it('holds a lapsed line’s number 60 days: recovered for the fee and a period, the line in service again', async () => {
    const made = customer('lapsed-line');
    const before = (await multiLineUsers(made.client)).find(
      (line) => line.accountNumber === made.accountNumber,
    );
    expect(before).toMatchObject({ status: 'Inactive', msisdn: made.msisdn });
    expect(before?.numberHeldUntil).toBeDefined();
    // A closed line changes nothing else: no new number.
    expect(
      await numberChangeEligibility(made.client, { accountNumber: made.accountNumber, action: 'CHANGE' }),
    ).toMatchObject({ eligible: false, reason: 'LINE_CLOSED' });
    const answer = await numberChangeEligibility(made.client, {
      accountNumber: made.accountNumber,
      action: 'RECOVERY',
    });
    if (!answer.eligible) throw new Error('not eligible');
    const [own] = answer.recoverable;
    const plan = before?.plan.price.amount ?? 0;
    expect(answer.recoverable).toHaveLength(1);
    expect(own).toMatchObject({
      number: made.msisdn,
      releasedBy: 'LAPSED',
      fee: { amount: NUMBER_CHANGE_RULES.recoveryFee + plan },
      planPeriod: { amount: { amount: plan }, validityDays: 30 },
    });
    expect(Date.parse(own?.recoverableUntil ?? '') - Date.parse(own?.releasedAt ?? '')).toBe(
      NUMBER_CHANGE_RULES.lapsedNumberHeldDays * 24 * HOUR,
    );
    expect(before?.numberHeldUntil).toBe(own?.recoverableUntil);

    const ott = await generateNumberChangeOtt(made.client, { accountNumber: made.accountNumber });
    const sent = await submitNumberChange(made.client, {
      accountNumber: made.accountNumber,
      action: 'RECOVERY',
      number: made.msisdn,
      otpCode: codeOf(ott.requestId),
      idempotencyKey: newIdempotencyKey(),
      ottRequestId: ott.requestId,
    });
    expect(sent).toMatchObject({ status: 'WAITING', payment: { amount: { amount: 99 + plan } } });
    // Nothing happens until it is paid; another recovery waits for this one.
    clock.advance(2 * HOUR);
    expect((await lineOf(made)).status).toBe('Inactive');
    expect(
      await numberChangeEligibility(made.client, { accountNumber: made.accountNumber, action: 'RECOVERY' }),
    ).toMatchObject({ eligible: false, reason: 'REQUEST_PENDING' });
    const paid = await payWithCard(made.client, sent.payment?.orderReference ?? '', CARDS.approve);
    expect((await pollTransaction(made.client, paid.transactionId)).final.status).toBe('SUCCESS');
    clock.advance(NUMBER_CHANGE_RULES.takesEffectAfterMs);
    expect((await getServiceRequestStatus(made.client, { requestId: sent.requestId })).status).toBe('DONE');
    const after = await lineOf(made);
    expect(after).toMatchObject({ status: 'Active', msisdn: made.msisdn });
    expect(after.numberHeldUntil).toBeUndefined();
    expect(Date.parse(after.renewalDate ?? '')).toBeGreaterThan(clock.now() + 29 * 24 * HOUR);
  });

  it('lets a lapsed number go once its 60 days are over', async () => {
    const made = customer('lapsed-line');
    expect((await lineOf(made)).numberHeldUntil).toBeDefined();
    // 60 days on (the session would not last them): the line closed that much earlier.
    const line = sandbox.state.store.data.lines[made.accountNumber];
    if (!line?.lapsedAt) throw new Error('the line did not lapse');
    line.lapsedAt -= NUMBER_CHANGE_RULES.lapsedNumberHeldDays * 24 * HOUR;
    expect(
      await numberChangeEligibility(made.client, { accountNumber: made.accountNumber, action: 'RECOVERY' }),
    ).toMatchObject({ eligible: false, reason: 'NO_RECOVERABLE_NUMBER' });
    expect((await lineOf(made)).numberHeldUntil).toBeUndefined();
  });
});

async function lineOf(made: Customer) {
  const found = (await multiLineUsers(made.client)).find((line) => line.accountNumber === made.accountNumber);
  if (!found) throw new Error('the line is not listed');
  return found;
}
