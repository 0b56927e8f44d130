import { encodeAccessToken } from './access-token.ts';
import { AccountChanges } from './account-changes.ts';
import { fail } from './failures.ts';
import type { SandboxLanguage } from './language.ts';
import type { Mailbox } from './mailbox.ts';
import type { OtpService } from './otp.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import { RequesterWindow } from './requester-window.ts';
import type { ConsentRecord, OtpRecord, SessionRecord, UserRecord } from './sandbox-data.schema.ts';

/** What a link's session is for (SessionRecord.scope). */
export type LinkScope = NonNullable<SessionRecord['scope']>;

import type { StateStore } from './state-store.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest may ask for a new one-time code only this long after the previous one. */
export const GUEST_OTT_RESEND_COOLDOWN_SECONDS = 30;

/** How long a marketplace hand-over token may wait to be traded by vendor login. */
export const VENDOR_HANDOFF_SECONDS = 600;

export interface IssuedSession {
  accessToken: string;
  userId: string;
  expiresIn: number;
}

/**
 * Accounts, one-time codes and sessions. Sign-up creates a pending account that becomes active
 * when its code is validated; sign-in is for active accounts only.
 *
 * Sessions come in families, as OAuth 2.1's refresh-token rotation has them: every token issued
 * from one log-in (a code, a guest sign-up, a link) and every token refreshed from it is one
 * family. A refresh spends the token it replaces; a spent token presented again means two
 * holders, so the whole family ends. A log-out ends the whole family, and no family outlives
 * `sessionMaxAgeSeconds` from its log-in, however often it was refreshed.
 */
export class AuthService extends AccountChanges {
  /** Marketplace hand-over tokens not yet traded (in memory: they live 10 minutes). */
  private readonly vendorHandoffs = new Map<string, { email: string; until: number }>();
  /** Guest accounts made, per device and per client address (guestSignup). */
  private readonly guestSignups: RequesterWindow;

  constructor(
    private readonly store: StateStore,
    private readonly otp: OtpService,
    readonly mailbox: Mailbox,
  ) {
    super();
    this.guestSignups = new RequesterWindow(
      store,
      () => store.data.guestSignups ?? [],
      (events) => {
        store.data.guestSignups = events;
      },
      () => ({
        windowSeconds: store.limits.otpMailWindowSeconds,
        perDevice: store.limits.guestSignupsPerDevice,
        perClientAddress: store.limits.guestSignupsPerClientAddress,
        unidentifiedShareOne: false,
      }),
    );
  }

  signUp(email: string, channel: string, lang: SandboxLanguage, requester: CodeRequester): OtpRecord {
    const address = normaliseEmail(email);
    // Checked before the pending account is created, so a refused sign-up leaves nothing behind.
    this.otp.assertMayIssue('signup', address, requester);
    let user = this.userByEmail(address);
    if (!user) {
      user = this.createUser({ email: address, status: 'PENDING_SIGNUP', channel });
    }
    this.rememberLanguage(user, lang);
    // A second sign-up replaces the first code instead of leaving two valid ones around.
    return this.otp.issue({
      purpose: 'signup',
      target: address,
      userId: user.id,
      replaceOpen: true,
      lang,
      requester,
    });
  }

  /**
   * Answers alike whether or not the address has an account, so nobody learns which e-mails do:
   * an unknown one is mailed "sign up instead" and its request never validates.
   */
  signIn(identifier: string, _channel: string, lang: SandboxLanguage, requester: CodeRequester): OtpRecord {
    const address = normaliseEmail(identifier);
    const user = this.userByEmail(address);
    if (user?.status === 'PENDING_SIGNUP') fail('pendingOtpSignup');
    if (user) this.rememberLanguage(user, lang);
    return this.otp.issue({
      purpose: 'signin',
      target: address,
      replaceOpen: true,
      lang,
      requester,
      ...(user ? { userId: user.id } : { noAccount: true }),
    });
  }

