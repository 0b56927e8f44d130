/** Session entry and exit (the spec "Route guards and session entry" "Session"). */

export {
  LINK_TOKEN_GLOBAL,
  LINK_TOKEN_PARAM,
  linkTokenBootScript,
  openedUrl,
} from '../navigation/link-token.ts';
export {
  type AnalyticsSink,
  analyticsAllowed,
  gateAnalytics,
  type PageViewEvent,
  silentAnalytics,
} from './analytics-gate.ts';
export { type CustomerLogoutDeps, logOutCustomer } from './customer-logout.ts';
export { askLinkAccount, continueWithLinkAccount, keepCurrentAccount } from './customer-switch.ts';
export { generateDeviceId } from './device-id.ts';
export { startRequestedGuestSession } from './guest-flow.ts';
export { endLinkSessionOutsideItsPages } from './link-session.ts';
export {
  endLocalSession,
  type LogoutOptions,
  logoutSession,
  resetLocalSession,
  sessionLogoutTarget,
} from './logout.ts';
export { type LogoutContext, logoutTarget } from './logout-target.ts';
export { logInFromMarketplace } from './marketplace-login.ts';
export {
  NATIVE_TOKEN_HANDOFF_DELAY_MS,
  type NativeTokenHandoffOptions,
  tellNativeAppOfNewTokens,
} from './native-token-handoff.ts';
export { purchaseInProgress } from './purchase-in-progress.ts';
export {
  followSavedPrivacyChoice,
  type PrivacySettingsDeps,
  readPrivacySettings,
} from './saved-privacy-choice.ts';
export { createGatewaySession, type GatewaySessionOptions } from './session-adapter.ts';
export {
  applySessionBootstrap,
  type BootstrapSessionInput,
  bootstrapSession,
  fetchProfileForNewToken,
  type SessionBootstrap,
} from './session-bootstrap.ts';
export {
  noteSessionEnd,
  SESSION_END_NOTICE_TTL_MS,
  takeSessionEnd,
} from './session-end-notice.ts';
export {
  CONSUMED_QUERY_KEYS,
  parseSessionQuery,
  SESSION_QUERY_KEYS,
  type SessionQuery,
  SessionQuerySchema,
} from './session-query.ts';
export { signedInEmail } from './signed-in-email.ts';
export { applyStartingLocale } from './starting-locale.ts';
export {
  fingerprintLoader,
  initVisitorId,
  type LoadVisitorIdOptions,
  loadVisitorId,
  type VisitorIdAgent,
  type VisitorIdLoader,
} from './visitor-id.ts';
