import { STORAGE_KEYS } from '@senda/core/stores';
import { createSandbox } from '@senda/sandbox';
import { getResponse } from 'msw';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, newPhoneContext, phonePagePerTest, scenarioPath, uniqueEmail } from './browser';
import { choosePlan, heading, signUp, skipAddons, verifyOtp } from './purchase-flow';

/**
 * The flag service as the storefront meets it: one OFREP bulk request once the page has settled,
 * carrying the multi-kind context, and a flag the operator turned off (OXXO) gone from the ways to
 * pay. The service is answered here, not by the sandbox's flags/ files (which hold the defaults and
 * are shared by every file). Each flag's decision and the context's rules are core's tests.
 */
const shared = phonePagePerTest();

describe('feature flags', () => {
  it('asks the flag service with the customer and the device, and payment-oxxo off hides OXXO', async () => {
    const { page } = shared.current();
    const asked: unknown[] = [];
    await page.route('**/ofrep/v1/evaluate/flags', async (route) => {
      asked.push(route.request().postDataJSON());
      await route.fulfill({
        json: { flags: [{ key: 'payment-oxxo', value: false, variant: 'off', reason: 'STATIC' }] },
      });
    });
    const customer = await createScenario(page, 'grace-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // After the page settles: the first paint never waits for it.
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const { context } = asked[0] as { context: Record<string, { key: string }> };
    expect(context).toMatchObject({
      kind: 'multi',
      user: { anonymous: false },
      device: { app_type: 'WEB', device_type: 'BROWSER' },
    });
    expect(context.targetingKey).toBe(context.user?.key);
    expect(context.device?.key).toMatch(/^\d+R\d{7}$/);

    await page.getByRole('link', { name: /^Pay your plan before/ }).click();
    await heading(page, 'Renew your plan');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await heading(page, 'Payment');
    await page.getByRole('radio', { name: /A new credit or debit card/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Cash at OXXO/ }).count()).toBe(0);
  });
});

/**
 * A rollout of purchase revision 2 to half the visitors, answered by the sandbox's OFREP (flagd's
 * engine) over this file alone: the shipped flags/ files hold the defaults and are every file's.
 */
const rollout = createSandbox({
  flags: {
    ids: () => ['journey-revisions'],
    get: () => ({
      flags: {
        'journey-revision.purchase': {
          state: 'ENABLED',
          variants: { current: 0, r2: 2 },
          defaultVariant: 'current',
          targeting: {
            fractional: [
              ['current', 50],
              ['r2', 50],
            ],
          },
        },
      },
    }),
  },
});
const OFREP = 'http://localhost/mocks/flags/ofrep/v1/evaluate/flags';

async function rolloutAnswer(body: string | null, key = '') {
  const request = new Request(`${OFREP}${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body ?? '{}',
  });
  const response = await getResponse(rollout.handlers, request);
  if (!response) throw new Error('the rollout sandbox did not answer');
  return { status: response.status, json: (await response.json()) as { value?: unknown } };
}

/** A device id (a visitor's targeting key) that the rollout sends to `variant`. */
async function deviceIdIn(variant: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const id = `1700000000000R${1_000_000 + i}`;
    const context = { targetingKey: id, kind: 'multi', user: { key: id, anonymous: true } };
    const { json } = await rolloutAnswer(JSON.stringify({ context }), '/journey-revision.purchase');
    if (json.value === variant) return id;
  }
  throw new Error(`no device id lands on ${variant}`);
}

/** A visitor's phone with its device id, its flag service being the rollout. */
async function visitor(context: BrowserContext, deviceId: string): Promise<Page> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.deviceId,
    deviceId,
  ] as const);
  const page = await context.newPage();
  await page.route('**/ofrep/v1/evaluate/flags', async (route) => {
    const { status, json } = await rolloutAnswer(route.request().postData());
    await route.fulfill({ status, json });
  });
  return page;
}

/** The revision the visitor's purchase is saved under, once the flag service has answered. */
const savedRevision = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('senda.journey.purchase') ?? '{}').revision as number,
  );

interface Funnels {
  funnels: {
    journeyId: string;
    rows: { event: string; step: string | null; visitors: Record<string, number> }[];
  }[];
}

describe('rolling out a journey revision', () => {
  it('sends half the visitors down the edited purchase, and /mocks/analytics shows both funnels', async () => {
    const { browser, page: current } = shared.current();
    const edited = await newPhoneContext(browser);
    try {
      // Other files' buyers reach the order summary first, which also tells view_cart: its row
      // comes before the extras' one, and has no visitor on revision 2.
      const earlier = await current.request.post('/mocks/analytics/collect', {
        data: {
          clientId: 'an-earlier-buyer',
          event: {
            event: 'view_cart',
            journey_id: 'purchase',
            journey_revision: 1,
            journey_step: 'order-summary',
          },
        },
      });
      expect(earlier.status()).toBe(204);
      const onCurrent = await visitor(current.context(), await deviceIdIn(0));
      const onEdited = await visitor(edited, await deviceIdIn(2));
      for (const page of [onCurrent, onEdited]) await page.goto('/web/pre-checkout');
      // The flag service answers once the page has settled; a journey still on its first step
      // starts again on the revision it names.
      await expect.poll(() => savedRevision(onEdited), { timeout: 30_000 }).toBe(2);
      expect(await savedRevision(onCurrent)).toBe(1);

      // Revision 1 offers the extras next (when asked for); revision 2 asks for the account first.
      await choosePlan(onCurrent, { sim: 'eSIM', plan: 'Senda 100', extras: true });
      await skipAddons(onCurrent);
      await choosePlan(onEdited, { sim: 'eSIM', plan: 'Senda 100' });
      const email = uniqueEmail('revision');
      await signUp(onEdited, email);
      await verifyOtp(onEdited, email);
      await heading(onEdited, 'Add extras to your plan');

      // The fake container forwards each visitor's view_cart from the extras, with the revision walked.
      const reached = async (revision: string) => {
        const answer = await onEdited.request.get('/mocks/analytics', {
          headers: { accept: 'application/json' },
        });
        const { funnels } = (await answer.json()) as Funnels;
        const purchase = funnels.find((funnel) => funnel.journeyId === 'purchase');
        return (
          purchase?.rows.find((row) => row.event === 'view_cart' && row.step === 'addon-selection')?.visitors[
            revision
          ] ?? 0
        );
      };
      await expect.poll(() => reached('r1'), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => reached('r2'), { timeout: 30_000 }).toBeGreaterThan(0);
      await onEdited.goto('/mocks/analytics');
      const table = onEdited.getByRole('table', { name: 'purchase funnel' });
      await table.getByRole('columnheader', { name: /^revision 1: / }).waitFor();
      await table.getByRole('columnheader', { name: /^revision 2: / }).waitFor();
      await table.getByRole('rowheader', { name: /^sign_up/ }).waitFor();
    } finally {
      await edited.close();
    }
  });
});
