import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { heading } from './purchase-flow';

/**
 * The line at 85 % of its data (scenario line-usage-85) on a 360 px phone: the gauge says what is
 * left in words that name the bar, so it needs no legend. Every figure is tested in core and the
 * sandbox; this proves the page reads and shows them. A shot goes to /tmp/l65-shots to look at.
 */
const shared = phonePagePerTest();

it('a line at 85 % shows what is left on its line page', async () => {
  const { page } = shared.current();
  const customer = await createScenario(page, 'line-usage-85');
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  const meter = page.getByRole('meter', { name: /^You have .+ left of .+ GB$/ });
  await meter.waitFor();
  mkdirSync('/tmp/l65-shots', { recursive: true });
  await page.getByRole('heading', { name: 'Your data this period' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/l65-shots/line-usage-85.png', animations: 'disabled' });
  const share = Number(await meter.getAttribute('value')) / Number(await meter.getAttribute('max'));
  expect(share).toBeGreaterThan(0.1);
  expect(share).toBeLessThan(0.2);
  await page.getByRole('region', { name: 'Your data this period' }).getByText('Unlimited calls').waitFor();
  mkdirSync('/tmp/l65-shots', { recursive: true });
  await page.getByRole('heading', { name: 'Your data this period' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/l65-shots/line-usage-85.png', animations: 'disabled' });
});
