import { it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';

const shared = phonePagePerTest();
it('debug', async () => {
  const { page } = shared.current();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  const customer = await createScenario(page, 'active-esim-line');
  await page.goto(scenarioPath(customer.links.planSwitch));
  await page.getByRole('article', { name: 'Senda 300' }).getByRole('button').click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let i = 0; i < 6; i += 1) {
    await page.waitForTimeout(1000);
    console.log('URL', page.url(), 'H1', await page.locator('h1').allTextContents());
  }
  console.log('BODY', (await page.locator('main').innerText()).slice(0, 1500));
  console.log(
    'STORE',
    await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.includes('serviceRequest'))
        .map(([k, v]) => `${k}=${v.slice(0, 1500)}`)
        .join('\n'),
    ),
  );
  await page.screenshot({ path: '/tmp/dbg.png' });
}, 120_000);
