import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { NUMBER_CHANGE_ROUTES } from '../../navigation/routes.ts';

/** Number change's action on the line page (number-change.rules.ts offers it while the line may). */
export const NUMBER_CHANGE_LINE_ACTION = {
  labelId: 'line.action.change_number',
  path: NUMBER_CHANGE_ROUTES.choose,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
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
  // Its texts; number recovery's are a part of them (number_change.recovery).
  texts: ['number_change'],
  servicePayment: true,
  scenarios: ['number-change-eligible', 'number-change-not-eligible'],
});
