import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { postVerificationMachine } from './post-verification.machine.ts';
import { routeWithOrders, routeWithoutOrders } from './post-verification.rules.ts';
import type {
  ConsentSubmission,
  PostVerificationInput,
  VerifiedUserOrder,
} from './post-verification.types.ts';

const simOnly = (order_ref: string, state: string): VerifiedUserOrder => ({
  order_ref,
  order_type: 'SIM_ONLY',
  state,
});

describe('§4 rule 1: the user has orders', () => {
  it('a pending SIM-only order leads to manage order with its order_ref as orderRef', () => {
    const orders = [simOnly('ORD-1', 'TSU'), simOnly('ORD-2', 'PLACED')];
    expect(routeWithOrders(orders, '/web/connection-details')).toEqual({
      path: '/manage/order?orderRef=ORD-2',
      rule: 'pending-sim-order',
      orderRef: 'ORD-2',
    });
  });

  it.each(['CAN', 'OFL', 'TSU'])('a SIM-only order in %s is not pending', (state) => {
    expect(routeWithOrders([simOnly('ORD-1', state)], null).rule).toBe('order-list');
  });

  it('an order of another type is not a pending SIM-only order', () => {
    expect(
      routeWithOrders([{ order_ref: 'SO-1', order_type: 'SERVICE_ORDER', state: 'PLACED' }], null).rule,
    ).toBe('order-list');
  });

  it('otherwise goes to the stored redirect path, or the order list', () => {
    const done = [simOnly('ORD-1', 'TSU')];
    expect(routeWithOrders(done, '/profile')).toEqual({ path: '/profile', rule: 'orders-redirect' });
    expect(routeWithOrders(done, null)).toEqual({ path: '/orderlist', rule: 'order-list' });
  });

  it('encodes the order reference in the query', () => {
    expect(routeWithOrders([simOnly('A&B 1', 'PLACED')], null).path).toBe('/manage/order?orderRef=A%26B%201');
  });
});

describe('§4 rule 2: no orders, carts fetched by e-mail', () => {
  it('signup with carts and a redirect to connection details goes to pending-order', () => {
    expect(routeWithoutOrders('signup', true, '/web/connection-details')).toEqual({
      path: '/web/pending-orders',
      rule: 'signup-carts-connection-redirect',
    });
  });

  it('login with a redirect to pending-order goes to pre-checkout', () => {
    expect(routeWithoutOrders('signin', true, '/web/pending-orders')).toEqual({
      path: '/web/pre-checkout',
      rule: 'login-pending-order-redirect',
    });
    expect(routeWithoutOrders('signin', false, '/web/pending-order-details?cart=1').path).toBe(
      '/web/pre-checkout',
    );
  });

  it('otherwise the redirect path is used', () => {
    expect(routeWithoutOrders('signup', false, '/web/connection-details')).toEqual({
      path: '/web/connection-details',
      rule: 'redirect',
    });
    expect(routeWithoutOrders('signin', true, '/web/connection-details').path).toBe(
      '/web/connection-details',
    );
    expect(routeWithoutOrders('signup', true, '/web/order-summary').path).toBe('/web/order-summary');
  });

  it('with no redirect path: pending-order for signup with carts, else pre-checkout', () => {
    expect(routeWithoutOrders('signup', true, null)).toEqual({
      path: '/web/pending-orders',
      rule: 'signup-carts-fallback',
    });
    expect(routeWithoutOrders('signup', false, null)).toEqual({
      path: '/web/pre-checkout',
      rule: 'pre-checkout-fallback',
    });
    expect(routeWithoutOrders('signin', true, null)).toEqual({
      path: '/web/pre-checkout',
      rule: 'pre-checkout-fallback',
    });
  });
});

interface Fakes {
  orders?: () => Promise<VerifiedUserOrder[]>;
  carts?: (input: { email: string; status: string }) => Promise<{ carts: Record<string, unknown>[] }>;
  consent?: (input: ConsentSubmission) => Promise<void>;
}

