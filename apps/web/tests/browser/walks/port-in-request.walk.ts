import { defineFlowWalk } from '../flow-walk';

/** Port in request walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'port-in-request',
  scenario: 'expired-nip-port-in',
  actionLabelId: 'line.action.port_in_reinitiate',
  // Both steps are screens of the one page /manage/cancel-portin: each answer waits for its own.
  steps: {
    form: async ({ page, t }) => {
      await page.getByLabel(t('port_in_request.review.nip')).fill('4821');
      await page.getByRole('button', { name: t('port_in_request.form.continue') }).click();
    },
    review: async ({ page, t }) => {
      await page.getByRole('heading', { name: t('port_in_request.review.title') }).waitFor();
      await page.getByRole('button', { name: t('port_in_request.review.submit') }).click();
    },
  },
  // The page that follows the transfer started again.
  result: { route: '/manage/cancel-portin', shows: (t) => t('port_in_request.following.title') },
});
