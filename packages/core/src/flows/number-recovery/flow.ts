import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { NUMBER_RECOVERY_ROUTES } from './routes.ts';

/** Number recovery's action on the line page (offered while a previous number can come back). */
export const NUMBER_RECOVERY_LINE_ACTION = {
  labelId: 'line.action.recover_number',
  path: NUMBER_RECOVERY_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

/**
 * A flow of its own (its pages, line action, request type, scenario, and the texts these name, in
 * its messages.<locale>.json), run by number change's machine with action RECOVERY: its code, calls
 * and screens' texts are flows/number-change/'s, which reads this declaration from the flow
 * registry (its line action and pageRoles) without importing it.
 */
export default defineFlow({
  id: 'number-recovery',
  order: 100,
  // One page (the previous number, confirmed with a code), then its fee and its status.
  journey: null,
  routes: {
    [NUMBER_RECOVERY_ROUTES.request]: 'number_recovery.title',
    [NUMBER_RECOVERY_ROUTES.payment]: 'number_recovery.payment.title',
    [NUMBER_RECOVERY_ROUTES.status]: 'number_recovery.status.title',
  },
  // Its pages' titles; its line action's label and its request type's are `line` and
  // `service_request` texts, which the line page and the requests load (`manage`).
  texts: ['number_recovery'],
  lineAction: NUMBER_RECOVERY_LINE_ACTION,
  // Number change's machine runs it (action RECOVERY) on these pages, read by this flow's id.
  pageRoles: NUMBER_RECOVERY_ROUTES,
  // Its fee is paid on its own /manage/recovery-number/payment.
  servicePayment: false,
  scenarios: ['number-recovery-eligible'],
  requestTypes: { NUMBER_RECOVERY: 'service_request.type.number_recovery' },
  // The same three calls as number change, with action RECOVERY (flows/number-change/endpoints.ts lists them).
});
