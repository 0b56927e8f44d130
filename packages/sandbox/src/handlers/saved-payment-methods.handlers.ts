import {
  authenticatePaymentMethodEndpoint,
  customerPaymentMethodsEndpoint,
  deleteCustomerPaymentMethodEndpoint,
  SaveCustomerPaymentMethodBodySchema,
  type SavedPaymentMethod,
  saveCustomerPaymentMethodEndpoint,
  ValidateAndAddInstrumentBodySchema,
  validateAndAddInstrumentEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { fail } from '../domain/failures.ts';
import type { InstrumentAnswer } from '../domain/payment-instruments.ts';
import type { SavedCardRecord } from '../domain/sandbox-data.schema.ts';
import type { AuthedRouteArgs } from './gateway-route.ts';
import { EMPTY_BODY, gatewayRoute } from './gateway-route.ts';
import { challengePath, providerUrl } from './payment-provider.handlers.ts';
import { readCardFreeBody } from './payments.handlers.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** What the app may see of a saved card: never the test outcome, nor when it was saved. */
function savedCardView(card: SavedCardRecord): SavedPaymentMethod {
  return {
    paymentMethodId: card.paymentMethodId,
    type: 'CARD',
    brand: card.brand,
    last4: card.last4,
    ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
    ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
    isDefault: card.isDefault,
  };
}

/**
 * The customer in the path, who must be the token's own user: nobody reads or changes another
 * customer's cards, whatever id they put in the URL.
 */
function ownCustomerId({ params, user }: AuthedRouteArgs): string {
  if (params.customerId !== user.id) fail('forbidden');
  return user.id;
}

/**
 * The customer's saved cards: list, save from a token or make default, delete; and a card added
 * without paying (validate-and-add, then authenticate after the bank's 3-D Secure page).
 */
export function savedPaymentMethodsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const listOf = (userId: string) => ({ paymentMethods: state.savedCards.list(userId).map(savedCardView) });
  const instrumentView = (userId: string, answer: InstrumentAnswer, requestUrl: string) => ({
    paymentMethodId: answer.paymentMethodId,
    status: answer.status,
    challengeUrl:
      answer.status === 'AUTHENTICATION_REQUIRED'
        ? providerUrl(ctx, requestUrl, challengePath(answer.paymentMethodId, answer.record.challenge.secret))
        : null,
    reason: answer.status === 'FAILED' ? answer.reason : null,
    ...listOf(userId),
  });
  return [
    gatewayRoute(ctx, validateAndAddInstrumentEndpoint, async (args) => {
      const userId = ownCustomerId(args);
      const body = await readCardFreeBody(args.request, ValidateAndAddInstrumentBodySchema);
      const answer = state.instruments.validateAndAdd(userId, body.transientToken, body.makeDefault);
      return instrumentView(userId, answer, args.request.url);
    }),
    gatewayRoute(
      ctx,
      authenticatePaymentMethodEndpoint,
      ({ user, params, request }) =>
        instrumentView(
          user.id,
          state.instruments.authenticate(user.id, params.paymentMethodId ?? ''),
          request.url,
        ),
      { body: EMPTY_BODY },
    ),
    gatewayRoute(ctx, customerPaymentMethodsEndpoint, (args) => listOf(ownCustomerId(args))),
    gatewayRoute(ctx, saveCustomerPaymentMethodEndpoint, async (args) => {
      const userId = ownCustomerId(args);
      const body = await readCardFreeBody(args.request, SaveCustomerPaymentMethodBodySchema);
      if ('transientToken' in body)
        state.savedCards.addFromToken(userId, body.transientToken, body.makeDefault);
      else state.savedCards.makeDefault(userId, body.paymentMethodId);
      return listOf(userId);
    }),
    gatewayRoute(
      ctx,
      deleteCustomerPaymentMethodEndpoint,
      (args) => {
        const userId = ownCustomerId(args);
        state.savedCards.remove(userId, args.params.paymentMethodId ?? '');
        return listOf(userId);
      },
      { body: EMPTY_BODY },
    ),
  ];
}
