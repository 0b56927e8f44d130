import { SUPPORT_LINE } from './account-notice.ts';
import { type FailureName, fail } from './failures.ts';
import { type SandboxLanguage, type Texts, texts } from './language.ts';
import type { Mailbox } from './mailbox.ts';
import { type CodeRequester, OtpAddressGuard } from './otp-address-guard.ts';
import type { OtpPurpose, OtpRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * One-time codes: 6 digits, single use, a lifetime, and a cap on wrong guesses. Each flow answers
 * its own the spec's codes, so the table below is the whole error policy.
 */
interface OtpFailures {
  incorrect: FailureName;
  expired: FailureName;
  invalid: FailureName;
  maxRetries: FailureName;
  /** Asked again after the cap was reached. */
  blocked: FailureName;
}

const OTP_FAILURES: Record<OtpPurpose, OtpFailures> = {
  signin: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'maximumRetryLogin',
    blocked: 'maximumRetryLogin',
  },
  signup: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'maximumRetrySignup',
    blocked: 'maximumRetrySignup',
  },
  guest_ott: {
    incorrect: 'incorrectOtt',
    expired: 'ottExpired',
    invalid: 'failedToValidateOtt',
    maxRetries: 'maximumRetryOtt',
    blocked: 'ottVerificationBlocked',
  },
  // A signed-in customer proving a new address: wrong codes end the request as a log-in's do.
  email_change: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'maximumRetryLogin',
    blocked: 'maximumRetryLogin',
  },
  // Number change and recovery: the spec's one-time-token codes.
  number_change: {
    incorrect: 'incorrectOtt',
    expired: 'ottExpired',
    invalid: 'failedToValidateOtt',
    maxRetries: 'maximumRetryOtt',
    blocked: 'ottVerificationBlocked',
  },
  // Card update: a signed-in customer proving it is them before the card that renews
  // a line changes. Wrong codes end this code (422026), not the session; asked again, 422035.
  card_update: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'maximumRetryOtt',
    blocked: 'ottVerificationBlocked',
  },
  // Step-up (step-up.ts): the account's current address approves an account-changing
  // action. Wrong codes end this code (422005, as the e-mail change's: the storefront's code step
  // then offers a new code); the session goes on.
  step_up: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'maximumRetryLogin',
    blocked: 'maximumRetryLogin',
  },
  // Port-in has no dedicated codes in the spec: a dead request is simply no longer valid.
  port_in: {
    incorrect: 'incorrectOtp',
    expired: 'otpExpired',
    invalid: 'invalidOtp',
    maxRetries: 'invalidOtp',
    blocked: 'invalidOtp',
  },
};

/**
 * The purposes that prove an e-mail, and so open an account (a guest code signs an existing
 * customer in too): they share the request limits of OtpAddressGuard. What each answers when a
 * code request is refused by them; a resend's refusal is always 422024.
 */
const ADDRESS_REFUSALS: Partial<Record<OtpPurpose, FailureName>> = {
  signin: 'maximumRetryLogin',
  signup: 'maximumRetrySignup',
  guest_ott: 'resendOttBlocked',
  // Codes mailed to an address the customer types: the same limits, so nobody mails a stranger
  // a stream of codes from their profile.
  email_change: 'maximumRetryLogin',
};
const ADDRESS_PURPOSES = Object.keys(ADDRESS_REFUSALS) as OtpPurpose[];

/** The purposes a signed-in account asks for, counted per account (assertAccountCodesLeft). */
const ACCOUNT_COUNTED: readonly OtpPurpose[] = ['email_change', 'number_change', 'card_update', 'step_up'];

/**
 * Mails and texts are written in the language of the call that asked for them (Accept-Language),
 * as the storefront's other gateway texts are: the customer reads the language they chose.
 */
const MAIL_SUBJECT: Record<OtpPurpose, Texts> = {
  signin: texts('Tu código para iniciar sesión en Senda', 'Your Senda log-in code'),
  signup: texts('Confirma tu correo en Senda', 'Confirm your e-mail for Senda'),
  guest_ott: texts('Tu código de verificación de Senda', 'Your Senda verification code'),
  port_in: texts('Senda: confirma la portabilidad', 'Senda: confirm your number transfer'),
  email_change: texts('Confirma tu nuevo correo en Senda', 'Confirm your new e-mail for Senda'),
  number_change: texts('Senda: confirma el cambio de tu número', 'Senda: confirm your number change'),
  card_update: texts('Senda: tu código para cambiar la tarjeta', 'Senda: your code to change your card'),
  step_up: texts(
    'Senda: tu código para confirmar un cambio en tu cuenta',
    'Senda: your code to confirm a change to your account',
  ),
};

