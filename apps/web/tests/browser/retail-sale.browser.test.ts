import { describe, expect, it } from 'vitest';
import { phonePagePerTest, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import {
  chooseCardPayment,
  heading,
  orderDetails,
  payByCard,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

/**
 * The retail channel: a store assistant opens /retail-onboarding, names the store, and sells an
 * eSIM to the customer present (the customer's own e-mail gets the code); the order the sale
 * makes says retail and the store.
 */
const phone = phonePagePerTest();

describe('the retail channel', () => {
  it('a retail sale completes, recorded for the store', async () => {
    const { page } = phone.current();
    await page.goto('/retail-onboarding?setlocale=en-US');
    await heading(page, 'Start a store sale');
    await page.getByRole('textbox', { name: 'Store ID' }).fill('mx0042');
    await page.getByRole('button', { name: 'Next' }).click();
    // The same steps as the web sale from here on (retail-purchase.json: no delivery for an eSIM).
    await walkPurchase(page, ['payment-method-selector', 'payment'], { email: uniqueEmail('retail') });
    await chooseCardPayment(page);
    await payByCard(page, TEST_CARDS.approve);
    const order = (await orderDetails(page, await successOrderRef(page))) as unknown as {
      channel?: string;
      retail_store_id?: string;
    };
    expect({ channel: order.channel, store: order.retail_store_id }).toEqual({
      channel: 'retail',
      store: 'MX0042',
    });
  });
});
