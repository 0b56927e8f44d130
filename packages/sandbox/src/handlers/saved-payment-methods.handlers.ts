import {
  customerPaymentMethodsEndpoint,
  deleteCustomerPaymentMethodEndpoint,
  SaveCustomerPaymentMethodBodySchema,
  type SavedPaymentMethod,
  saveCustomerPaymentMethodEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { fail } from '../domain/failures.ts';
import type { SavedCardRecord } from '../domain/sandbox-data.schema.ts';
import type { AuthedRouteArgs } from './gateway-route.ts';
import { gatewayRoute } from './gateway-route.ts';
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

/** The customer's saved cards: list, save from a token or make default, delete. */
export function savedPaymentMethodsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const listOf = (userId: string) => ({ paymentMethods: state.savedCards.list(userId).map(savedCardView) });
  return [
    gatewayRoute(ctx, customerPaymentMethodsEndpoint, (args) => listOf(ownCustomerId(args))),
    gatewayRoute(ctx, saveCustomerPaymentMethodEndpoint, async (args) => {
      const userId = ownCustomerId(args);
      const body = await readCardFreeBody(args.request, SaveCustomerPaymentMethodBodySchema);
      if ('transientToken' in body)
        state.savedCards.addFromToken(userId, body.transientToken, body.makeDefault);
      else state.savedCards.makeDefault(userId, body.paymentMethodId);
      return listOf(userId);
    }),
    gatewayRoute(ctx, deleteCustomerPaymentMethodEndpoint, (args) => {
      const userId = ownCustomerId(args);
      state.savedCards.remove(userId, args.params.paymentMethodId ?? '');
      return listOf(userId);
    }),
  ];
}