function run(input: PostVerificationInput, fakes: Fakes = {}) {
  const calls: string[] = [];
  const cartInputs: unknown[] = [];
  const machine = postVerificationMachine.provide({
    actors: {
      fetchUserOrders: fromPromise(async () => {
        calls.push('orders');
        return (fakes.orders ?? (async () => []))();
      }),
      fetchPendingCarts: fromPromise(async ({ input: args }) => {
        calls.push('carts');
        cartInputs.push(args);
        return (fakes.carts ?? (async () => ({ carts: [] })))(args);
      }),
      submitConsent: fromPromise(async ({ input: args }) => {
        calls.push(`consent:${args.document}`);
        return (fakes.consent ?? (async () => {}))(args);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, cartInputs, done: toPromise(actor) };
}

const TERMS: ConsentSubmission = { document: 'TERMS_OF_USE', payload: { documentName: 'TERMS_OF_USE' } };
const PRIVACY: ConsentSubmission = {
  document: 'PRIVACY_POLICY',
  payload: { documentName: 'PRIVACY_POLICY' },
};

describe('post-verification machine', () => {
  it('rule 1: with orders it routes without fetching carts', async () => {
    const { calls, done } = run(
      { flow: 'signin', email: 'ana@example.mx' },
      { orders: async () => [simOnly('ORD-7', 'PLACED')] },
    );
    expect((await done).destination).toEqual({
      path: '/manage/order?orderRef=ORD-7',
      rule: 'pending-sim-order',
      orderRef: 'ORD-7',
    });
    expect(calls).toEqual(['orders']);
  });

  it('rule 2: without orders it fetches PENDING carts for the e-mail', async () => {
    const { cartInputs, done } = run(
      { flow: 'signup', email: 'ana@example.mx', redirectPath: '/web/connection-details' },
      { carts: async () => ({ carts: [{ id: 'cart-1' }] }) },
    );
    const output = await done;
    expect(output.destination.path).toBe('/web/pending-orders');
    // The carts found leave with the destination (the pending-orders step lists them).
    expect(output.carts).toEqual([{ id: 'cart-1' }]);
    expect(cartInputs).toEqual([{ email: 'ana@example.mx', status: 'PENDING' }]);
  });

  it('rule 3: a failed cart fetch takes the same fallback', async () => {
    const { done } = run(
      { flow: 'signup', email: 'ana@example.mx', redirectPath: null },
      { carts: async () => Promise.reject(new Error('503')) },
    );
    const output = await done;
    expect(output).toMatchObject({ cartsFailed: true, destination: { path: '/web/pre-checkout' } });

    const withRedirect = await run(
      { flow: 'signin', email: 'ana@example.mx', redirectPath: '/web/pending-orders' },
      { carts: async () => Promise.reject(new Error('503')) },
    ).done;
    expect(withRedirect.destination.path).toBe('/web/pre-checkout');
  });

  it('a failed order fetch is treated as no orders', async () => {
    const { calls, done } = run(
      { flow: 'signin', email: 'ana@example.mx', redirectPath: '/web/order-summary' },
      { orders: async () => Promise.reject(new Error('timeout')) },
    );
    expect((await done).destination).toEqual({ path: '/web/order-summary', rule: 'redirect' });
    expect(calls).toEqual(['orders', 'carts']);
  });

  it('never follows a redirect to another origin', async () => {
    const { done } = run({ flow: 'signin', email: 'ana@example.mx', redirectPath: '//evil.example/web/x' });
    expect((await done).destination).toEqual({ path: '/web/pre-checkout', rule: 'pre-checkout-fallback' });
  });

  it('rule 4: after signup submits terms and privacy consents, all settled, before routing', async () => {
    const order: string[] = [];
    const { calls, done } = run(
      { flow: 'signup', email: 'ana@example.mx', consents: [TERMS, PRIVACY] },
      {
        consent: async (input) => {
          order.push(input.document);
          if (input.document === 'TERMS_OF_USE') throw new Error('500');
        },
      },
    );
    const output = await done;
    expect(order).toEqual(['TERMS_OF_USE', 'PRIVACY_POLICY']);
    expect([...calls].sort()).toEqual(['carts', 'consent:PRIVACY_POLICY', 'consent:TERMS_OF_USE', 'orders']);
    expect(output.consentResults).toEqual(
      expect.arrayContaining([
        { document: 'TERMS_OF_USE', status: 'rejected' },
        { document: 'PRIVACY_POLICY', status: 'fulfilled' },
      ]),
    );
    expect(output.destination.path).toBe('/web/pre-checkout');
  });

  it('reads the orders while the consents are sent, and routes once the slowest consent has settled', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = run(
        { flow: 'signup', email: 'ana@example.mx', consents: [TERMS, PRIVACY] },
        {
          orders: () => new Promise((resolve) => setTimeout(() => resolve([]), 600)),
          carts: () => new Promise((resolve) => setTimeout(() => resolve({ carts: [] }), 600)),
          consent: (input) =>
            new Promise((resolve) => setTimeout(resolve, input.document === 'PRIVACY_POLICY' ? 5000 : 10)),
        },
      );
      // One round trip, not one after the other: the order read (and a new account's cart read)
      // starts with the consents.
      expect([...calls].sort()).toEqual([
        'carts',
        'consent:PRIVACY_POLICY',
        'consent:TERMS_OF_USE',
        'orders',
      ]);
      await vi.advanceTimersByTimeAsync(1_300);
      expect(actor.getSnapshot().status).toBe('active');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output?.consentResults).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a sign-up's cart read goes beside its order read: routed after one round trip, not two", async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = run(
        { flow: 'signup', email: 'ana@example.mx', redirectPath: '/web/connection-details' },
        {
          orders: () => new Promise((resolve) => setTimeout(() => resolve([]), 600)),
          carts: () =>
            new Promise((resolve) => setTimeout(() => resolve({ carts: [{ id: 'cart-1' }] }), 600)),
        },
      );
      expect([...calls].sort()).toEqual(['carts', 'orders']);
      await vi.advanceTimersByTimeAsync(600);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toMatchObject({
        destination: { path: '/web/pending-orders' },
        carts: [{ id: 'cart-1' }],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sign-up whose orders decide leaves without the carts read beside them, whenever they came', async () => {
    for (const cartsFirst of [true, false]) {
      vi.useFakeTimers();
      try {
        const { actor } = run(
          { flow: 'signup', email: 'ana@example.mx' },
          {
            orders: () =>
              new Promise((resolve) => setTimeout(() => resolve([simOnly('ORD-7', 'PLACED')]), 600)),
            carts: () =>
              new Promise((resolve) =>
                setTimeout(() => resolve({ carts: [{ id: 'cart-1' }] }), cartsFirst ? 100 : 900),
              ),
          },
        );
        await vi.advanceTimersByTimeAsync(1_000);
        expect(actor.getSnapshot().output).toMatchObject({
          destination: { path: '/manage/order?orderRef=ORD-7' },
          carts: [],
          cartsFailed: false,
        });
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('after a log-in the carts are read only once the orders say there are none', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = run(
        { flow: 'signin', email: 'ana@example.mx' },
        { orders: () => new Promise((resolve) => setTimeout(() => resolve([]), 600)) },
      );
      expect(calls).toEqual(['orders']);
      await vi.advanceTimersByTimeAsync(600);
      expect(calls).toEqual(['orders', 'carts']);
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not submit consents after a login', async () => {
    const { calls, done } = run({ flow: 'signin', email: 'ana@example.mx', consents: [TERMS, PRIVACY] });
    expect((await done).consentResults).toEqual([]);
    expect(calls).toEqual(['orders', 'carts']);
  });
});
