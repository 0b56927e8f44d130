import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { isSandboxFailure } from '../domain/failures.ts';
import { FaultInputSchema } from '../faults/fault-registry.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

/**
 * Sandbox controls under /mocks: faults, maintenance mode, reset and a health summary. These are
 * the sandbox's own routes, never faulted themselves.
 */
export function adminHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state, faults } = ctx;
  return [
    http.get(`${ctx.mocksBase}/faults`, () => mockJson({ faults: faults.list() })),
    http.post(`${ctx.mocksBase}/faults`, async ({ request }) => {
      const body = await request.json().catch(() => undefined);
      const parsed = v.safeParse(FaultInputSchema, body);
      if (!parsed.success) {
        return mockJson({ error: 'INVALID_FAULT', issues: parsed.issues.map((issue) => issue.message) }, 400);
      }
      return mockJson(faults.add(body as v.InferInput<typeof FaultInputSchema>), 201);
    }),
    http.delete(`${ctx.mocksBase}/faults`, () => {
      faults.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${ctx.mocksBase}/faults/:id`, ({ params }) =>
      faults.remove(String(params.id))
        ? new HttpResponse(null, { status: 204 })
        : mockJson({ error: 'NOT_FOUND' }, 404),
    ),
    http.get(`${ctx.mocksBase}/maintenance`, () => mockJson({ enabled: state.maintenance })),
    http.post(`${ctx.mocksBase}/maintenance`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { enabled?: unknown };
      state.setMaintenance(body.enabled !== false);
      return mockJson({ enabled: state.maintenance });
    }),
    http.delete(`${ctx.mocksBase}/maintenance`, () => {
      state.setMaintenance(false);
      return mockJson({ enabled: false });
    }),
    // Pay-by-link is created by the shop's back office; this stands in for it.
    http.post(`${ctx.mocksBase}/paylinks`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { orderRef?: unknown };
      try {
        const paylink = state.paylinks.create(String(body.orderRef ?? ''));
        return mockJson(
          { paylinkId: paylink.paylinkId, url: `/payment/paylink?paylink_id=${paylink.paylinkId}` },
          201,
        );
      } catch (error) {
        if (isSandboxFailure(error)) return mockJson({ error: error.spec.errorCode }, error.spec.status);
        throw error;
      }
    }),
    // For tests and demos: every transaction of one order, to count what was charged.
    http.get(`${ctx.mocksBase}/payments`, ({ request }) => {
      const orderRef = new URL(request.url).searchParams.get('orderRef') ?? '';
      const payments = state.payments.forOrder(orderRef).map((payment) => ({
        transactionId: payment.transactionId,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        createdAt: new Date(payment.createdAt).toISOString(),
      }));
      return mockJson({ orderRef, payments });
    }),
    http.post(`${ctx.mocksBase}/reset`, () => {
      state.reset();
      faults.clear();
      return mockJson({ reset: true });
    }),
    http.get(`${ctx.mocksBase}/health`, () => {
      const data = state.toJSON();
      return mockJson({
        ok: true,
        maintenance: data.maintenance,
        users: Object.keys(data.users).length,
        orders: Object.keys(data.orders).length,
        payments: Object.keys(data.payments).length,
        mailbox: data.mailbox.length,
        faults: faults.list().length,
        journeys: ctx.journeys.ids(),
      });
    }),
  ];
}