const codeMailBody = (code: string, minutes: number) =>
  texts(
    `Tu código de verificación es ${code}. Vence en ${minutes} min. No lo compartas con nadie.`,
    `Your verification code is ${code}. It expires in ${minutes} min. Do not share it with anyone.`,
  );

/**
 * A step-up code's mail names the change it approves (the owner can tell a change they asked for
 * from one they did not), and says what to do if it wasn't them: the change cannot happen without
 * the code, so not using it and calling customer service is enough.
 */
const stepUpMail = (approves: Texts, code: string, minutes: number) => ({
  subject: texts(`Senda: tu código para ${approves['es-MX']}`, `Senda: your code to ${approves['en-US']}`),
  body: texts(
    `Tu código para ${approves['es-MX']} es ${code}. Vence en ${minutes} min. No lo compartas con nadie: Senda nunca te lo pide. ` +
      `Si no fuiste tú, no uses el código: sin él no se hace el cambio. Llama a atención a clientes de Senda al ${SUPPORT_LINE} y repórtalo.`,
    `Your code to ${approves['en-US']} is ${code}. It expires in ${minutes} min. Do not share it with anyone: Senda never asks for it. ` +
      `If it wasn't you, don't use the code: without it the change is not made. Call Senda customer service at ${SUPPORT_LINE} and report it.`,
  ),
});

export interface IssueOtpInput {
  purpose: OtpPurpose;
  target: string;
  userId?: string;
  portIn?: { number: string; donor: string };
  resends?: number;
  /** Sign-in for an address with no account (see OtpRecord.noAccount). */
  noAccount?: boolean;
  /** Supersede the target's open requests of this purpose, once the new one is allowed. */
  replaceOpen?: boolean;
  /** The language of the call that asked for the code: the mail is written in it. */
  lang: SandboxLanguage;
  /** Who asked: counted by the request limits (otp-address-guard.ts). */
  requester: CodeRequester;
  /** A step-up code's change, as its mail names it ("reemplazar la SIM de tu línea …"). */
  approves?: Texts | undefined;
  /**
   * Nothing is sent: the request is already proven (a port-in where the operator asks no code,
   * the NIP from 051 having been texted to the line). Recorded as used, so an order can cite it,
   * and counted by the limits like a code.
   */
  proven?: boolean;
}

/** No code for an address without an account: the mail says what to do instead. */
const NO_ACCOUNT_MAIL: { subject: Texts; body: Texts } = {
  subject: texts('Senda: no hay una cuenta con este correo', 'No Senda account for this address'),
  body: texts(
    'Alguien pidió un código para iniciar sesión en Senda con este correo, pero no hay una cuenta con él. ' +
      'Si eras tú, crea una cuenta con este correo. Si no, ignora este mensaje.',
    'Someone asked for a code to log in to Senda with this address, but there is no account with it. ' +
      'If it was you, sign up with this address instead. If not, ignore this message.',
  ),
};

/**
 * An e-mail change to an address that has its own account: answered as for a free address (the
 * change was an account oracle, 409 for every address with an account, unlimited), and the
 * address's owner reads why no code came. Nothing changes and no code validates.
 */
const IN_USE_MAIL: { subject: Texts; body: Texts } = {
  subject: texts('Senda: este correo ya tiene una cuenta', 'Senda: this address already has an account'),
  body: texts(
    'Alguien pidió cambiar el correo de una cuenta de Senda a este, pero este correo ya tiene su propia cuenta, así que no se cambió nada. ' +
      'Si eras tú, inicia sesión con este correo, o elige otro correo para la otra cuenta. Si no, ignora este mensaje.',
    'Someone asked to change the e-mail of a Senda account to this address, but this address already has its own account, so nothing changed. ' +
      'If it was you, log in with this address, or choose another address for the other account. If not, ignore this message.',
  ),
};

/** What the mail of a request answered without a code says, by purpose (OtpRecord.noAccount). */
const NO_CODE_MAIL: Record<OtpPurpose, { subject: Texts; body: Texts }> = {
  signin: NO_ACCOUNT_MAIL,
  signup: NO_ACCOUNT_MAIL,
  guest_ott: NO_ACCOUNT_MAIL,
  port_in: NO_ACCOUNT_MAIL,
  email_change: IN_USE_MAIL,
  number_change: NO_ACCOUNT_MAIL,
  card_update: NO_ACCOUNT_MAIL,
  step_up: NO_ACCOUNT_MAIL,
};

export class OtpService {
  private readonly guard: OtpAddressGuard;

  constructor(
    private readonly store: StateStore,
    private readonly mailbox: Mailbox,
  ) {
    this.guard = new OtpAddressGuard(store);
  }

