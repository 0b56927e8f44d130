import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'number-change',
  // Its step-up action, NUMBER_CHANGE, is shared with the port-in's new number (domain/step-up.ts).
  stepUpWords: {},
  // Number change and recovery: sandbox choices from 422340–422349.
  failures: {
    numberChangeNotEligible: f(
      422,
      422340,
      'NUMBER_CHANGE_NOT_ELIGIBLE',
      'This line cannot change its number right now.',
    ),
    numberNotRecoverable: f(422, 422341, 'NUMBER_NOT_RECOVERABLE', 'This number can no longer be recovered.'),
  },
});
