import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { CHANNELS, type Channel, MARKETPLACE_CHANNEL } from '../config/constants.ts';
import { AccessTokenSchema } from '../gateway/auth/access-token.schema.ts';
import { type OtpRequest, OtpRequestSchema } from '../gateway/auth/otp-request.schema.ts';
import { ConsentTypeSchema, type OtpValidationFlow, OtpValidationFlowSchema } from '../gateway/enums.ts';
import { type UserProfile, UserProfileSchema } from '../gateway/session/user-details.ts';
import { safeRelativePath } from '../navigation/safe-redirect.ts';
import {
  type KeyValueStorage,
  peekPersisted,
  persistedAtom,
  readRaw,
  removePersisted,
  writeRaw,
} from './persisted-atom.ts';
import { STORAGE_KEYS, STORE_KEYS } from './storage-keys.ts';
import { flag, nullableInternalPath, nullableText, withDefault } from './store-schemas.ts';

export const ChannelSchema = v.picklist(CHANNELS);
/** Where the user came from: web or the marketplace. Decides the logout target. */
export const SOURCE_CHANNELS = ['web', MARKETPLACE_CHANNEL] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];
export const SourceChannelSchema = v.picklist(SOURCE_CHANNELS);

/**
 * Consent record as prepared before signup: partial, because the customer id only exists
 * after verification. The gateway's ConsentBodySchema checks the complete record on submit.
 */
const ConsentPayloadSchema = v.object({
  version: v.optional(v.number()),
  userFlow: v.optional(v.string()),
  documentName: v.optional(v.string()),
  productId: v.optional(v.string()),
  consentGivenAt: v.optional(v.number()),
  consentType: v.optional(ConsentTypeSchema),
  customerId: v.optional(v.string()),
  email: v.optional(v.string()),
  appVersion: v.optional(v.string()),
});
export type ConsentPayload = v.InferOutput<typeof ConsentPayloadSchema>;

const GuestUserDetailsSchema = v.looseObject({
  requestId: v.optional(v.string()),
  result: v.optional(
    v.looseObject({
      accessToken: v.optional(v.string()),
      email: v.optional(v.nullable(v.string())),
      userId: v.optional(v.nullable(v.string())),
    }),
  ),
  isGuestUser: v.optional(v.boolean()),
});

export const AuthStateSchema = v.object({
  userEmail: nullableText(),
  loginKey: nullableText(),
  /** From the access token's external_id claim. */
  userId: nullableText(),
  generateOtpResponse: withDefault(v.nullable(OtpRequestSchema), () => null),
  redirectPath: nullableInternalPath(),
  termsConsentPayload: withDefault(v.nullable(ConsentPayloadSchema), () => null),
  privacyConsentPayload: withDefault(v.nullable(ConsentPayloadSchema), () => null),
  authFlow: withDefault(v.nullable(OtpValidationFlowSchema), () => null),
  accessToken: withDefault(v.nullable(AccessTokenSchema), () => null),
  selectedChannel: withDefault(ChannelSchema, () => 'web' as const),
  /** Not in the spec's field list: the spec names source channels but not where they live. */
  sourceChannel: withDefault(SourceChannelSchema, () => 'web' as const),
  userDetails: withDefault(v.nullable(UserProfileSchema), () => null),
  guestUserDetails: withDefault(v.nullable(GuestUserDetailsSchema), () => null),
  isGuestUser: flag(false),
  guestUserFlow: flag(false),
  manualPrivacySetting: flag(true),
  isCallGuestUserAPI: flag(false),
  isGuestSignupSMSChannel: flag(false),
  isNoOtpFlow: flag(false),
  userVisitorId: nullableText(),
  /**
   * Not in the spec: the session is a link's, not a log-in's. A reschedule link's session
   * grants that delivery's reschedule and its payment only: on any other page the customer is
   * signed out (the login page asks them to log in), and the gateway refuses anything else.
   */
  linkScope: withDefault(v.nullable(v.picklist(['reschedule'])), () => null),
});
export type AuthState = v.InferOutput<typeof AuthStateSchema>;

export const authDefaults = (): AuthState => v.parse(AuthStateSchema, {});

const JwtClaimsSchema = v.looseObject({
  external_id: v.pipe(v.string(), v.nonEmpty()),
  iat: v.optional(v.number()),
});

function accessTokenClaims(token: string): v.InferOutput<typeof JwtClaimsSchema> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims = v.safeParse(JwtClaimsSchema, JSON.parse(new TextDecoder().decode(bytes)));
    return claims.success ? claims.output : undefined;
  } catch {
    return undefined;
  }
}

