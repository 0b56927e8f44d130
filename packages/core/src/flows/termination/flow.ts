import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { TERMINATION_ROUTES } from './routes.ts';

/** Termination's action on the line page: its label and first page (termination.rules.ts offers it). */
export const TERMINATION_LINE_ACTION = {
  labelId: 'line.action.termination',
  path: TERMINATION_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

/** The refusal of a line that may not be cancelled now (4121101). */
export const NOT_ELIGIBLE_FOR_TERMINATION = {
  code: 'NOT_ELIGIBLE_FOR_TERMINATION',
  errorId: 4121101,
} as const;

export default defineFlow({
  id: 'termination',
  order: 60,
  journey: 'termination',
  routes: {
    [TERMINATION_ROUTES.request]: 'termination.request.title',
    [TERMINATION_ROUTES.stay]: 'termination.stay.title',
    [TERMINATION_ROUTES.submit]: 'termination.submit.title',
    [TERMINATION_ROUTES.success]: 'termination.success.title',
  },
  lineAction: TERMINATION_LINE_ACTION,
  // Cancelling is free (LFPC art. 76 Bis): nothing is ever paid.
  texts: ['termination'],
  // The line page's action (why it is unavailable) and the history's withdraw: shown off its pages.
  manageTexts: ['termination.action', 'termination.refusal', 'termination.withdraw_row'],
  servicePayment: false,
  scenarios: ['termination-eligible', 'termination-not-eligible', 'termination-before-activation'],
  // LFPC art. 76 Bis: cancelling as easy as buying; the line page and three steps.
  maxScreensFromLine: 4,
  requestTypes: { TERMINATION_REQUEST: 'service_request.type.termination_request' },
  // Cancelling releases the number: the account's address approves it first.
  stepUpActions: ['TERMINATION'],
  errorCodes: [{ ...NOT_ELIGIBLE_FOR_TERMINATION, messageId: 'errors.code.4121101' }],
});
