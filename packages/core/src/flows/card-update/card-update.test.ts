import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { gatewayRefusal } from '../../gateway/test-support/gateway-refusal.ts';
import { checkJourneyDocument } from '../../journey/index.ts';
import { journeyEdits, readJourneyJson, vocabularyOfFile } from '../../journey/test-journeys.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { createCardUpdateMachine } from './card-update.machine.ts';
import { cardUpdateDonePath, cardUpdatePagePath } from './card-update.pages.ts';
import { cardUpdateEligibility, cardUpdateLineAction } from './card-update.rules.ts';
import { provideCardUpdate } from './card-update.services.ts';
import type { CardUpdateGatewayCalls, CardUpdateLine } from './card-update.types.ts';
import { cardUpdateStepOf, cardUpdateView } from './card-update.view.ts';

const JOURNEY = readJourneyJson('card-update.json');
/** The steps as journeys/card-update.json orders them. */
const FILE_STEPS = JOURNEY.onboarding.steps.map((step) => step.name);

const NOW = Date.parse('2026-11-23T18:00:00.000Z');
const LINE: CardUpdateLine = { customer: 'CUST-1', accountNumber: '4000000001', orderRef: 'ORD-1' };
const ORIGIN = 'https://senda.test';
const HOSTED = 'https://pay.provider.test/hosted-fields?captureContext=cc_1';

const refusal = gatewayRefusal;

describe('card update: which lines may change their card', () => {
  const line = (status: 'Active' | 'Grace' | 'Suspend' | 'Inactive', activated: boolean) => ({
    orderRef: 'ORD-1',
    status,
    autoRenewal: true,
    activationDate: activated ? '2026-10-01T06:00:00.000Z' : null,
  });

  it('is not offered on the line page while automatic renewal is off: no card is kept for the line', () => {
    for (const status of ['Active', 'Grace', 'Suspend'] as const) {
      expect(cardUpdateLineAction({ ...line(status, true), autoRenewal: false })).toBeNull();
    }
  });

  it('offers it on an activated line in Active, Grace or Suspend', () => {
    for (const status of ['Active', 'Grace', 'Suspend'] as const) {
      expect(cardUpdateEligibility(line(status, true))).toEqual({ eligible: true });
    }
    expect(cardUpdateLineAction(line('Grace', true))).toEqual({
      kind: 'offer',
      labelId: 'line.action.update_card',
      path: '/manage/update-card/verify?orderRef=ORD-1',
    });
  });

  it('refuses a SIM never activated and an Inactive line, each with its reason', () => {
    expect(cardUpdateEligibility(line('Inactive', false))).toEqual({
      eligible: false,
      reason: 'SIM_NOT_ACTIVATED',
    });
    expect(cardUpdateEligibility(line('Active', false))).toEqual({
      eligible: false,
      reason: 'SIM_NOT_ACTIVATED',
    });
    expect(cardUpdateEligibility(line('Inactive', true))).toEqual({
      eligible: false,
      reason: 'LINE_INACTIVE',
    });
    expect(cardUpdateLineAction(line('Inactive', true))).toMatchObject({
      kind: 'refused',
      reasonId: 'update_card.refusal.line_inactive',
    });
    expect(cardUpdateLineAction(line('Active', false))).toMatchObject({
      kind: 'refused',
      reasonId: 'update_card.refusal.sim_not_activated',
    });
  });

  it('says a line without a number (failed transfer, ported out) has no number, not that it is closed', () => {
    const failed = { ...line('Inactive', true), portIn: { requestId: 'PI-1', status: 'FAILED' as const } };
    const portedOut = {
      ...line('Inactive', true),
      portedOut: { at: '2026-11-01T06:00:00.000Z', recipient: 'Otra' },
    };
    for (const noNumber of [failed, portedOut]) {
      expect(cardUpdateEligibility(noNumber)).toEqual({ eligible: false, reason: 'NO_NUMBER' });
      expect(cardUpdateLineAction(noNumber)).toMatchObject({
        kind: 'refused',
        reasonId: 'update_card.refusal.no_number',
      });
    }
  });
});

