import { defineFlowWalk, typeCard } from '../flow-walk';

/** Reschedule delivery walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'reschedule-delivery',
  scenario: 'failed-delivery',
  link: (customer) => customer.links.rescheduleDelivery,
  steps: {
    address: async ({ page, t }) => {
      await page.getByRole('button', { name: t('reschedule_delivery.address.continue') }).click();
    },
    'review-detail': async ({ page, t, startsWith }) => {
      await page.getByRole('radio', { name: startsWith('reschedule_delivery.method.doorstep') }).check();
      await page
        .getByRole('group', { name: t('reschedule_delivery.slot.legend') })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await page.getByRole('button', { name: startsWith('reschedule_delivery.confirm_pay') }).click();
    },
  },
  afterFinal: async (step) => {
    await step.page.waitForURL((url) => url.pathname === '/reschedule/payment');
    await typeCard(step, '4242 4242 4242 4242');
    await step.page.getByRole('button', { name: step.startsWith('payment.pay') }).click();
  },
  result: { route: '/reschedule/payment-success', shows: (t) => t('reschedule_delivery.success.title') },
});
