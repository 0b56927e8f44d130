import {
  BuyBoosterBodySchema,
  boosterOfferEndpoint,
  buyBoosterEndpoint,
  UpdateAutoBoosterBodySchema,
  updateAutoBoosterEndpoint,
} from '@senda/core/flows/boosters';
import type { HttpHandler } from 'msw';
import { ivaIncluded } from '../../data/catalogue.ts';
import { fail } from '../../domain/failures.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

const mxn = (amount: number) => ({ amount, currency: 'MXN' });

/** The line's boosters: the offer, a booster bought by hand, and the automatic booster on or off. Another's line is 404. */
export function boostersHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, boosterOfferEndpoint, ({ user, query }) => {
      const accountNumber = query.get('accountNumber');
      if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
      return state.boosters.offer(state.lines.get(accountNumber, user.id));
    }),
    gatewayRoute(ctx, buyBoosterEndpoint, async ({ user, request }) => {
      const body = await readBody(request, BuyBoosterBodySchema);
      const record = state.boosters.submit(user, state.lines.get(body.accountNumber, user.id), body);
      const status = state.serviceRequests.progress(record).status;
      const orderRef = record.details?.orderRef;
      const amount = Number(record.details?.amount);
      return {
        requestId: record.requestId,
        status,
        ...(orderRef && status === 'WAITING'
          ? { payment: { orderRef, amount: mxn(amount), tax: mxn(ivaIncluded(amount)) } }
          : {}),
      };
    }),
    gatewayRoute(ctx, updateAutoBoosterEndpoint, async ({ user, request }) => {
      const body = await readBody(request, UpdateAutoBoosterBodySchema);
      const line = state.lines.get(body.accountNumber, user.id);
      return {
        automatic: state.boosters.setAutomatic(
          line,
          body.on ? { on: true, consent: body.consent } : { on: false },
        ),
      };
    }),
  ];
}