describe('card update machine', () => {
  let storage: KeyValueStorage;
  let sent: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    storage = createMemoryStorage();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  function start(overrides: Partial<CardUpdateGatewayCalls> = {}) {
    const calls: CardUpdateGatewayCalls = {
      eligibility: async () => ({
        eligible: true,
        details: {
          msisdn: '5512345678',
          currentCard: { brand: 'visa', last4: '4242' },
          autoRenewal: true,
          renewalDate: '2026-11-26T06:00:00.000Z',
        },
      }),
      requestCode: async (input) => {
        sent.push({ requestCode: input });
        return { requestId: 'otp_1', expiresIn: 120 };
      },
      resendCode: async () => ({ requestId: 'otp_2', expiresIn: 120 }),
      verifyCode: async (input) => {
        sent.push({ verifyCode: input });
        return { updateId: 'cu_1', verifiedUntil: '2026-11-23T18:15:00.000Z' };
      },
      captureContext: async () => ({
        captureContext: 'cc_1',
        hostedFieldsUrl: HOSTED,
        issuedAt: new Date(NOW).toISOString(),
        expiresAt: new Date(NOW + 15 * 60 * 1000).toISOString(),
      }),
      submit: async (input) => {
        sent.push({ submit: input });
        return {
          requestId: 'sr_1',
          status: 'DONE',
          action: 'CHANGE_CARD_DETAILS',
          card: { brand: 'mastercard', last4: '4444' },
        };
      },
      status: async () => ({ status: 'DONE' }),
      ...overrides,
    };
    const flow = createCardUpdateMachine(JOURNEY);
    const machine = provideCardUpdate(flow, { calls, storage, targetOrigin: ORIGIN }, LINE.accountNumber);
    const actor = createActor(machine, {
      input: serviceRequestInput(flow, storage, { customer: LINE.customer, subject: LINE.accountNumber }),
    });
    const tokenized: unknown[] = [];
    actor.start();
    const view = () => cardUpdateView(actor.getSnapshot());
    return { actor, view, tokenized, flow };
  }

  const settle = () => vi.advanceTimersByTimeAsync(0);

  async function toCard(run: ReturnType<typeof start>) {
    await settle();
    expect(run.view().screen).toBe('verify');
    run.view().otp?.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(run.view().screen).toBe('card');
  }

  /** What the page does: fields complete, Pay, then the frame's token for the tokenise request. */
  async function typeCard(run: ReturnType<typeof start>) {
    const entry = run.view().cardEntry as AnyActorRef;
    const asked: unknown[] = [];
    run.view().collect?.on('tokenize', (request) => asked.push(request));
    entry.send({
      type: 'FIELDS_CHANGED',
      brand: 'mastercard',
      numberComplete: true,
      securityCodeComplete: true,
    });
    entry.send({ type: 'PAY', expirationMonth: '11', expirationYear: '2030' });
    expect(asked).toEqual([
      expect.objectContaining({
        targetOrigin: 'https://pay.provider.test',
        message: expect.objectContaining({ type: 'tokenize' }),
      }),
    ]);
    entry.send({ type: 'TOKENIZED', token: 'tkn_abc', brand: 'mastercard', last4: '4444' });
    await settle();
  }

  it('mails the code, takes the card, reviews and sends it: the line renews on the new card', async () => {
    const run = start();
    await toCard(run);
    await typeCard(run);
    expect(run.view().screen).toBe('review');
    expect(run.view().newCard).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(run.view().line?.currentCard?.last4).toBe('4242');
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.view().screen).toBe('done');
    expect(sent).toEqual([
      { requestCode: { accountNumber: LINE.accountNumber } },
      { verifyCode: { accountNumber: LINE.accountNumber, requestId: 'otp_1', otpCode: '123456' } },
      { submit: { accountNumber: LINE.accountNumber, updateId: 'cu_1', transientToken: 'tkn_abc' } },
    ]);
    // Nothing of the card but its brand and last four, and the provider's token, was ever kept.
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toMatch(/5555|cvv|securityCode/i);
  });

  it('walks the steps of journeys/card-update.json in its order, and reviews on its final step', async () => {
    const run = start();
    const walked: (string | null)[] = [];
    await settle();
    walked.push(cardUpdateStepOf(run.view().screen));
    await toCard(run);
    walked.push(cardUpdateStepOf(run.view().screen));
    await typeCard(run);
    walked.push(cardUpdateStepOf(run.view().screen));
    expect(walked).toEqual(FILE_STEPS);
    expect(run.flow.collect.submitOn).toEqual(
      JOURNEY.onboarding.steps.filter((step) => step.final).map((step) => step.name),
    );
  });

  it('puts each screen on its §2 page, and the result leads to the line or /updateCardSuccess', async () => {
    const run = start();
    await settle();
    expect(cardUpdatePagePath(run.view(), { pathname: '/manage/update-card/submit' }, 'ORD-1')).toBe(
      '/manage/update-card/verify?orderRef=ORD-1',
    );
    await toCard(run);
    expect(cardUpdatePagePath(run.view(), { pathname: '/manage/update-card/verify' }, 'ORD-1')).toBe(
      '/manage/update-card/request?orderRef=ORD-1',
    );
    await typeCard(run);
    expect(cardUpdatePagePath(run.view(), { pathname: '/manage/update-card/request' }, 'ORD-1')).toBe(
      '/manage/update-card/submit?orderRef=ORD-1',
    );
    expect(cardUpdateDonePath({ webview: true, orderRef: 'ORD-1' })).toBe(
      '/updateCardSuccess?orderRef=ORD-1',
    );
    expect(cardUpdateDonePath({ webview: false, orderRef: 'ORD-1' })).toBe('/manage/order?orderRef=ORD-1');
  });

  it('a reload on the card step goes back to the card, not to a new code', async () => {
    const first = start();
    await toCard(first);
    first.actor.stop();
    sent = [];
    const again = start();
    await settle();
    expect(again.view().screen).toBe('card');
    expect(sent).toEqual([]);
  });

  it('a reload on the review keeps the card, and sends it once', async () => {
    const first = start();
    await toCard(first);
    await typeCard(first);
    first.actor.stop();
    const again = start();
    await settle();
    expect(again.view().screen).toBe('review');
    expect(again.view().newCard?.last4).toBe('4444');
  });

  describe('the §8 codes of the code check', () => {
    async function verifyFailsWith(error: unknown) {
      const run = start({
        verifyCode: async () => {
          throw error;
        },
      });
      await settle();
      run.view().otp?.send({ type: 'SUBMIT', code: '123456' });
      await settle();
      expect(run.view().screen).toBe('verify');
      return run.view().otp?.getSnapshot().context;
    }

    it('422011 incorrect: the "code failed" alert', async () => {
      expect((await verifyFailsWith(refusal(422011, 'INCORRECT_OTP')))?.alert).toMatchObject({
        kind: 'otp_failed',
        messageId: 'errors.otp.incorrect',
      });
    });

    it('422004 expired: the timer-expired alert', async () => {
      const context = await verifyFailsWith(refusal(422004, 'OTP_EXPIRED'));
      expect(context?.timeExpired).toBe(true);
      expect(context?.alert).toMatchObject({ kind: 'time_expired' });
    });

    it.each([
      [4221402, 'INVALID_OTP', 'errors.code.4221402'],
      [422026, 'MAXIMUM_RETRY_OTT', 'errors.code.422026'],
      [422035, 'OTT_VERIFICATION_BLOCKED', 'errors.code.422035'],
    ])('%s %s: a danger notice with its sentence', async (errorId, errorCode, messageId) => {
      expect((await verifyFailsWith(refusal(errorId, errorCode)))?.notification).toEqual({
        tone: 'danger',
        messageId,
      });
    });

    it('422024 on a resend: a danger notice, the code still typed against the old one', async () => {
      const run = start({
        resendCode: async () => {
          throw refusal(422024, 'RESEND_OTT_BLOCKED');
        },
      });
      await settle();
      await vi.advanceTimersByTimeAsync(61_000);
      run.view().otp?.send({ type: 'RESEND' });
      await settle();
      expect(run.view().otp?.getSnapshot().context.notification).toEqual({
        tone: 'danger',
        messageId: 'errors.code.422024',
      });
    });
  });

  it('a line whose card may not change is refused with its reason (eligibility)', async () => {
    const run = start({
      eligibility: async () => ({
        eligible: false,
        reason: 'LINE_INACTIVE',
        reasonMessageId: 'update_card.refusal.line_inactive',
      }),
    });
    await settle();
    expect(run.view()).toMatchObject({
      screen: 'not-eligible',
      messageId: 'update_card.refusal.line_inactive',
    });
    expect(sent).toEqual([]);
  });

  it('422810 from the code request (the gateway refused the line): said, and asked again on RETRY', async () => {
    let fail = true;
    const run = start({
      requestCode: async () => {
        if (fail) throw refusal(422810, 'CARD_UPDATE_NOT_ELIGIBLE');
        return { requestId: 'otp_1', expiresIn: 120 };
      },
    });
    await settle();
    expect(run.view()).toMatchObject({ screen: 'code-failed', messageId: 'errors.card_update.not_eligible' });
    fail = false;
    run.view().collect?.send({ type: 'RETRY' });
    await settle();
    expect(run.view().screen).toBe('verify');
  });

  it('422811 at the submit (the code’s time ran out): said; EDIT types the card again', async () => {
    const run = start({
      submit: async () => {
        throw refusal(422811, 'CARD_UPDATE_NOT_VERIFIED');
      },
    });
    await toCard(run);
    await typeCard(run);
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.view()).toMatchObject({ screen: 'send-failed', messageId: 'errors.card_update.not_verified' });
    run.actor.send({ type: 'EDIT' });
    await settle();
    expect(run.view().screen).toBe('card');
  });
});