  /**
   * Refuses a new code when the device, the client's address or the e-mail has had its codes for
   * now (with the seconds to wait, sent as Retry-After); the port-in SMS has its own limits per
   * account and per number. Called before anything changes, so a refused request leaves the open
   * code working.
   */
  assertMayIssue(
    purpose: OtpPurpose,
    target: string,
    requester: CodeRequester,
    refusal?: FailureName,
    userId?: string,
  ): void {
    if (purpose === 'port_in') {
      const wait = userId ? this.guard.portInWaitFor(target, userId) : undefined;
      if (wait !== undefined) fail('resendOttBlocked', { retryAfterSeconds: wait });
      return;
    }
    const addressRefusal = ADDRESS_REFUSALS[purpose];
    if (!addressRefusal) return;
    const wait = this.guard.requestWaitFor(target, ADDRESS_PURPOSES, requester);
    if (wait !== undefined) fail(refusal ?? addressRefusal, { retryAfterSeconds: wait });
  }

  issue(input: IssueOtpInput): OtpRecord {
    this.assertMayIssue(
      input.purpose,
      input.target,
      input.requester,
      input.resends ? 'resendOttBlocked' : undefined,
      input.userId,
    );
    this.assertAccountCodesLeft(input.purpose, input.userId);
    if (input.replaceOpen) this.supersedeOpen(input.target, input.purpose);
    const { limits } = this.store;
    const now = this.store.now();
    const record: OtpRecord = {
      id: this.newRequestId(),
      purpose: input.purpose,
      target: input.target,
      code: this.store.digits(6),
      createdAt: now,
      expiresAt: now + limits.otpTtlSeconds * 1000,
      attempts: 0,
      resends: input.resends ?? 0,
      status: input.proven ? 'USED' : 'OPEN',
      ...(input.userId ? { userId: input.userId } : {}),
      ...(input.portIn ? { portIn: input.portIn } : {}),
      ...(input.noAccount ? { noAccount: true } : {}),
      ...(input.requester.deviceId ? { deviceId: input.requester.deviceId } : {}),
      ...(input.requester.clientAddress ? { clientAddress: input.requester.clientAddress } : {}),
    };
    this.store.data.otpRequests[record.id] = record;
    if (ADDRESS_REFUSALS[input.purpose]) this.guard.challengePassed(input.target, input.requester.deviceId);
    if (input.proven) {
      this.store.changed();
      return record;
    }
    const minutes = Math.max(1, Math.round(limits.otpTtlSeconds / 60));
    const stepUp = input.approves ? stepUpMail(input.approves, record.code, minutes) : undefined;
    this.mailbox.send({
      channel: input.purpose === 'port_in' ? 'sms' : 'email',
      to: input.target,
      ...(input.noAccount
        ? {
            subject: NO_CODE_MAIL[input.purpose].subject[input.lang],
            body: NO_CODE_MAIL[input.purpose].body[input.lang],
          }
        : {
            subject: (stepUp?.subject ?? MAIL_SUBJECT[input.purpose])[input.lang],
            body: (stepUp?.body ?? codeMailBody(record.code, minutes))[input.lang],
            code: record.code,
          }),
      requestId: record.id,
      kind: input.purpose,
    });
    this.store.changed();
    return record;
  }

  /**
   * Codes a signed-in customer asks for (number change, card update, step-up to their own
   * e-mail; the e-mail change's to the new address, which the address limits count too): the first
   * and at most `otpMaxResends` more within the window, whether asked as a resend of the open code
   * or afresh (number change's "new code" without the previous request id was never
   * refused, 11 of 11). A code used ends the count. Past it, 422024 with Retry-After.
   */
  private assertAccountCodesLeft(purpose: OtpPurpose, userId: string | undefined): void {
    if (!userId || !ACCOUNT_COUNTED.includes(purpose)) return;
    const { limits } = this.store;
    const now = this.store.now();
    const window = limits.otpMailWindowSeconds * 1000;
    const mine = Object.values(this.store.data.otpRequests)
      .filter((r) => r.purpose === purpose && r.userId === userId && r.createdAt > now - window)
      .sort((a, b) => a.createdAt - b.createdAt);
    const lastUsed = mine.findLastIndex((r) => r.status === 'USED');
    const chain = mine.slice(lastUsed + 1);
    const allowed = limits.otpMaxResends + 1;
    if (chain.length < allowed) return;
    const freeing = chain[chain.length - allowed]?.createdAt ?? now;
    fail('resendOttBlocked', { retryAfterSeconds: Math.max(1, Math.ceil((freeing + window - now) / 1000)) });
  }

