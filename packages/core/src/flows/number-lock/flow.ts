import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { NUMBER_LOCK_ROUTES } from './routes.ts';

/** The switch's place among the line's actions: its label and the page that turns it off. */
export const NUMBER_LOCK_LINE_ACTION = {
  labelId: 'number_lock.action.label',
  path: NUMBER_LOCK_ROUTES.unlock,
} as const satisfies { labelId: MessageId; path: string };

/**
 * The operator's refusal while the lock is on: a SIM replacement's submit (and its eligibility's
 * reason), and a port-out request from another operator. Ours, known by its name: the spec names
 * no such code, so no number of the spec's list is taken for it.
 */
export const NUMBER_LOCKED = { code: 'NUMBER_LOCKED' } as const;

/** The step-up action that turns the lock off. Turning it on needs none: it only protects. */
export const NUMBER_UNLOCK = 'NUMBER_UNLOCK';

export default defineFlow({
  id: 'number-lock',
  order: 95,
  journey: null,
  routes: { [NUMBER_LOCK_ROUTES.unlock]: 'number_lock.unlock.title' },
  lineAction: NUMBER_LOCK_LINE_ACTION,
  texts: ['number_lock'],
  // The switch on the line page and the SIM replacement's refusal are shown off its own page.
  manageTexts: ['number_lock.action', 'number_lock.refusal'],
  servicePayment: false,
  scenarios: ['number-locked'],
  // Turning the lock off opens the number to a port-out: the account's address approves it first.
  stepUpActions: [NUMBER_UNLOCK],
  // Its page turns the lock off: the refused SIM replacement leads there.
  errorCodes: [
    {
      ...NUMBER_LOCKED,
      messageId: 'number_lock.refusal.sim_replacement',
      nextStep: { labelId: 'number_lock.refusal.unlock', route: NUMBER_LOCK_ROUTES.unlock },
    },
  ],
});
