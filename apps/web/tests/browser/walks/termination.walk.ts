import { defineFlowWalk, typeMailedCode } from '../flow-walk';

/** Termination walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'termination',
  scenario: 'termination-eligible',
  holds: ['offersAvailable', 'offerDeclined'],
  steps: {
    request: async ({ page, t }) => {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: t('termination.request.continue') }).click();
    },
    stay: async ({ page, t }) => {
      await page.getByRole('button', { name: t('termination.decline') }).click();
    },
    submit: async (step) => {
      await step.page.getByRole('button', { name: step.t('termination.submit.confirm_cancel') }).click();
      // An account-changing request is approved with a code mailed to the account's address.
      await typeMailedCode(step);
    },
  },
  result: { route: '/manage/termination-request/success', shows: (t) => t('termination.success.title') },
});