/** The external_id claim of a JWT access token, or undefined for an opaque or malformed token. */
export function userIdFromAccessToken(token: string): string | undefined {
  return accessTokenClaims(token)?.external_id;
}

/** The iat claim (seconds) of a JWT access token, or undefined when it has none. */
export function issuedAtOfAccessToken(token: string): number | undefined {
  return accessTokenClaims(token)?.iat;
}

/**
 * A new token replaces the old one; the user id follows the token's claim. An opaque token (no
 * claim) keeps the known id: a refresh must not make the user anonymous.
 */
export function withAccessToken(
  state: AuthState,
  token: string,
  linkScope: AuthState['linkScope'] = null,
): AuthState {
  return { ...state, accessToken: token, userId: userIdFromAccessToken(token) ?? state.userId, linkScope };
}

export interface ResetOptions {
  /** Keep the selected and source channel (default): a retail kiosk stays retail after a reset. */
  keepChannel?: boolean;
}

/**
 * Auth back to its defaults. The channel is kept unless told otherwise; the visitor id is the
 * browser's fingerprint, not the user's, so it is kept too.
 */
export function resetAuth(state: AuthState, { keepChannel = true }: ResetOptions = {}): AuthState {
  const defaults = authDefaults();
  return {
    ...defaults,
    userVisitorId: state.userVisitorId,
    ...(keepChannel ? { selectedChannel: state.selectedChannel, sourceChannel: state.sourceChannel } : {}),
  };
}

/** A code was requested (sign-up or sign-in) and the verification screen comes next. */
export interface OtpVerificationStart {
  flow: OtpValidationFlow;
  /** The e-mail the code went to: the user e-mail for sign-up, the login key for sign-in. */
  email: string;
  otpRequest: OtpRequest;
  /** Where the spec's routing may send the customer afterwards; only a same-origin path is kept. */
  redirectPath: string | null;
  /** Sign-up only: the consents to submit once the account exists (the spec's rule 4). */
  consents?: { terms?: ConsentPayload | null; privacy?: ConsentPayload | null };
}

/** The e-mail the stored session is known by (its profile, else what it signed in or up with). */
const sessionEmail = (state: AuthState): string | null =>
  state.userDetails?.email ?? state.userEmail ?? state.loginKey ?? null;

const sameEmail = (a: string | null, b: string): boolean =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A code asked for (sign-up or log-in) for an e-mail that is not the stored session's: that
 * session is not the account being created or proved, so it goes (token, customer id, profile,
 * link scope, guest session) and the code is asked for like any signed-out one. Left in place, the
 * journey would take the visitor for signed in, never ask the code sent to the address they typed,
 * fill their details from the session's account and buy on it. The purchase itself (plan, typed
 * steps) stays.
 */
export function codeDropsSession(state: AuthState, input: Pick<OtpVerificationStart, 'email'>): boolean {
  return state.accessToken !== null && !sameEmail(sessionEmail(state), input.email);
}

const withoutSession = (state: AuthState): AuthState => ({
  ...state,
  accessToken: null,
  userId: null,
  userDetails: null,
  linkScope: null,
  isGuestUser: false,
  guestUserDetails: null,
});

/**
 * Everything the verification screen and the routing after it read, written at once so a reload
 * between two writes cannot leave a new request with an old flow. A sign-in drops consents left
 * from an abandoned sign-up: they were given for another account. A code for another e-mail
 * than the stored session's drops that session (codeDropsSession).
 */
export function startOtpVerification(state: AuthState, input: OtpVerificationStart): AuthState {
  const signup = input.flow === 'signup';
  return {
    ...(codeDropsSession(state, input) ? withoutSession(state) : state),
    authFlow: input.flow,
    generateOtpResponse: { ...input.otpRequest },
    ...(signup ? { userEmail: input.email } : { loginKey: input.email }),
    redirectPath: safeRelativePath(input.redirectPath) ?? null,
    termsConsentPayload: signup ? (input.consents?.terms ?? null) : null,
    privacyConsentPayload: signup ? (input.consents?.privacy ?? null) : null,
  };
}

/**
 * A guest session: the guest token from guest sign-up. The guest has no e-mail on file yet;
 * `guestUserDetails` keeps the answer as the spec names it.
 */
export function startGuestSession(
  state: AuthState,
  guest: { accessToken: string; userId: string },
): AuthState {
  return {
    ...withAccessToken(state, guest.accessToken),
    userId: guest.userId,
    isGuestUser: true,
    guestUserFlow: true,
    isCallGuestUserAPI: false,
    userDetails: null,
    guestUserDetails: {
      result: { accessToken: guest.accessToken, userId: guest.userId, email: null },
      isGuestUser: true,
    },
  };
}

