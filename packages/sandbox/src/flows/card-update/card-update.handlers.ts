import {
  RequestCardUpdateCodeBodySchema,
  ResendCardUpdateCodeBodySchema,
  requestCardUpdateCodeEndpoint,
  resendCardUpdateCodeEndpoint,
  SubmitCardUpdateBodySchema,
  submitCardUpdateEndpoint,
  VerifyCardUpdateCodeBodySchema,
  verifyCardUpdateCodeEndpoint,
} from '@senda/core/flows/card-update';
import type { HttpHandler } from 'msw';
import type { OtpRecord } from '../../domain/sandbox-data.schema.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import { readCardFreeBody } from '../../handlers/payments.handlers.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

/** Card update: the domain is card-update.ts. Another customer's line or code is not found. */
export function cardUpdateHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const cardUpdate = state.flow('card-update');
  const otpAnswer = (record: OtpRecord) => ({
    requestId: record.id,
    expiresIn: state.otp.secondsLeft(record),
  });
  return [
    gatewayRoute(ctx, requestCardUpdateCodeEndpoint, async ({ user, request, lang, requester }) => {
      const body = await readBody(request, RequestCardUpdateCodeBodySchema);
      return otpAnswer(cardUpdate.requestCode(user, body.accountNumber, lang, requester).otp);
    }),
    gatewayRoute(ctx, resendCardUpdateCodeEndpoint, async ({ user, request, lang, requester }) => {
      const body = await readBody(request, ResendCardUpdateCodeBodySchema);
      return otpAnswer(cardUpdate.resendCode(user.id, body.requestId, lang, requester));
    }),
    gatewayRoute(ctx, verifyCardUpdateCodeEndpoint, async ({ user, request }) => {
      const body = await readBody(request, VerifyCardUpdateCodeBodySchema);
      const record = cardUpdate.verifyCode(user.id, body.accountNumber, body.requestId, body.otpCode);
      return { updateId: record.updateId, verifiedUntil: new Date(record.verifiedUntil ?? 0).toISOString() };
    }),
    gatewayRoute(ctx, submitCardUpdateEndpoint, async ({ user, request }) => {
      // A card number anywhere in the body is refused before it is read further.
      const body = await readCardFreeBody(request, SubmitCardUpdateBodySchema);
      const { record, request: made } = cardUpdate.submit(user.id, body);
      return {
        requestId: made.requestId,
        status: state.serviceRequests.progress(made).status,
        action: 'CHANGE_CARD_DETAILS',
        card: record.card ?? { brand: made.details?.brand ?? '', last4: made.details?.last4 ?? '' },
      };
    }),
  ];
}
