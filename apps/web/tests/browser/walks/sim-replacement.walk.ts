import { expect } from 'vitest';
import { defineFlowWalk, giveIdAndSelfie, typeCard, typeMailedCode } from '../flow-walk';

/** Sim replacement walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'sim-replacement',
  scenario: 'sim-replacement-eligible',
  holds: ['deliveryNeeded'],
  steps: {
    'order-request': async ({ page, t, startsWith }) => {
      await page.getByRole('radio', { name: startsWith('sim_replacement.reason.lost_or_stolen') }).check();
      await page.getByRole('radio', { name: startsWith('sim_replacement.sim_type.physical_sim') }).check();
      await page.getByRole('button', { name: t('sim_replacement.continue') }).click();
    },
    kyc: async (step) => {
      await giveIdAndSelfie(step);
      await step.page.getByRole('button', { name: step.t('sim_replacement.continue') }).click();
    },
    'delivery-details': async ({ page, t }) => {
      await page.getByRole('radio', { name: t('sim_replacement.delivery.doorstep') }).check();
      await page.getByRole('textbox', { name: t('address_details.postal_code') }).fill('06700');
      const colonia = page.getByRole('combobox', { name: t('address_details.area') });
      await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
      await colonia.selectOption({ label: 'Roma Norte' });
      await page
        .getByRole('textbox', { name: t('address_details.street'), exact: true })
        .fill('Av. Álvaro Obregón 130');
      // The first delivery window free, whatever the language writes its hours as.
      await page
        .locator('section', { has: page.getByRole('heading', { name: t('delivery.slot_legend') }) })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await page.getByRole('button', { name: t('sim_replacement.continue') }).click();
    },
    'order-summary': async (step) => {
      await step.page.getByRole('checkbox', { name: step.t('sim_replacement.summary.accept_terms') }).check();
      await step.page.getByRole('button', { name: step.t('sim_replacement.summary.confirm_pay') }).click();
      await typeMailedCode(step);
    },
  },
  afterFinal: async (step) => {
    await step.page.waitForURL((url) => url.pathname === '/manage/sim-replacement-order-payment');
    await typeCard(step, '4242 4242 4242 4242');
    await step.page.getByRole('button', { name: step.startsWith('payment.pay') }).click();
  },
  result: { route: '/manage/payment-success', shows: (t) => t('sim_replacement.result.physical') },
});
