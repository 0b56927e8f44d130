import { type UsageFacts, usageOffer } from '../../machines/line-home/usage-offer.ts';
import {
  RENEW_NOW_LINE_FACTS,
  type RenewNowLineFacts,
  renewNowEligibility,
} from './renew-now.eligibility.ts';

/**
 * Out of data, renewing now brings the next period's allowance at once: offered while the line may
 * renew (its line action's rule, the period's last days on an active line), after the boosters.
 */
export default usageOffer({
  key: 'renew-now',
  slot: 'more-data',
  order: 20,
  needs: { ...RENEW_NOW_LINE_FACTS, level: true },
  shown: (facts: RenewNowLineFacts & Pick<UsageFacts, 'level'>, now) =>
    facts.level === 'empty' && renewNowEligibility(facts, now).eligible,
  renews: true,
});
