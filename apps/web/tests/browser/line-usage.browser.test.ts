import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createScenario, gatewayUrl, phonePagePerTest, scenarioPath } from './browser';
import { heading, shown } from './purchase-flow';

/**
 * The line at 85 % of its data (scenario line-usage-85) on a 360 px phone: the gauge says what is
 * left in words that name the bar, so it needs no legend; its holder has the 80 % alert, and turns
 * the 100 % one off in My account. Every figure is tested in core and the
 * sandbox; this proves the page reads and shows them.
 * Out of data, 3 GB are bought in three taps; the automatic booster is turned on and off. A shot of the
 * 85 % page goes to /tmp/l65-shots to look at.
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

it('out of data: 3 GB bought with the saved card in three taps, the gauge grows, with its record, receipt and invoice', async () => {
  const { page } = shared.current();
  await page.setViewportSize({ width: 360, height: 640 });
  const customer = await createScenario(page, 'line-usage-out-of-data');
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await shown(page, page.getByRole('meter', { name: /^You have 0 left of .+ GB$/ }), 'the empty gauge');
  let taps = 0;
  await page.getByRole('link', { name: 'Buy extra data' }).click();
  taps += 1;
  await heading(page, 'Extra data');
  const three = page.getByRole('button', { name: 'Buy 3 GB for $45.00' });
  await shown(page, three, 'the 3 GB offer');
  await shown(
    page,
    page.getByText('When you run out of data, we will buy 1 GB for $20.00 with VISA •• 4242'),
    'the automatic booster offer',
  );
  await three.click();
  taps += 1;
  await heading(page, 'Payment');
  // The saved card is chosen, and its Pay names the amount and the card.
  await expect
    .poll(() => page.getByRole('radio', { name: /VISA card ending in 4242/ }).isChecked())
    .toBe(true);
  await page.getByRole('button', { name: 'Pay $45.00 with VISA •• 4242', exact: true }).click();
  taps += 1;
  await heading(page, 'Your request');
  await shown(page, page.getByText('Done: your request is complete'), 'the paid request');
  expect(taps).toBeLessThanOrEqual(3);

  // The gauge grows at once: 3 GB of the 18 GB left.
  await page.goto(scenarioPath(customer.links.manageOrder));
  await shown(
    page,
    page.getByRole('meter', { name: /^You have (3|2\.9) GB left of 18 GB$/ }),
    'the gauge with 3 GB',
  );
  await shown(page, page.getByText('Includes 3 GB of extra data'), 'the extra data under the gauge');

  // The receipt e-mail, and the payment on the line with its invoice.
  const mails = await page.request.get(
    `${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(customer.email)}`,
  );
  const { messages } = (await mails.json()) as { messages: { kind: string; body: string }[] };
  expect(messages.some((mail) => mail.kind === 'receipt' && mail.body.includes('$45.00'))).toBe(true);
  await page.getByRole('heading', { name: 'Your payments' }).click();
  const booster = page.getByRole('region', { name: 'Your payments' }).getByRole('listitem').first();
  await shown(page, booster.getByText('$45.00 MXN'), 'the payment on the line');
  await shown(
    page,
    booster.getByRole('link', { name: 'Invoice this purchase' }),
    "the payment's invoice link",
  );
});

it('the automatic booster, agreed to on the boosters page, is on the line page with its terms and off in one tap', async () => {
  const { page } = shared.current();
  await page.setViewportSize({ width: 360, height: 640 });
  const customer = await createScenario(page, 'line-usage-out-of-data');
  await page.goto(scenarioPath(customer.links.manageOrder));
  await heading(page, 'Your line');
  await page.getByRole('link', { name: 'Buy extra data' }).click();
  await heading(page, 'Extra data');
  await page.getByRole('checkbox', { name: 'I agree to these automatic charges' }).click();
  await page.getByRole('button', { name: 'Turn on automatic extra data' }).click();
  await shown(page, page.getByText('Done: automatic extra data is on.'), 'the booster turned on');
  await page.goto(scenarioPath(customer.links.manageOrder));
  const off = page.getByRole('button', { name: 'Turn off automatic extra data' });
  await shown(page, off, "the line page's turn-off button");
  // What it buys, the card and the cap.
  await shown(
    page,
    page.getByText(/^On: when you run out of data we buy 1 GB for \$20\.00 with VISA •• 4242, up to 2 times/),
    "the automatic booster's terms",
  );
  await off.click();
  await shown(
    page,
    page.getByText('Done: automatic extra data is off. Nothing more will be charged.'),
    'the booster turned off',
  );
  expect(await off.count()).toBe(0);
});
