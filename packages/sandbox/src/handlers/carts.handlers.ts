import { cartsByEmailEndpoint } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { itemNameIn } from '../data/item-names.ts';
import { fail } from '../domain/failures.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export function cartsHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    gatewayRoute(ctx, cartsByEmailEndpoint, ({ query, user, lang }) => {
      const email = (query.get('email') ?? '').trim().toLowerCase();
      if (!email) fail('badRequest', { field: 'email' });
      // A customer reads their own carts only; another e-mail has none for them.
      if (email !== user.email) return { carts: [] };
      const carts = ctx.state.orders.cartsByEmail(email, query.get('status') ?? undefined);
      return {
        carts: carts.map((cart) => ({
          cartId: cart.id,
          email: cart.email ?? email,
          status: cart.status,
          items: cart.items.map((item) => ({
            itemType: item.itemType,
            sku: item.sku,
            name: itemNameIn(item, lang),
            quantity: item.quantity,
          })),
          created_at: new Date(cart.createdAt).toISOString(),
        })),
      };
    }),
  ];
}
