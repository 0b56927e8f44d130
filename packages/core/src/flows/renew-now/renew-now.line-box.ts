import { lineBox } from '../../machines/line-home/flow-line-box.ts';
import renewNow from './flow.ts';
import {
  RENEW_NOW_LINE_FACTS,
  type RenewNowLineFacts,
  renewNowEligibility,
} from './renew-now.eligibility.ts';

/**
 * Renew now leads the line page's status while the line may renew (its line action's rule): the
 * sentence saying what to do and the button that does it, together. The actions then leave out
 * Renew now's entry, which the box already offers.
 */
export default lineBox({
  key: 'renew-now',
  placement: 'status-action',
  needs: RENEW_NOW_LINE_FACTS,
  shown: (line: RenewNowLineFacts, now) => renewNowEligibility(line, now).eligible,
  replaces: [renewNow.id],
});