  /**
   * A new code for the same purpose and target, mailed in the language of the resend call; the
   * old request stops working.
   */
  resend(
    requestId: string,
    purpose: OtpPurpose,
    lang: SandboxLanguage,
    requester: CodeRequester,
    approves?: Texts,
  ): OtpRecord {
    const failures = OTP_FAILURES[purpose];
    const previous = this.find(requestId, purpose);
    if (previous.status === 'USED' || previous.status === 'SUPERSEDED') fail(failures.invalid);
    if (previous.status === 'BLOCKED') fail(failures.blocked);
    if (previous.resends >= this.store.limits.otpMaxResends) fail('resendOttBlocked');
    const next = this.issue({
      purpose,
      target: previous.target,
      resends: previous.resends + 1,
      lang,
      requester,
      approves,
      ...(previous.userId ? { userId: previous.userId } : {}),
      ...(previous.portIn ? { portIn: previous.portIn } : {}),
      ...(previous.noAccount ? { noAccount: true } : {}),
    });
    previous.status = 'SUPERSEDED';
    this.store.changed();
    return next;
  }

  /**
   * Checks a code. Its wrong tries are its own: after `otpMaxAttempts` the code stops working and a
   * new one must be asked for (which the request limits count); nothing locks the e-mail, so
   * nobody can lock its owner out by guessing. A right code proves the e-mail from the device that
   * asked for it, which from then on is the owner's (see OtpAddressGuard).
   */
  verify(requestId: string, purpose: OtpPurpose, code: string): OtpRecord {
    const failures = OTP_FAILURES[purpose];
    const record = this.find(requestId, purpose);
    if (record.status === 'USED' || record.status === 'SUPERSEDED') fail(failures.invalid);
    if (record.status === 'BLOCKED') fail(failures.blocked);
    if (!/^\d{6}$/.test(code)) fail(failures.invalid);
    if (this.store.now() > record.expiresAt) fail(failures.expired);
    if (record.noAccount || code !== record.code) {
      const budgetSpent = this.wrongChecksSpent(purpose, record.target);
      record.attempts += 1;
      const remaining = budgetSpent ? 0 : this.store.limits.otpMaxAttempts - record.attempts;
      if (remaining <= 0) {
        record.status = 'BLOCKED';
        this.store.changed();
        fail(failures.maxRetries);
      }
      this.store.changed();
      fail(failures.incorrect, { remainingAttempts: remaining });
    }
    record.status = 'USED';
    if (ADDRESS_REFUSALS[purpose]) this.guard.rememberOwnerDevice(record.target, record.deviceId);
    this.store.changed();
    return record;
  }

  /**
   * Whether the e-mail has had its wrong checks for the window: each code has its own tries, but
   * thirty codes from three networks at three tries each were 90 guesses per 10 minutes at one
   * e-mail. Past `otpWrongChecksPerAddress` (counted over the window's codes to the e-mail), a
   * code ends at its first wrong try; the right code still works, so guessing never locks the
   * owner out, and the guesses stay about one per code the request limits allow.
   */
  private wrongChecksSpent(purpose: OtpPurpose, target: string): boolean {
    if (!ADDRESS_REFUSALS[purpose]) return false;
    const { limits } = this.store;
    const since = this.store.now() - limits.otpMailWindowSeconds * 1000;
    const wrong = Object.values(this.store.data.otpRequests)
      .filter((r) => r.target === target && ADDRESS_PURPOSES.includes(r.purpose) && r.createdAt > since)
      .reduce((sum, r) => sum + r.attempts, 0);
    return wrong >= limits.otpWrongChecksPerAddress;
  }

  /** Open requests of one purpose for one target, newest first. */
  openFor(target: string, purpose: OtpPurpose): OtpRecord[] {
    const now = this.store.now();
    return Object.values(this.store.data.otpRequests)
      .filter(
        (r) => r.purpose === purpose && r.target === target && r.status === 'OPEN' && r.expiresAt >= now,
      )
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  supersedeOpen(target: string, purpose: OtpPurpose): void {
    for (const record of Object.values(this.store.data.otpRequests)) {
      if (record.purpose === purpose && record.target === target && record.status === 'OPEN') {
        record.status = 'SUPERSEDED';
      }
    }
  }

  secondsLeft(record: OtpRecord): number {
    return Math.max(0, Math.ceil((record.expiresAt - this.store.now()) / 1000));
  }

  private find(requestId: string, purpose: OtpPurpose): OtpRecord {
    const record = this.store.data.otpRequests[requestId];
    if (!record || record.purpose !== purpose) fail(OTP_FAILURES[purpose].invalid);
    return record;
  }

  private newRequestId(): string {
    // Shaped like a UUID v4, drawn from the injected random source so tests replay exactly.
    const hex = () => Math.floor(this.store.random.next() * 16).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
  }
}