describe('journeys/card-update.json: what a product team may change', () => {
  const withSteps = (names: readonly string[]) => ({
    ...JOURNEY,
    onboarding: {
      ...JOURNEY.onboarding,
      steps: names.map((name) => JOURNEY.onboarding.steps.find((step) => step.name === name) ?? { name }),
    },
  });
  const [verify = '', request = '', submit = ''] = FILE_STEPS;

  it('refuses the card before the code, and a file without the code or the card, saying why', () => {
    const edits = [
      withSteps([request, verify, submit]),
      withSteps([request, submit]),
      withSteps([verify, submit]),
    ];
    for (const edited of edits) {
      const checked = checkJourneyDocument(edited, vocabularyOfFile(edited));
      expect(checked.ok).toBe(false);
      expect(() => createCardUpdateMachine(edited)).toThrow(/card-update/);
    }
    const reordered = checkJourneyDocument(edits[0], vocabularyOfFile(JOURNEY));
    expect(reordered.ok ? [] : reordered.issues.map((issue) => issue.message).join(' ')).toMatch(
      /proved who asks/,
    );
  });

  it('refuses a step the collect child has no screen for, though the checks pass it', () => {
    const [first] = JOURNEY.onboarding.steps;
    const edited = withSteps([verify, request, submit]);
    if (!first) throw new Error('card-update.json has no steps');
    edited.onboarding.steps.splice(2, 0, { ...first, name: 'extra', route: '/manage/update-card/extra' });
    expect(checkJourneyDocument(edited, vocabularyOfFile(edited)).ok).toBe(true);
    expect(() => createCardUpdateMachine(edited)).toThrow(/no screen for step "extra"/);
  });

  it('has no edit the checks accept that moves or removes a step: the order is what each step needs', () => {
    expect(journeyEdits('card-update.json')).toEqual([]);
  });
});
