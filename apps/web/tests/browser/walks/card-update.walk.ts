import { defineFlowWalk, typeCard, typeMailedCode } from '../flow-walk';

/** Card update walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'card-update',
  scenario: 'expired-card',
  steps: {
    verify: (step) => typeMailedCode(step),
    request: async (step) => {
      await typeCard(step, '5555 5555 5555 4444');
      await step.page.getByRole('button', { name: step.t('update_card.request.continue') }).click();
    },
    submit: async ({ page, t }) => {
      await page.getByRole('button', { name: t('update_card.submit.confirm') }).click();
    },
  },
  // The review's page shows the result too.
  result: { route: '/manage/update-card/submit', shows: (t) => t('update_card.done.title') },
});
