import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { deviceIdOf, gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import { heading } from './purchase-flow';

/**
 * Plan selection's eSIM questions: whether the eSIM ships something (the gateway's eSIM delivery
 * specification, set for this page's device only) and whether the customer's phone takes one
 * (brand and model from the gateway's list).
 */
const { current } = phonePagePerTest();

describe('an eSIM on plan selection', () => {
  it('takes the address and delivery steps when the eSIM delivery specification ships something', async () => {
    const { page } = current();
    const response = await page.request.post(`${gatewayUrl()}/mocks/esim-delivery`, {
      data: { deliveryNeeded: true, deviceId: await deviceIdOf(page) },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['delivery', 'order-summary'], {
      email: uniqueEmail('esim-delivery'),
      sim: 'eSIM',
    });
    expect(new URL(page.url()).pathname).toBe('/web/delivery');
    await heading(page, 'Delivery');
  });

  it('checks the phone by brand and model, and offers the physical SIM to one not listed', async () => {
    const { page } = current();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await page.getByRole('radio', { name: 'eSIM' }).check();
    await page.getByRole('button', { name: 'Is your phone compatible?' }).click();
    const model = page.getByRole('combobox', { name: 'Model' });
    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Apple' });
    await model.selectOption({ label: 'iPhone 15' });
    await page.getByText('Your phone takes an eSIM').waitFor();
    expect(await seriousViolations(page, 'plan selection with the eSIM check open')).toEqual([]);
    await model.selectOption({ label: "My model isn't listed" });
    await page.getByRole('button', { name: 'Switch to a physical SIM' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Physical SIM' }).isChecked()).toBe(true);
  });
});