  resendSignIn(requestId: string, lang: SandboxLanguage, requester: CodeRequester): OtpRecord {
    return this.otp.resend(requestId, 'signin', lang, requester);
  }

  validate(flow: 'signin' | 'signup', requestId: string, code: string): IssuedSession {
    const record = this.otp.verify(requestId, flow, code);
    const user = record.userId ? this.store.data.users[record.userId] : undefined;
    if (!user) fail('invalidOtp');
    if (user.status === 'PENDING_SIGNUP') user.status = 'ACTIVE';
    return this.issueSession(user, false, { loggedInAt: this.store.now() });
  }

  /**
   * Profile e-mail update, first half: a code to the NEW address (its owner proves it). The
   * current address must have approved first: without a step-up proof for EMAIL_CHANGE, 422120
   * (step-up.ts). An address another account has is answered as a free one is (it was 409
   * EMAIL_IN_USE at once, for any address, unlimited: an oracle of who has an account): its mail
   * says it already has an account and sends no code, so the change stops at the code step. The
   * request counts for the code limits either way (per device, network, address and account).
   */
  requestEmailChange(
    userId: string,
    email: string,
    lang: SandboxLanguage,
    requester: CodeRequester,
    stepUpToken?: string | null,
  ): OtpRecord {
    const user = this.user(userId);
    // Not 403, which ends the session: a guest is told to sign in, as saving a card tells them.
    if (!user || user.status !== 'ACTIVE') fail('savedCardsNeedAccount');
    this.stepUp?.assertProof(userId, 'EMAIL_CHANGE', undefined, stepUpToken);
    const address = normaliseEmail(email);
    if (!EMAIL.test(address)) fail('badRequest', { reason: 'EMAIL_INVALID' });
    const owner = this.userByEmail(address);
    return this.otp.issue({
      purpose: 'email_change',
      target: address,
      userId,
      replaceOpen: true,
      lang,
      requester,
      ...(owner && owner.id !== userId ? { noAccount: true } : {}),
    });
  }

  /**
   * Second half: the code proves the address, which becomes the account's (its log-in key). The
   * step-up proof is spent; the OLD address is told (account-notice.ts); every other session of the
   * account ends (the one that made the change goes on), so a session taken before the change is
   * worth nothing after it.
   */
  confirmEmailChange(
    session: SessionRecord,
    requestId: string,
    code: string,
    lang: SandboxLanguage,
    stepUpToken?: string | null,
  ): UserRecord {
    const { userId } = session;
    const open = this.store.data.otpRequests[requestId];
    // Another customer's request is not found, as any of their ids is.
    if (!open || open.purpose !== 'email_change' || open.userId !== userId) fail('notFound');
    this.stepUp?.assertProof(userId, 'EMAIL_CHANGE', undefined, stepUpToken);
    const record = this.otp.verify(requestId, 'email_change', code);
    const owner = this.userByEmail(record.target);
    if (owner && owner.id !== userId) fail('emailInUse');
    this.stepUp?.consume(userId, 'EMAIL_CHANGE', undefined, stepUpToken);
    const oldAddress = this.user(userId)?.email;
    const user = this.updateProfile(userId, { email: record.target });
    this.endSessionsOf(userId, session.token);
    if (oldAddress && oldAddress !== record.target) {
      this.notices?.emailChanged({ oldAddress, newAddress: record.target, at: this.store.now(), lang });
    }
    return user;
  }

  /**
   * Ends every session of a user but `keep`: they answer 401 and cannot be refreshed (revoked),
   * as a gateway does after the account's log-in key changed.
   */
  endSessionsOf(userId: string, keep?: string): void {
    for (const session of Object.values(this.store.data.sessions)) {
      if (session.userId === userId && session.token !== keep) session.revoked = true;
    }
    this.store.changed();
  }

