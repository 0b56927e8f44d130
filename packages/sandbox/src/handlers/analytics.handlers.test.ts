import { runInNewContext } from 'node:vm';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox.ts';

const ORIGIN = 'http://localhost';

async function call(sandbox: ReturnType<typeof createSandbox>, path: string, init?: RequestInit) {
  const response = await getResponse(sandbox.handlers, new Request(`${ORIGIN}${path}`, init));
  if (!response) throw new Error(`no sandbox route answered ${path}`);
  return response;
}

/**
 * A visitor's page with the container's script loaded from the sandbox: its dataLayer, a cookie
 * jar and a fetch that reaches the sandbox, as the browser gives them.
 */
async function visitorPage(sandbox: ReturnType<typeof createSandbox>) {
  const sent: Promise<Response>[] = [];
  const window: { dataLayer: unknown[] } = { dataLayer: [] };
  const document = { cookie: '' };
  const fetch = (url: string, init: RequestInit) => {
    const answer = call(sandbox, url, init);
    sent.push(answer);
    return answer;
  };
  const gtag = function (..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag pushes its arguments object, as the storefront does
    window.dataLayer.push(arguments);
  };
  const script = await (await call(sandbox, '/mocks/gtm.js?id=GTM-SANDBOX')).text();
  return {
    window,
    gtag,
    load: () => runInNewContext(script, { window, document, fetch, Date, Math, JSON, Array }),
    delivered: () => Promise.all(sent),
  };
}

const step = (revision: number, event: string, journeyStep: string) => ({
  event,
  journey_id: 'purchase',
  journey_revision: revision,
  journey_step: journeyStep,
});

describe('the sandbox tag manager and /mocks/analytics', () => {
  it('forwards only what is pushed while analytics consent is granted, under one client id per visitor', async () => {
    const sandbox = createSandbox();
    const page = await visitorPage(sandbox);
    page.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
    page.window.dataLayer.push(step(1, 'view_cart', 'addon-selection'));
    page.load();
    page.window.dataLayer.push(step(1, 'begin_checkout', 'connection-details'));
    page.gtag('consent', 'update', { analytics_storage: 'granted' });
    page.window.dataLayer.push({ ecommerce: null });
    page.window.dataLayer.push(step(1, 'add_payment_info', 'payment'));
    page.window.dataLayer.push({ event: 'page_view', page_path: '/web/payment' });
    page.gtag('consent', 'update', { analytics_storage: 'denied' });
    page.window.dataLayer.push(step(1, 'purchase', 'payment-success'));
    await page.delivered();

    const { events } = (await (await call(sandbox, '/mocks/analytics')).json()) as {
      events: { clientId: string; event: { event: string } }[];
    };
    expect(events.map(({ event }) => event.event)).toEqual(['add_payment_info', 'page_view']);
    expect(new Set(events.map(({ clientId }) => clientId)).size).toBe(1);
  });

  it('shows each revision of a journey as a funnel: visitors reaching each step', async () => {
    const sandbox = createSandbox();
    const collect = (clientId: string, event: unknown) =>
      call(sandbox, '/mocks/analytics/collect', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, event }),
      });
    // Two visitors on revision 1 (one stops at the cart), one on revision 2, one page view.
    await collect('a', step(1, 'view_cart', 'addon-selection'));
    await collect('a', step(1, 'view_cart', 'addon-selection'));
    await collect('a', step(1, 'begin_checkout', 'connection-details'));
    await collect('b', step(1, 'view_cart', 'addon-selection'));
    await collect('c', step(2, 'begin_checkout', 'connection-details'));
    await collect('c', step(2, 'view_cart', 'addon-selection'));
    await collect('c', { event: 'page_view', page_path: '/web/plans' });
    expect((await collect('d', { page_path: '/' })).status).toBe(400);

    const { funnels } = (await (await call(sandbox, '/mocks/analytics')).json()) as { funnels: unknown };
    expect(funnels).toEqual([
      {
        journeyId: 'purchase',
        revisions: [
          { revision: 1, visitors: 2 },
          { revision: 2, visitors: 1 },
        ],
        rows: [
          { event: 'view_cart', step: 'addon-selection', visitors: { r1: 2, r2: 1 } },
          { event: 'begin_checkout', step: 'connection-details', visitors: { r1: 1, r2: 1 } },
        ],
      },
    ]);
    const html = await (await call(sandbox, '/mocks/analytics', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('revision 1: 2 visitors');
    expect(html).toContain('revision 2: 1 visitor');
    expect(html).toContain('<td>2 (100%)</td>');

    expect((await call(sandbox, '/mocks/analytics', { method: 'DELETE' })).status).toBe(204);
    expect(await (await call(sandbox, '/mocks/analytics')).json()).toEqual({ funnels: [], events: [] });
  });
});