/**
 * The guest proved an e-mail with the one-time token. The gateway answers with a new token: the
 * guest's own (same user id: still a guest, now with an e-mail) or, for an e-mail that already has
 * an account, that customer's session (another user id: no longer a guest).
 */
export function guestEmailVerified(
  state: AuthState,
  answer: { requestId: string; accessToken: string; email: string; userId: string },
): AuthState {
  const guestId = state.guestUserDetails?.result?.userId ?? null;
  const guest = state.isGuestUser && guestId !== null && guestId === answer.userId;
  return {
    ...withAccessToken(state, answer.accessToken),
    userId: answer.userId,
    userEmail: answer.email,
    isGuestUser: guest,
    guestUserDetails: {
      requestId: answer.requestId,
      result: { accessToken: answer.accessToken, email: answer.email, userId: answer.userId },
      isGuestUser: guest,
    },
  };
}

/**
 * The account's e-mail changed (/profile/email, confirmed with its code): every copy the session
 * keeps follows at once, so the pages, the purchase and "we'll e-mail you at …" name the new
 * address without a new log-in. A copy the session does not hold stays absent.
 */
export function withChangedEmail(state: AuthState, email: string): AuthState {
  return {
    ...state,
    userEmail: state.userEmail === null ? null : email,
    loginKey: state.loginKey === null ? null : email,
    userDetails: state.userDetails ? { ...state.userDetails, email } : null,
    guestUserDetails: state.guestUserDetails?.result
      ? { ...state.guestUserDetails, result: { ...state.guestUserDetails.result, email } }
      : state.guestUserDetails,
  };
}

export const isTelcoUser = (state: AuthState): boolean => state.userDetails?.telco_user === true;

/**
 * The customer whose saved cards can be read and kept: a logged-in customer with an account. A
 * guest checkout has no account to keep a card on, so it gets null (no saved cards, no "save").
 */
export const savedCardsCustomerId = (state: AuthState): string | null =>
  state.accessToken && !state.isGuestUser && state.userId ? state.userId : null;

/**
 * What `senda.auth` stores: the state without the access token. The token is kept once, under the
 * raw `accessToken` key the spec names (the native app, the session bootstrap and the first-load
 * reads look there): two copies would be two places to forget at log-out and two to copy.
 */
export function authStateAtRest(state: AuthState): AuthState {
  const result = state.guestUserDetails?.result;
  const { accessToken: _guestToken, ...guestResult } = result ?? {};
  return {
    ...state,
    accessToken: null,
    guestUserDetails: state.guestUserDetails
      ? { ...state.guestUserDetails, ...(result ? { result: guestResult } : {}) }
      : null,
  };
}

/** The token as stored: the raw key; else one an older build kept inside `senda.auth`, moved on the next write. */
function storedAccessToken(storage: KeyValueStorage, state: AuthState): string | null {
  const raw = readRaw(storage, STORAGE_KEYS.accessToken);
  return raw !== null && v.is(AccessTokenSchema, raw) ? raw : state.accessToken;
}

/**
 * How the held token came: `session` when this session made or rotated it (a code's log-in, a
 * guest's sign-up, a refresh), `silent` when the page was handed one and signed in without the
 * customer doing anything (a link's or the app's `auth_token`). The native app is told the first
 * as `auth_token`, the second as `silent_login_token`.
 */
export type TokenArrival = 'session' | 'silent';

