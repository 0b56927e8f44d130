import { expect } from 'vitest';
import { defineFlowWalk, typeMailedCode } from '../flow-walk';

/** Number change walked from its scenario, step by step of its journey file (service-flow-walk.browser.test.ts). */
export default defineFlowWalk({
  flow: 'number-change',
  scenario: 'number-change-eligible',
  steps: {
    number: async ({ page, t }) => {
      await page.getByRole('radio').first().check();
      const number = page
        .getByRole('region', { name: t('connection_details.numbers_legend') })
        .getByRole('button')
        .first();
      await number.click();
      await expect.poll(() => number.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: t('common.next') }).click();
    },
    details: async (step) => {
      await step.page.getByRole('button', { name: step.t('number_change.code.send') }).click();
      await typeMailedCode(step);
      await step.page.getByRole('button', { name: step.t('number_change.details.confirm') }).click();
    },
  },
  result: { route: '/manage/change-number/status', shows: (t) => t('number_change.status.pending.title') },
});
