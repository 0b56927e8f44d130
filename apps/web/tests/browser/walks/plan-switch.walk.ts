import { defineFlowWalk } from '../flow-walk';

/** Plan switch walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'plan-switch',
  scenario: 'active-esim-line',
  steps: {
    plans: async ({ page }) => {
      await page.getByRole('article', { name: 'Senda 100' }).getByRole('button').click();
    },
    'plan-details': async ({ page, t, startsWith }) => {
      await page.getByRole('radio', { name: startsWith('plan_switch.timing.renewal') }).check();
      await page.getByRole('button', { name: t('plan_switch.details.continue') }).click();
    },
    'order-summary': async ({ page, t }) => {
      await page.getByRole('button', { name: t('plan_switch.summary.confirm') }).click();
    },
  },
  result: {
    route: '/manage/payment-success',
    shows: (t) => t('service_payment.result.scheduled', { plan: 'Senda 100' }),
  },
});
