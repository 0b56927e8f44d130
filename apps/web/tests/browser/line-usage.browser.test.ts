import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, scenarioPath } from './browser';
import { heading } from './purchase-flow';

/**
 * The line at 85 % of its data (scenario line-usage-85) on a 360 px phone: the gauge says what is
 * left in words that name the bar, so it needs no legend; its holder has the 80 % alert, and turns
 * the 100 % one off in My account. Every figure is tested in core and the
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
  const share = Number(await meter.getAttribute('value')) / Number(await meter.getAttribute('max'));
  expect(share).toBeGreaterThan(0.1);
  expect(share).toBeLessThan(0.2);
  await page.getByRole('region', { name: 'Your data this period' }).getByText('Unlimited calls').waitFor();
  mkdirSync('/tmp/l65-shots', { recursive: true });
  await page.getByRole('heading', { name: 'Your data this period' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/l65-shots/line-usage-85.png', animations: 'disabled' });

  // The 80 % alert is in the holder's mailbox, linking to this page.
  const mails = await page.request.get(
    `${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`,
  );
  const { messages } = (await mails.json()) as {
    messages: { kind: string; subject: string; link?: string }[];
  };
  const alert = messages.find((mail) => mail.kind === 'usage_alert');
  expect(alert?.subject).toBe("You've used 80% of your Senda 200 data");
  expect(alert?.link).toContain(`/manage/order?orderRef=${customer.orderRef}`);

  // Each alert is a switch in My account: one tap turns it off, and it stays off.
  await page.goto('/profile');
  const runsOut = page.getByRole('checkbox', { name: 'When your data runs out' });
  await runsOut.click();
  await page.getByText('Done: we will no longer alert you "When your data runs out".').waitFor();
  await page.reload();
  await page.getByRole('checkbox', { name: "When you've used 80% of your data" }).waitFor();
  expect(await page.getByRole('checkbox', { name: 'When your data runs out' }).isChecked()).toBe(false);
  await page.getByRole('heading', { name: 'E-mail alerts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/l65-shots/profile-alerts.png', animations: 'disabled' });
});
