import {
  donorTelcosEndpoint,
  latestPortInRequestEndpoint,
  PortInEligibilityBodySchema,
  portInConfigEndpoint,
  portInEligibilityEndpoint,
  ValidatePortInNumberBodySchema,
  validatePortInNumberEndpoint,
  validatePortInOtpEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { DONOR_TELCOS, operatorName } from '../data/donors.ts';
import { isSandboxFailure } from '../domain/failures.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import type { PortInRequestRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** Read leniently so a malformed code answers INVALID_OTP, as the sign-in validation does. */
const PortInOtpBodySchema = v.object({
  requestId: v.string(),
  otpCode: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
});

export function portInHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, portInConfigEndpoint, ({ requester }) => state.portInConfig(requester.deviceId), {
      auth: 'none',
    }),
    gatewayRoute(
      ctx,
      donorTelcosEndpoint,
      ({ lang }) =>
        DONOR_TELCOS.map((telco) => ({
          id: telco.code,
          name: operatorName(telco.code, lang),
          logoUrl: `/images/donors/${telco.code.toLowerCase()}.svg`,
        })),
      { auth: 'none' },
    ),
    // A number that cannot come over is a result (valid: false, with a reason), not a failure.
    gatewayRoute(ctx, validatePortInNumberEndpoint, async ({ request }) => {
      const body = await readBody(request, ValidatePortInNumberBodySchema);
      try {
        const { holder } = state.portIn.validateNumber(body.number, body.donor);
        return holder ? { valid: true, donor: holder } : { valid: true };
      } catch (error) {
        if (isSandboxFailure(error) && error.spec.status < 500)
          return { valid: false, reason: error.spec.errorCode };
        throw error;
      }
    }),
    gatewayRoute(ctx, portInEligibilityEndpoint, async ({ request, user, lang, requester }) => {
      const body = await readBody(request, PortInEligibilityBodySchema);
      const { otpRequired } = state.portInConfig(requester.deviceId);
      const otp = state.portIn.requestEligibility(
        body.number,
        body.donor,
        body.nip,
        user.id,
        lang,
        requester,
        { otpRequired },
      );
      // No code asked: nothing was texted, and the request is already the order's proof.
      return otpRequired
        ? { requestId: otp.id, expiresIn: state.otp.secondsLeft(otp) }
        : { requestId: otp.id, codeSent: false };
    }),
    gatewayRoute(ctx, validatePortInOtpEndpoint, async ({ request }) => {
      const body = await readBody(request, PortInOtpBodySchema);
      state.portIn.validateOtp(body.requestId, body.otpCode);
      return { verified: true };
    }),
    // The latest transfer, with the order's earlier ones (newest first) for the request history.
    gatewayRoute(ctx, latestPortInRequestEndpoint, ({ params, user, lang }) => {
      const orderRef = params.orderReference ?? '';
      const latest = state.portIn.latestForOrder(orderRef, user.id);
      const earlier = state.portIn.allForOrder(orderRef, user.id).filter((request) => request !== latest);
      return {
        ...portInRequestView(state, latest, lang),
        earlier: earlier.map((request) => portInRequestView(state, request, lang)),
      };
    }),
  ];
}

/** A transfer as core's PortInRequestDetailsSchema reads it: where it stands and how it got there. */
export function portInRequestView(state: SandboxState, request: PortInRequestRecord, lang: SandboxLanguage) {
  const progress = state.portIn.progress(request);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    requestId: request.requestId,
    orderReference: request.orderRef,
    number: request.number,
    donor: request.donor,
    // The operator as customers know it ("Telcel"), for the pages; `donor` is its code for requests.
    donorName: operatorName(request.donor, lang),
    status: progress.status,
    ...(progress.reason ? { reason: progress.reason } : {}),
    ...(progress.scheduledSwitchAt !== undefined
      ? { scheduledSwitchAt: iso(progress.scheduledSwitchAt) }
      : {}),
    createdAt: iso(request.createdAt),
    updatedAt: iso(progress.updatedAt),
    history: progress.history.map((entry) => ({ status: entry.status, at: iso(entry.at) })),
  };
}
