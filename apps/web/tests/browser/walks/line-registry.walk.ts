import { defineFlowWalk, giveIdAndSelfie } from '../flow-walk';

/** Line registry walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'line-registry',
  scenario: 'unregistered-line',
  // Not a line action: the suspended line's registry status links to the flow.
  actionLabelId: 'line_registry.status.register',
  // Both steps are screens of the one page /manage/line-registry: each answer waits for its own.
  steps: {
    curp: async ({ page, customer, t }) => {
      await page.getByRole('textbox', { name: t('line_registry.curp.label') }).fill(customer.curp ?? '');
      await page.getByRole('button', { name: t('line_registry.curp.next') }).click();
    },
    identity: async (step) => {
      await step.page.getByRole('heading', { name: step.t('line_registry.identity.step') }).waitFor();
      await giveIdAndSelfie(step);
      await step.page.getByRole('button', { name: step.t('line_registry.identity.submit') }).click();
    },
  },
  // The page shows the registry's folio once registered.
  result: { route: '/manage/line-registry', shows: (t) => t('line_registry.done.title') },
});
