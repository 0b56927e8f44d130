import {
  GuestOttGenerateBodySchema,
  guestOttGenerateEndpoint,
  guestOttValidateEndpoint,
  guestSignupEndpoint,
  logoutEndpoint,
  SignInBodySchema,
  SignInResendBodySchema,
  SignUpBodySchema,
  signInEndpoint,
  signInResendEndpoint,
  signUpEndpoint,
  validateOtpEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../domain/failures.ts';
import type { OtpRecord } from '../domain/sandbox-data.schema.ts';
import { EMPTY_BODY, gatewayRoute, readBody } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

/**
 * The validate bodies are read leniently on purpose: a code that is not 6 digits must answer the
 * spec's INVALID_OTP (4221402), not a generic 400.
 */
const ValidateBodySchema = v.object({
  requestId: v.string(),
  otpCode: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  device: v.optional(v.unknown()),
});

export function authHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const otpAnswer = (record: OtpRecord) => ({
    requestId: record.id,
    expiresIn: state.otp.secondsLeft(record),
  });

  return [
    gatewayRoute(
      ctx,
      signInEndpoint,
      async ({ request, lang, requester }) => {
        const body = await readBody(request, SignInBodySchema);
        return otpAnswer(state.auth.signIn(body.identifier, body.channel, lang, requester));
      },
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      signInResendEndpoint,
      async ({ request, lang, requester }) => {
        const body = await readBody(request, SignInResendBodySchema);
        return otpAnswer(state.auth.resendSignIn(body.requestId, lang, requester));
      },
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      signUpEndpoint,
      async ({ request, lang, requester }) => {
        const body = await readBody(request, SignUpBodySchema);
        return otpAnswer(state.auth.signUp(body.email, body.channel, lang, requester));
      },
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      validateOtpEndpoint,
      async ({ request, params }) => {
        const flow = params.flow;
        if (flow !== 'signin' && flow !== 'signup') fail('notFound');
        const body = await readBody(request, ValidateBodySchema);
        const session = state.auth.validate(flow, body.requestId, body.otpCode);
        return { accessToken: session.accessToken };
      },
      { auth: 'none' },
    ),
    // Logging out with an expired token must not 401: that would send the client refreshing.
    gatewayRoute(
      ctx,
      logoutEndpoint,
      ({ request }) => {
        state.auth.logout(request.headers.get('x-auth'));
        return {};
      },
      { auth: 'optional', body: EMPTY_BODY },
    ),
    gatewayRoute(
      ctx,
      guestSignupEndpoint,
      ({ requester }) => {
        const session = state.auth.guestSignup(requester);
        return { accessToken: session.accessToken, userId: session.userId };
      },
      { auth: 'none', body: EMPTY_BODY },
    ),
    gatewayRoute(ctx, guestOttGenerateEndpoint, async ({ request, session, lang, requester }) => {
      const body = await readBody(request, GuestOttGenerateBodySchema);
      return otpAnswer(state.auth.guestOttGenerate(session, body.email, lang, requester));
    }),
    gatewayRoute(ctx, guestOttValidateEndpoint, async ({ request }) => {
      const body = await readBody(request, ValidateBodySchema);
      const session = state.auth.guestOttValidate(body.requestId, body.otpCode);
      return { accessToken: session.accessToken, email: session.email, userId: session.userId };
    }),
  ];
}