  /**
   * Each guest sign-up is a new account record, so it is limited per device and per client
   * address like a code request (150 from one device and address used to make 150 accounts): past
   * the limit, 429 with Retry-After and no account made.
   */
  guestSignup(requester: CodeRequester): IssuedSession {
    const wait = this.guestSignups.waitFor(requester);
    if (wait !== undefined) fail('guestSignupsExceeded', { retryAfterSeconds: wait });
    this.guestSignups.record(requester);
    const user = this.createUser({ status: 'GUEST' });
    return this.issueSession(user, true);
  }

  guestOttGenerate(
    session: SessionRecord,
    email: string,
    lang: SandboxLanguage,
    requester: CodeRequester,
  ): OtpRecord {
    const address = normaliseEmail(email);
    this.otp.assertMayIssue('guest_ott', address, requester);
    const [latest] = this.otp.openFor(address, 'guest_ott');
    const cooldownEnds = latest ? latest.createdAt + GUEST_OTT_RESEND_COOLDOWN_SECONDS * 1000 : 0;
    if (this.store.now() < cooldownEnds) {
      fail('resendOttBlocked', { retryAfterSeconds: Math.ceil((cooldownEnds - this.store.now()) / 1000) });
    }
    return this.otp.issue({
      purpose: 'guest_ott',
      target: address,
      userId: session.userId,
      replaceOpen: true,
      lang,
      requester,
    });
  }

  /**
   * The guest proves the e-mail. An existing customer with that e-mail gets their own session
   * back; otherwise the guest account keeps the e-mail and stays a guest.
   */
  guestOttValidate(requestId: string, code: string): IssuedSession & { email: string } {
    const record = this.otp.verify(requestId, 'guest_ott', code);
    const existing = this.userByEmail(record.target);
    if (existing && existing.status === 'ACTIVE') {
      // A code to the customer's own address: a log-in as fresh as sign-in's.
      return {
        ...this.issueSession(existing, false, { loggedInAt: this.store.now() }),
        email: record.target,
      };
    }
    const guest = record.userId ? this.store.data.users[record.userId] : undefined;
    if (!guest) fail('failedToValidateOtt');
    guest.email = record.target;
    return { ...this.issueSession(guest, true), email: record.target };
  }

  /**
   * A session for the customer a one-time link belongs to (a reschedule link's verification code,
   * checked by the caller). With a scope it is the link's key, not the account's: it grants only
   * what the scope names (link-scope.ts), lives no longer than `until`, and is never refreshed.
   */
  linkSession(userId: string, scope?: LinkScope, until?: number): IssuedSession {
    const user = this.store.data.users[userId];
    if (!user) fail('notFound');
    return this.issueSession(user, false, { scope, until });
  }

