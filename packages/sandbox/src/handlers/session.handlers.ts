import { BANNER_LIMIT, BANNER_OFFSET } from '@senda/core/config';
import {
  analyticsPreferencesEndpoint,
  bannerInformationEndpoint,
  ConfirmProfileEmailUpdateBodySchema,
  ConsentBodySchema,
  confirmProfileEmailUpdateEndpoint,
  RequestProfileEmailUpdateBodySchema,
  ResendStepUpCodeBodySchema,
  refreshTokenEndpoint,
  requestProfileEmailUpdateEndpoint,
  resendStepUpCodeEndpoint,
  STEP_UP_HEADER,
  StartStepUpBodySchema,
  startStepUpEndpoint,
  submitConsentEndpoint,
  UpdateAnalyticsPreferencesBodySchema,
  updateAnalyticsPreferencesEndpoint,
  userDetailsEndpoint,
  ValidateStepUpCodeBodySchema,
  validateStepUpCodeEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { accountProfile } from '../domain/account-profile.ts';
import { bannerLanguage } from '../domain/banners.ts';
import { fail } from '../domain/failures.ts';
import { gatewayRoute, readBody } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export function sessionHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    // Step-up (domain/step-up.ts): the account's current address approves a change.
    gatewayRoute(ctx, startStepUpEndpoint, async ({ session, user, request, lang, requester }) => {
      const body = await readBody(request, StartStepUpBodySchema);
      return state.stepUp.start(session, user, body, lang, requester);
    }),
    gatewayRoute(ctx, resendStepUpCodeEndpoint, async ({ user, request, lang, requester }) => {
      const body = await readBody(request, ResendStepUpCodeBodySchema);
      return state.stepUp.resend(user.id, body.requestId, lang, requester);
    }),
    gatewayRoute(ctx, validateStepUpCodeEndpoint, async ({ user, request }) => {
      const body = await readBody(request, ValidateStepUpCodeBodySchema);
      return state.stepUp.verify(user.id, body.requestId, body.otpCode);
    }),
    // Profile e-mail update: a code to the new address, then that code makes it the account's;
    // both carry the step-up proof the current address gave.
    gatewayRoute(ctx, requestProfileEmailUpdateEndpoint, async ({ user, request, lang, requester }) => {
      const body = await readBody(request, RequestProfileEmailUpdateBodySchema);
      const proof = request.headers.get(STEP_UP_HEADER);
      const record = state.auth.requestEmailChange(user.id, body.email, lang, requester, proof);
      return { requestId: record.id, expiresIn: state.otp.secondsLeft(record) };
    }),
    gatewayRoute(ctx, confirmProfileEmailUpdateEndpoint, async ({ session, request, lang }) => {
      const body = await readBody(request, ConfirmProfileEmailUpdateBodySchema);
      const proof = request.headers.get(STEP_UP_HEADER);
      const updated = state.auth.confirmEmailChange(session, body.requestId, body.otpCode, lang, proof);
      return { email: updated.email ?? '' };
    }),
    gatewayRoute(ctx, bannerInformationEndpoint, ({ user, query }) => {
      const count = (name: string, fallback: number, max: number) => {
        const value = Number(query.get(name) ?? fallback);
        return Number.isInteger(value) && value >= 0
          ? Math.min(value, max)
          : fail('badRequest', { [name]: value });
      };
      const limit = count('limit', BANNER_LIMIT, 50);
      const offset = count('offset', BANNER_OFFSET, Number.MAX_SAFE_INTEGER);
      const banners = state.banners.forUser(user.id, bannerLanguage(query.get('langCode')));
      return { banners: banners.slice(offset, offset + limit), total: banners.length };
    }),
    // The token to refresh is usually expired already, so this route reads it itself.
    gatewayRoute(
      ctx,
      refreshTokenEndpoint,
      ({ request }) => ({ auth_token: state.auth.refresh(request.headers.get('x-auth')).accessToken }),
      { auth: 'none' },
    ),
    gatewayRoute(ctx, userDetailsEndpoint, ({ user, query }) => {
      const flag = (name: string) => query.get(name) === 'true';
      const kyc = state.kyc.listFor(user.id);
      const profile = accountProfile(state.store, user);
      return {
        external_id: user.id,
        email: user.email ?? null,
        first_name: profile.firstName ?? null,
        middle_name: profile.middleName ?? null,
        last_name: profile.lastName ?? null,
        dob: profile.dob !== undefined ? { timestamp: profile.dob } : null,
        telco_user: user.telcoUser,
        nationality: profile.nationality ?? null,
        address: profile.address ? { ...profile.address, country: profile.address.country || 'MX' } : null,
        ...(flag('include_telco')
          ? { telco_info: { phone_no: profile.phoneNo ?? null, account_number: null } }
          : {}),
        ...(flag('include_ekyc') ? { ekyc: { status: kyc.length > 0 ? 'SUBMITTED' : 'NOT_STARTED' } } : {}),
      };
    }),
    gatewayRoute(ctx, analyticsPreferencesEndpoint, ({ user }) =>
      user.analyticsEnabled === undefined ? {} : { enabled: user.analyticsEnabled },
    ),
    gatewayRoute(ctx, updateAnalyticsPreferencesEndpoint, async ({ request, user }) => {
      const body = await readBody(request, UpdateAnalyticsPreferencesBodySchema);
      state.auth.setAnalyticsEnabled(user.id, body.enabled);
      return { enabled: body.enabled };
    }),
    gatewayRoute(ctx, submitConsentEndpoint, async ({ request, user }) => {
      const body = await readBody(request, ConsentBodySchema);
      // A consent is recorded for the caller only. 400, not 403: a 403 would end the session.
      if (body.customerId !== user.id) fail('badRequest', { field: 'customerId' });
      state.auth.recordConsent({
        userId: user.id,
        consentType: body.consentType,
        documentName: body.documentName,
        version: body.version,
        consentGivenAt: body.consentGivenAt,
      });
      return { accepted: true };
    }),
  ];
}
