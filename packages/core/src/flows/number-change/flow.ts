import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { NUMBER_CHANGE_ROUTES } from './routes.ts';

/** Number change's action on the line page (number-change.rules.ts offers it while the line may). */
export const NUMBER_CHANGE_LINE_ACTION = {
  labelId: 'line.action.change_number',
  path: NUMBER_CHANGE_ROUTES.choose,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'number-change',
  order: 90,
  journey: 'number-change',
  // The number, then the details confirmed with a code: nothing in it depends on a fact.
  routes: {
    [NUMBER_CHANGE_ROUTES.choose]: 'number_change.choose.title',
    [NUMBER_CHANGE_ROUTES.details]: 'number_change.details.title',
    [NUMBER_CHANGE_ROUTES.status]: 'number_change.status.title',
  },
  lineAction: NUMBER_CHANGE_LINE_ACTION,
  // A premium number is paid on the shared /manage/payment; the status has its own page.
  // Its texts, with those of the recovery's screens it draws (number_change.recovery); the
  // recovery wing's titles, line action and request type are its own (flows/number-recovery/).
  texts: ['number_change'],
  // Its and number recovery's line actions' offers and refusals, a lapsed line's sentences, and
  // the history's rows, shown on the line page and in the requests.
  manageTexts: [
    'number_change.action',
    'number_change.lapsed',
    'number_change.recovery.action',
    'number_change.recovery.refusal',
    'number_change.refusal',
    'number_change.row',
  ],
  servicePayment: true,
  scenarios: ['number-change-eligible', 'number-change-not-eligible'],
  requestTypes: { NUMBER_CHANGE: 'service_request.type.number_change' },
});
