import { defineSandboxFlow } from '../define-sandbox-flow.ts';
import { TOP_UP_FAILURES } from './top-up.failures.ts';
import { tellOwnersOfPaidTopUps } from './top-up.ts';

/** The recarga: the lookup, the recarga's order and pay-by-link, and the owner's notice once paid. */
export default defineSandboxFlow({
  id: 'top-up',
  stepUpWords: {},
  failures: TOP_UP_FAILURES,
  fileDueNotices: tellOwnersOfPaidTopUps,
});
