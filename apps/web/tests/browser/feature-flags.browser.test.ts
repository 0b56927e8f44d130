import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { heading } from './purchase-flow';

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
