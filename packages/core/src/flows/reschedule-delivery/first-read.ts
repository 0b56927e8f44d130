import { RESCHEDULE_CODE_PATTERN } from '../../gateway/orders/reschedule-code.schema.ts';
import { RESCHEDULE_DELIVERY_ROUTES } from '../../navigation/routes.ts';
import { defineFirstRead } from '../../queries/define-first-read.ts';
import { validateReschedule } from './gateway/validate-reschedule.ts';
import { RESCHEDULE_CODE_QUERY_NAMES } from './reschedule-delivery.rules.ts';

/**
 * The e-mail's link opens the address step, whose first read is the link's validation by its code:
 * index.html sends it at byte zero (core's ADDRESS_FIRST_READS), signed out too, since the code is
 * the link's key. The answer may carry a session for the link's customer; it stays in the early
 * read's answer until the flow's own validation takes it (rescheduleGatewayCalls keeps it as the
 * link's session, on the link's pages only), and the page's early script reads only what the link
 * is (early-reschedule.ts).
 */
export default defineFirstRead({
  route: RESCHEDULE_DELIVERY_ROUTES.simOnly,
  queryNames: RESCHEDULE_CODE_QUERY_NAMES,
  refPattern: RESCHEDULE_CODE_PATTERN,
  signedOut: true,
  read: (gateway, verificationCode) => ({
    queryFn: () => validateReschedule(gateway, { verificationCode }),
  }),
});
