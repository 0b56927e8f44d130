import type { MessageId } from '../../i18n/messages/index.ts';
import { REVERSE_PORT_OUT_ROUTES } from '../../navigation/routes.ts';
import { defineFlow, lineRemedy } from '../define-flow.ts';

/** Reverse port-out's action on the line page (reverse-port-out.rules.ts offers it). */
export const REVERSE_PORT_OUT_LINE_ACTION = {
  labelId: 'line.action.reverse_port_out',
  path: REVERSE_PORT_OUT_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'reverse-port-out',
  order: 80,
  // One form (the customer did not ask for the port-out), then the outcome.
  journey: null,
  routes: {
    [REVERSE_PORT_OUT_ROUTES.request]: 'reverse_port_out.title',
    [REVERSE_PORT_OUT_ROUTES.success]: 'reverse_port_out.success.title',
  },
  lineAction: REVERSE_PORT_OUT_LINE_ACTION,
  // The line page's alert of a port-out still under way leads here ("It wasn't me"): this page
  // stops it, whatever else the line is (the alert shows only while the transfer is under way).
  lineRemedies: [
    lineRemedy({
      answers: 'port_out_under_way',
      labelId: REVERSE_PORT_OUT_LINE_ACTION.labelId,
      path: REVERSE_PORT_OUT_ROUTES.request,
      needs: {},
      offered: () => true,
    }),
  ],
  texts: ['reverse_port_out'],
  // Its line action's offer and refusals, shown on the line page and the request hub, and the
  // line's status sentence once a request is open (status-remedy.ts).
  manageTexts: ['reverse_port_out.action', 'reverse_port_out.refusal', 'reverse_port_out.remedy'],
  servicePayment: false,
  scenarios: ['ported-out-line'],
  // Bringing the number back changes the account: the account's address approves it first.
  stepUpActions: ['REVERSE_PORT_OUT'],
  errorCodes: [{ code: 'REVERSE_PORT_OUT_NOT_ELIGIBLE', messageId: 'errors.reverse_port_out.not_eligible' }],
});
