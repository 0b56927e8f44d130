import { type STEP_UP_ACTIONS, type StepUpAction, StepUpActionSchema } from '@senda/core/gateway';
import * as v from 'valibot';
import { SANDBOX_FLOW_WINGS } from '../flows/flow-registry.ts';
import { fail } from './failures.ts';
import { type SandboxLanguage, type Texts, texts } from './language.ts';
import type { LineService } from './lines.ts';
import type { OtpService } from './otp.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import type {
  LineRecord,
  OtpRecord,
  SessionRecord,
  StepUpRecord,
  UserRecord,
} from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export type StepUpStartAnswer =
  | { required: false; stepUpToken: string; expiresIn: number }
  | { required: true; requestId: string; expiresIn: number; sentTo: string };

/**
 * What each action's code approves, as its mail names it: the line's number where the action is
 * on a line. A new action cannot be added without its words (the record is total).
 */
const BUILT_IN_APPROVES: Record<(typeof STEP_UP_ACTIONS)[number], (msisdn: string | undefined) => Texts> = {
  EMAIL_CHANGE: () => texts('cambiar el correo de tu cuenta', 'change your account’s e-mail'),
  // A number change and the new number after a refused transfer: either way the line gets another number.
  NUMBER_CHANGE: (msisdn) =>
    texts(`darle un número nuevo a tu línea ${msisdn ?? ''}`, `give your line ${msisdn ?? ''} a new number`),
};

/** Each flow wing's actions' words beside the shared ones (flows/<flow>/flow.ts `stepUpWords`). */
const APPROVES: ReadonlyMap<StepUpAction, (msisdn: string | undefined) => Texts> = new Map([
  ...Object.entries(BUILT_IN_APPROVES),
  ...SANDBOX_FLOW_WINGS.flatMap((wing) => Object.entries(wing.stepUpWords)),
]);

/** A stored record's action is a string: one no longer known is named as a change to the account. */
const approvesText = (action: string, msisdn: string | undefined): Texts => {
  const approves = v.is(StepUpActionSchema, action) ? APPROVES.get(action) : undefined;
  const words = approves
    ? approves(msisdn)
    : texts('confirmar un cambio en tu cuenta', 'confirm a change to your account');
  const tidy = (text: string) => text.replace(/ {2,}/g, ' ').trim();
  return texts(tidy(words['es-MX']), tidy(words['en-US']));
};

/** `ana@example.mx` → `a••••@example.mx`: says which address without spelling it out. */
export function maskEmail(address: string): string {
  const at = address.indexOf('@');
  return at < 1 ? '••••' : `${address[0]}••••${address.slice(at)}`;
}

/**
 * Step-up: one gateway rule for every account-changing action (e-mail change, SIM
 * replacement, number change, reverse port-out, termination).
 *
 * - The action needs a proof token: short-lived (`stepUpProofTtlSeconds`), bound to the customer,
 *   the action and the line (none for the e-mail), spent by the action. Without one the action is
 *   refused with 422120 STEP_UP_REQUIRED.
 * - The proof comes from a one-time code mailed to the account's CURRENT e-mail (never the address
 *   being proved), with the spec's OTP codes, bounded tries and resends of card update's code; or at
 *   once when the session's log-in by one-time code is at most `stepUpFreshLoginSeconds` old. A
 *   session opened from an e-mailed link, a refreshed link session or a guest never counts:
 *   whoever holds a stolen link still needs the mailbox.
 */
export class StepUpService {
  constructor(
    private readonly store: StateStore,
    private readonly otp: OtpService,
    private readonly lines: LineService,
  ) {}

  start(
    session: SessionRecord,
    user: UserRecord,
    input: { action: StepUpAction; accountNumber?: string | undefined },
    lang: SandboxLanguage,
    requester: CodeRequester,
  ): StepUpStartAnswer {
    if (!user.email || user.status !== 'ACTIVE') fail('savedCardsNeedAccount');
    // A reschedule link's session approves its own change only: where the SIM goes.
    if (session.scope && input.action !== 'DELIVERY_ADDRESS_CHANGE') fail('forbidden');
    // Another customer's line is as unknown as a made-up one.
    const line = input.accountNumber ? this.lines.get(input.accountNumber, user.id) : undefined;
    const accountNumber = line?.accountNumber;
    const now = this.store.now();
    const record: StepUpRecord = {
      id: this.store.nextId('su_'),
      userId: user.id,
      action: input.action,
      ...(accountNumber ? { accountNumber } : {}),
      status: 'VERIFYING',
      createdAt: now,
    };
    this.store.data.stepUps[record.id] = record;
    if (this.freshLogin(session)) {
      const proof = this.prove(record);
      return { required: false, ...proof };
    }
    const otp = this.otp.issue({
      purpose: 'step_up',
      target: user.email,
      userId: user.id,
      replaceOpen: true,
      lang,
      requester,
      approves: approvesText(input.action, line && this.lineNumber(line)),
    });
    record.otpRequestId = otp.id;
    this.store.changed();
    return this.challenge(otp);
  }

