import { f } from '../../domain/failure-spec.ts';

/** The boosters' refusals (sandbox choices: the spec names no booster call). */
export const BOOSTER_FAILURES = {
  boosterNotEligible: f(422, 422960, 'BOOSTER_NOT_ELIGIBLE', 'This line cannot buy this extra data now.'),
  autoBoosterConsent: f(
    422,
    422961,
    'AUTO_BOOSTER_CONSENT',
    'The automatic booster needs consent to exactly what would be charged.',
  ),
};