  /**
   * The marketplace's side of a hand-over (`POST /mocks/marketplace/handoffs`): a one-use token
   * for its buyer's e-mail, good for 10 minutes, as the marketplace would give its buyer.
   */
  marketplaceHandoff(email: string): { vendorToken: string; expiresIn: number } {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) fail('badRequest', { field: 'email' });
    const vendorToken = `meli_${this.store.token(32)}`;
    this.vendorHandoffs.set(vendorToken, {
      email: address,
      until: this.store.now() + VENDOR_HANDOFF_SECONDS * 1000,
    });
    return { vendorToken, expiresIn: VENDOR_HANDOFF_SECONDS };
  }

  /**
   * the spec's vendor login: a marketplace hand-over token (one use, unexpired) for a Senda session of its
   * buyer (their account, made active on the first hand-over), whose source channel is meli.
   * Anything else is refused as a sign-in code would be: 401, no session.
   */
  vendorLogin(vendorToken: string): IssuedSession & { sourceChannel: 'meli' } {
    const handoff = this.vendorHandoffs.get(vendorToken);
    this.vendorHandoffs.delete(vendorToken);
    if (!handoff || this.store.now() > handoff.until)
      fail('unauthorized', { reason: 'VENDOR_TOKEN_INVALID' });
    const user =
      this.userByEmail(handoff.email) ??
      this.createUser({ email: handoff.email, status: 'ACTIVE', channel: 'meli' });
    return { ...this.issueSession(user, false, { sourceChannel: 'meli' }), sourceChannel: 'meli' };
  }

  /**
   * The live session behind an X-Auth token, or undefined: missing, expired, revoked, spent by a
   * refresh, or its family past its absolute lifetime.
   */
  authenticate(token: string | null | undefined): SessionRecord | undefined {
    if (!token) return undefined;
    const session = this.store.data.sessions[token];
    const now = this.store.now();
    if (!session || session.revoked || session.replacedAt !== undefined) return undefined;
    if (now >= session.expiresAt || now >= familyEnd(session, this.store.limits)) return undefined;
    return session;
  }

  /**
   * A fresh token for a known one, even an expired one, within the refresh window and the
   * family's lifetime. The token given is spent: it reads nothing more (a call in flight with it
   * gets 401 and the client retries with the new one), and presenting it again ends the family,
   * since only a second holder has a reason to.
   */
  refresh(token: string | null | undefined): IssuedSession {
    const session = token ? this.store.data.sessions[token] : undefined;
    if (!session || session.revoked) fail('unauthorized');
    if (session.replacedAt !== undefined) {
      this.endFamily(session);
      fail('unauthorized');
    }
    // A link's session is not stretched: it ends with the link, and is never made an account's.
    if (session.scope) fail('unauthorized');
    const { limits } = this.store;
    const now = this.store.now();
    const windowEnd = session.issuedAt + limits.refreshWindowSeconds * 1000;
    const endsAt = familyEnd(session, limits);
    if (now > windowEnd || now >= endsAt) fail('unauthorized');
    const user = this.store.data.users[session.userId];
    if (!user) fail('unauthorized');
    // The log-in stays as old as it was: a refresh is no new proof of the customer.
    const issued = this.issueSession(user, session.guest, {
      loggedInAt: session.loggedInAt,
      family: { id: familyOf(session), endsAt },
      sourceChannel: session.sourceChannel,
    });
    session.replacedAt = now;
    this.store.changed();
    return issued;
  }

  /** Ends the whole log-in the token belongs to, spent or not: every token refreshed from it too. */
  logout(token: string | null | undefined): void {
    const session = token ? this.store.data.sessions[token] : undefined;
    if (!session) return;
    this.endFamily(session);
  }

  private endFamily(member: SessionRecord): void {
    const family = familyOf(member);
    for (const session of Object.values(this.store.data.sessions)) {
      if (familyOf(session) === family) session.revoked = true;
    }
    this.store.changed();
  }

  /** Ends every session of a user, as a gateway does when it says 401 to all of them. */
  expireSessionsOf(userId: string): void {
    for (const session of Object.values(this.store.data.sessions)) {
      if (session.userId === userId) session.expiresAt = Math.min(session.expiresAt, this.store.now());
    }
    this.store.changed();
  }

  /**
   * The language of the customer's latest call, kept for the mails no call is behind (a renewal
   * notice): they are written in the language the customer last used.
   */
  rememberLanguage(user: UserRecord, lang: SandboxLanguage): void {
    if (user.language === lang) return;
    user.language = lang;
    this.store.changed();
  }

  user(userId: string): UserRecord | undefined {
    return this.store.data.users[userId];
  }

  userByEmail(email: string): UserRecord | undefined {
    const address = email.trim().toLowerCase();
    return Object.values(this.store.data.users).find(
      (user) => user.email === address && user.status !== 'GUEST',
    );
  }

  updateProfile(userId: string, patch: Partial<Omit<UserRecord, 'id' | 'status' | 'createdAt'>>): UserRecord {
    const user = this.store.data.users[userId];
    if (!user) fail('notFound');
    Object.assign(user, patch);
    this.store.changed();
    return user;
  }

  setAnalyticsEnabled(userId: string, enabled: boolean): void {
    this.updateProfile(userId, { analyticsEnabled: enabled });
  }

  recordConsent(consent: Omit<ConsentRecord, 'receivedAt'>): ConsentRecord {
    const record: ConsentRecord = { ...consent, receivedAt: this.store.now() };
    this.store.data.consents.push(record);
    this.store.changed();
    return record;
  }

  consentsOf(userId: string): ConsentRecord[] {
    return this.store.data.consents.filter((consent) => consent.userId === userId);
  }

  private createUser(input: { email?: string; status: UserRecord['status']; channel?: string }): UserRecord {
    const user: UserRecord = {
      id: this.store.nextId('usr_'),
      status: input.status,
      telcoUser: false,
      createdAt: this.store.now(),
      ...(input.email ? { email: input.email } : {}),
      ...(input.channel ? { channel: input.channel } : {}),
    };
    this.store.data.users[user.id] = user;
    this.store.changed();
    return user;
  }

  /**
   * `loggedInAt`: when the customer logged in by one-time code (absent for a link or a guest);
   * `scope` and `until`: a link's session (what it grants, and when it ends); `family`: the log-in
   * a refresh continues (none: this token starts a new one). No token outlives its family.
   */
  private issueSession(
    user: UserRecord,
    guest: boolean,
    options: {
      loggedInAt?: number;
      scope?: LinkScope;
      until?: number;
      family?: { id: string; endsAt: number };
      sourceChannel?: 'meli' | undefined;
    } = {},
  ): IssuedSession {
    const { loggedInAt, scope, until, family, sourceChannel } = options;
    const { limits } = this.store;
    const now = this.store.now();
    this.pruneSessions(now);
    const familyEndsAt = family?.endsAt ?? now + limits.sessionMaxAgeSeconds * 1000;
    const endsAt = Math.min(until ?? familyEndsAt, familyEndsAt);
    const ttl = Math.max(1, Math.min(limits.accessTokenTtlSeconds, Math.floor((endsAt - now) / 1000)));
    const token = encodeAccessToken(
      {
        sub: user.id,
        external_id: user.id,
        ...(user.email ? { email: user.email } : {}),
        guest,
        iat: Math.floor(now / 1000),
        exp: Math.floor(now / 1000) + ttl,
        iss: 'senda-sandbox',
      },
      this.store.token(43),
    );
    this.store.data.sessions[token] = {
      token,
      userId: user.id,
      guest,
      issuedAt: now,
      expiresAt: now + ttl * 1000,
      revoked: false,
      family: family?.id ?? token,
      familyEndsAt,
      ...(scope ? { scope } : {}),
      ...(loggedInAt !== undefined ? { loggedInAt } : {}),
      ...(sourceChannel ? { sourceChannel } : {}),
    };
    this.store.changed();
    return { accessToken: token, userId: user.id, expiresIn: ttl };
  }

  /**
   * Sessions past their refresh window are useless; dropping them keeps the state file small. A
   * spent one is kept while its family lives, so presenting it again still ends the family.
   */
  private pruneSessions(now: number): void {
    const { limits } = this.store;
    const window = limits.refreshWindowSeconds * 1000;
    for (const [token, session] of Object.entries(this.store.data.sessions)) {
      const watched = session.replacedAt !== undefined && now < familyEnd(session, limits);
      if (now > session.issuedAt + window && !watched) delete this.store.data.sessions[token];
    }
  }
}

/** The log-in a token belongs to; a token from an older state file is its own. */
function familyOf(session: SessionRecord): string {
  return session.family ?? session.token;
}

function familyEnd(session: SessionRecord, limits: { sessionMaxAgeSeconds: number }): number {
  return session.familyEndsAt ?? session.issuedAt + limits.sessionMaxAgeSeconds * 1000;
}

export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) fail('badRequest', { field: 'email' });
  return address;
}