  /** A new code for the same step-up (the old one stops working); 422024 past the resends. */
  resend(userId: string, requestId: string, lang: SandboxLanguage, requester: CodeRequester) {
    const record = this.byOtpRequest(userId, requestId);
    const line = record.accountNumber ? this.store.data.lines[record.accountNumber] : undefined;
    const msisdn = line && this.lineNumber(line);
    const next = this.otp.resend(requestId, 'step_up', lang, requester, approvesText(record.action, msisdn));
    record.otpRequestId = next.id;
    this.store.changed();
    return this.challenge(next);
  }

  /** A right code gives the proof; the OTP service answers every wrong one. */
  verify(userId: string, requestId: string, code: string) {
    const record = this.byOtpRequest(userId, requestId);
    this.otp.verify(requestId, 'step_up', code);
    return this.prove(record);
  }

  /** Refuses (422120) unless `token` proves this customer for this action on this line. */
  assertProof(
    userId: string,
    action: StepUpAction,
    accountNumber: string | undefined,
    token: string | null | undefined,
  ): StepUpRecord {
    const record = token
      ? Object.values(this.store.data.stepUps).find((candidate) => candidate.proofToken === token)
      : undefined;
    if (
      !record ||
      record.userId !== userId ||
      record.action !== action ||
      record.accountNumber !== accountNumber ||
      record.status !== 'PROVED' ||
      (record.proofExpiresAt ?? 0) < this.store.now()
    ) {
      fail('stepUpRequired');
    }
    return record;
  }

  /** As assertProof, and the proof is spent: the next action needs a new one. */
  consume(
    userId: string,
    action: StepUpAction,
    accountNumber: string | undefined,
    token: string | null | undefined,
  ): void {
    const record = this.assertProof(userId, action, accountNumber, token);
    record.status = 'USED';
    this.store.changed();
  }

  /**
   * A proof made without a code, for the sandbox's own seeding only (a scenario's history made as
   * the storefront would have made it, the contract test's calls): no route reaches it.
   */
  grant(userId: string, action: StepUpAction, accountNumber?: string): string {
    const record: StepUpRecord = {
      id: this.store.nextId('su_'),
      userId,
      action,
      ...(accountNumber ? { accountNumber } : {}),
      status: 'VERIFYING',
      createdAt: this.store.now(),
    };
    this.store.data.stepUps[record.id] = record;
    return this.prove(record).stepUpToken;
  }

  /** The number the code mail names the line by: none while its transfer failed (the donor keeps it). */
  private lineNumber(line: LineRecord): string | undefined {
    return this.lines.transferFailed(line) ? undefined : line.msisdn;
  }

  private freshLogin(session: SessionRecord): boolean {
    if (session.guest || session.loggedInAt === undefined) return false;
    return this.store.now() - session.loggedInAt <= this.store.limits.stepUpFreshLoginSeconds * 1000;
  }

  private prove(record: StepUpRecord) {
    record.status = 'PROVED';
    record.proofToken = this.store.token(32);
    record.proofExpiresAt = this.store.now() + this.store.limits.stepUpProofTtlSeconds * 1000;
    this.store.changed();
    return { stepUpToken: record.proofToken, expiresIn: this.store.limits.stepUpProofTtlSeconds };
  }

  private challenge(otp: OtpRecord) {
    return {
      required: true as const,
      requestId: otp.id,
      expiresIn: this.otp.secondsLeft(otp),
      sentTo: maskEmail(otp.target),
    };
  }

  /** The customer's step-up whose code this is; another customer's is as unknown as a made-up one. */
  private byOtpRequest(userId: string, requestId: string): StepUpRecord {
    const record = Object.values(this.store.data.stepUps).find(
      (candidate) => candidate.otpRequestId === requestId && candidate.userId === userId,
    );
    if (!record || record.status !== 'VERIFYING') fail('invalidOtp');
    return record;
  }
}