export function createAuthStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.auth,
    schema: AuthStateSchema,
    initial: authDefaults,
    storage: deps.storage,
    serialize: authStateAtRest,
    keptApart: {
      keep: (value, storage) => {
        if (value.accessToken) writeRaw(storage, STORAGE_KEYS.accessToken, value.accessToken);
        else removePersisted(storage, STORAGE_KEYS.accessToken);
      },
      restore: (value, storage) => ({ ...value, accessToken: storedAccessToken(storage, value) }),
    },
  });

  // Tokens this page replaced (a refresh spends them at the gateway): never taken back from storage.
  const passed = new Set<string>();
  // Not persisted: it only says how the latest change came, for whoever follows the token.
  const arrival = atom<TokenArrival>('session');

  return {
    state,
    accessToken: atom((get) => get(state).accessToken),
    isGuestUser: atom((get) => get(state).isGuestUser),
    isTelcoUser: atom((get) => isTelcoUser(get(state))),
    tokenArrival: atom((get) => get(arrival)),
    setAccessToken: atom(null, (get, set, token: string, how: TokenArrival = 'session') => {
      if (!v.is(AccessTokenSchema, token)) return;
      const held = get(state).accessToken;
      if (held && held !== token) passed.add(held);
      set(arrival, how);
      set(state, (previous) => withAccessToken(previous, token));
    }),
    /**
     * Another tab of this browser stored a new token (a refresh rotated it): this page takes it
     * over, with the link scope it came with, and drops the one it held, which the gateway has
     * spent. A token removed or unreadable in storage changes nothing here.
     */
    takeStoredToken: atom(null, (get, set) => {
      const stored = peekPersisted(deps.storage(), STORE_KEYS.auth, AuthStateSchema);
      const storedToken = stored ? storedAccessToken(deps.storage(), stored) : null;
      const held = get(state);
      if (!stored || !storedToken || storedToken === held.accessToken) return;
      // A token this page moved past is spent, whoever wrote it back; another customer's (a log-in
      // as someone else in another tab) is not this page's session to continue.
      if (passed.has(storedToken) || stored.userId !== held.userId) return;
      if (held.accessToken) passed.add(held.accessToken);
      set(arrival, 'session');
      set(state, (previous) => withAccessToken(previous, storedToken, stored.linkScope));
    }),
    /** A link's session: its token, good on the link's pages only. */
    setLinkAccessToken: atom(null, (_get, set, token: string, scope: NonNullable<AuthState['linkScope']>) => {
      if (!v.is(AccessTokenSchema, token)) return;
      set(arrival, 'silent');
      set(state, (previous) => withAccessToken(previous, token, scope));
    }),
    startOtpVerification: atom(null, (_get, set, input: OtpVerificationStart) => {
      set(state, (previous) => startOtpVerification(previous, input));
    }),
    /** A resent or fresh code replaces the request the verification screen validates against. */
    replaceOtpRequest: atom(null, (_get, set, otpRequest: OtpRequest) => {
      if (!v.is(OtpRequestSchema, otpRequest)) return;
      set(state, (previous) => ({ ...previous, generateOtpResponse: { ...otpRequest } }));
    }),
    /** Submitted (or given up on) after verification: never sent twice. */
    clearConsentPayloads: atom(null, (_get, set) => {
      set(state, (previous) => ({ ...previous, termsConsentPayload: null, privacyConsentPayload: null }));
    }),
    setUserDetails: atom(null, (_get, set, profile: UserProfile) => {
      if (!v.is(UserProfileSchema, profile)) return;
      set(state, (previous) => ({ ...previous, userDetails: profile }));
    }),
    /** The account's address changed (withChangedEmail); an empty one is not an address. */
    emailChanged: atom(null, (_get, set, email: string) => {
      if (email.trim() === '') return;
      set(state, (previous) => withChangedEmail(previous, email.trim()));
    }),
    startGuestSession: atom(null, (_get, set, guest: { accessToken: string; userId: string }) => {
      if (!v.is(AccessTokenSchema, guest.accessToken)) return;
      set(arrival, 'session');
      set(state, (previous) => startGuestSession(previous, guest));
    }),
    guestEmailVerified: atom(
      null,
      (_get, set, answer: { requestId: string; accessToken: string; email: string; userId: string }) => {
        if (!v.is(AccessTokenSchema, answer.accessToken)) return;
        set(arrival, 'session');
        set(state, (previous) => guestEmailVerified(previous, answer));
      },
    ),
    setSelectedChannel: atom(null, (_get, set, channel: Channel) => {
      if (!v.is(ChannelSchema, channel)) return;
      set(state, (previous) => ({ ...previous, selectedChannel: channel }));
    }),
    setSourceChannel: atom(null, (_get, set, channel: SourceChannel) => {
      if (!v.is(SourceChannelSchema, channel)) return;
      set(state, (previous) => ({ ...previous, sourceChannel: channel }));
    }),
    setVisitorId: atom(null, (_get, set, visitorId: string) => {
      set(state, (previous) => ({ ...previous, userVisitorId: visitorId }));
    }),
    /** The customer's analytics choice (the spec's manualPrivacySetting), which gates what is sent. */
    setManualPrivacySetting: atom(null, (_get, set, enabled: boolean) => {
      set(state, (previous) => ({ ...previous, manualPrivacySetting: enabled === true }));
    }),
    /** Guest flow starts (Session) only for a user who is not already a guest. */
    startGuestFlow: atom(null, (get, set) => {
      if (get(state).isGuestUser) return false;
      set(state, (previous) => ({ ...previous, guestUserFlow: true, isCallGuestUserAPI: true }));
      return true;
    }),
    reset: atom(null, (_get, set, options?: ResetOptions) => {
      set(state, (previous) => resetAuth(previous, options));
    }),
  };
}
export type AuthStore = ReturnType<typeof createAuthStore>;
