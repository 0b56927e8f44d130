import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { TERMINATION_ROUTES } from '../../navigation/routes.ts';

/** Termination's action on the line page: its label and first page (termination.rules.ts offers it). */
export const TERMINATION_LINE_ACTION = {
  labelId: 'line.action.termination',
  path: TERMINATION_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
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
  servicePayment: false,
  scenarios: ['termination-eligible', 'termination-not-eligible', 'termination-before-activation'],
  // LFPC art. 76 Bis: cancelling as easy as buying; the line page and three steps.
  maxScreensFromLine: 4,
});
