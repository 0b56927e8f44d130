import { f } from '../../domain/failure-spec.ts';
import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'sim-replacement',
  stepUpWords: {
    SIM_REPLACEMENT: (msisdn) =>
      texts(`reemplazar la SIM de tu línea ${msisdn ?? ''}`, `replace the SIM of your line ${msisdn ?? ''}`),
  },
  // Sandbox choices 422601 and 422602, not in the spec.
  failures: {
    simReplacementNotEligible: f(
      422,
      422601,
      'SIM_REPLACEMENT_NOT_ELIGIBLE',
      'This line cannot have a new SIM now.',
    ),
    // The identity check is how a SIM swap is told from fraud: without it nothing is replaced.
    simReplacementKycMissing: f(422, 422602, 'SIM_REPLACEMENT_KYC_MISSING', 'Verify your identity first.'),
  },
});
