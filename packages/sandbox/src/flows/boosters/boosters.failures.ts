import { AUTO_BOOSTER_CONSENT, BOOSTER_NOT_ELIGIBLE } from '@senda/core/flows/boosters';
import { f } from '../../domain/failure-spec.ts';

/** The boosters' refusals (sandbox choices: the spec names no booster call). */
export const BOOSTER_FAILURES = {
  boosterNotEligible: f(
    422,
    BOOSTER_NOT_ELIGIBLE.errorId,
    BOOSTER_NOT_ELIGIBLE.code,
    'This line cannot buy this extra data now.',
  ),
  autoBoosterConsent: f(
    422,
    AUTO_BOOSTER_CONSENT.errorId,
    AUTO_BOOSTER_CONSENT.code,
    'The automatic booster needs consent to exactly what would be charged.',
  ),
};
