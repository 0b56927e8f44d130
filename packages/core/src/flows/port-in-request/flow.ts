import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { PORT_IN_REQUEST_ROUTES } from './routes.ts';

/**
 * Port-in cancel and re-initiation's action on the line page: "Cancel the transfer" while it may
 * be; port-in-request.rules.ts offers it (or "Try the transfer again").
 */
export const PORT_IN_REQUEST_LINE_ACTION = {
  labelId: 'line.action.port_in_cancel',
  path: PORT_IN_REQUEST_ROUTES.cancelPortIn,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'port-in-request',
  order: 70,
  // One page (/manage/cancel-portin): the transfer with its cancel and the re-initiation form,
  // then the review, as journeys/port-in-request.json's steps (the form before the review).
  journey: 'port-in-request',
  routes: {
    [PORT_IN_REQUEST_ROUTES.cancelPortIn]: 'port_in_request.title',
  },
  lineAction: PORT_IN_REQUEST_LINE_ACTION,
  // Cancelling or starting a transfer again costs nothing.
  texts: ['port_in_request'],
  // Its line action's "unavailable" title and why a transfer may no longer be cancelled, shown on
  // the line page.
  manageTexts: ['port_in_request.action', 'port_in_request.cancel_refusal'],
  servicePayment: false,
  scenarios: ['pending-port-in', 'failed-port-in', 'expired-nip-port-in'],
  // Not the spec's: the sandbox answers them as 422330 and 422331 (a transfer whose switch is
  // scheduled, one that did not fail); read by name.
  errorCodes: [
    { code: 'PORT_IN_NOT_CANCELLABLE', messageId: 'errors.port_in.not_cancellable' },
    { code: 'PORT_IN_NOT_REINITIABLE', messageId: 'errors.port_in.not_reinitiable' },
  ],
});
