import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { REVERSE_PORT_OUT_ROUTES } from '../../navigation/routes.ts';

/** Reverse port-out's action on the line page (reverse-port-out.rules.ts offers it). */
export const REVERSE_PORT_OUT_LINE_ACTION = {
  labelId: 'line.action.reverse_port_out',
  path: REVERSE_PORT_OUT_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
  id: 'reverse-port-out',
  order: 80,
  // One form (the customer did not ask for the port-out), then the outcome.
  journey: null,
  routes: {
    [REVERSE_PORT_OUT_ROUTES.request]: 'reverse_port_out.title',
    [REVERSE_PORT_OUT_ROUTES.success]: 'reverse_port_out.success.title',
  },
  lineAction: REVERSE_PORT_OUT_LINE_ACTION,
  texts: ['reverse_port_out'],
  servicePayment: false,
  scenarios: ['ported-out-line'],
});
