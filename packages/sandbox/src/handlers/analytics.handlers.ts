import { type HttpHandler, HttpResponse, http } from 'msw';
import { analyticsPage } from '../analytics/analytics-page.ts';
import { fakeTagManagerScript } from '../analytics/fake-tag-manager.ts';
import { type CollectedEvent, journeyFunnels } from '../analytics/journey-funnel.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** The sandbox keeps no more than this many events (the oldest go first). */
const KEPT_EVENTS = 2000;

/** What each sandbox's container forwarded, kept beside its state (a reset sandbox starts empty). */
const received = new WeakMap<object, CollectedEvent[]>();

/**
 * The sandbox's tag manager: `GET /mocks/gtm.js` is the container's script (fake-tag-manager.ts),
 * which forwards what the storefront pushes to dataLayer, consent-gated, to
 * `POST /mocks/analytics/collect`; `/mocks/analytics` shows the events and each journey revision's
 * funnel (HTML for a browser, JSON for `Accept: application/json`); `DELETE` forgets them.
 */
export function analyticsHandlers(ctx: SandboxContext): HttpHandler[] {
  const kept = () => {
    let list = received.get(ctx.state);
    if (!list) {
      list = [];
      received.set(ctx.state, list);
    }
    return list;
  };
  return [
    http.get(`${ctx.mocksBase}/gtm.js`, ({ request }) => {
      const collect = new URL(`${ctx.mocksBase}/analytics/collect`, request.url);
      return new HttpResponse(fakeTagManagerScript(collect.pathname), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      });
    }),
    http.post(`${ctx.mocksBase}/analytics/collect`, async ({ request }) => {
      const body = (await request.json().catch(() => undefined)) as
        | { clientId?: unknown; event?: { event?: unknown } }
        | undefined;
      if (
        typeof body?.clientId !== 'string' ||
        !body.clientId ||
        typeof body.event !== 'object' ||
        body.event === null ||
        typeof body.event.event !== 'string'
      ) {
        return mockJson({ message: 'expected { clientId: string, event: { event: string, … } }' }, 400);
      }
      const list = kept();
      list.push({
        clientId: body.clientId,
        receivedAt: new Date().toISOString(),
        event: body.event as CollectedEvent['event'],
      });
      list.splice(0, Math.max(0, list.length - KEPT_EVENTS));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${ctx.mocksBase}/analytics`, ({ request }) => {
      const events = kept();
      const funnels = journeyFunnels(events);
      if (request.headers.get('accept')?.includes('text/html')) {
        return new HttpResponse(analyticsPage(funnels, events), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      }
      return mockJson({ funnels, events });
    }),
    http.delete(`${ctx.mocksBase}/analytics`, () => {
      kept().splice(0);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
