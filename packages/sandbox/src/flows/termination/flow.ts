import { f } from '../../domain/failure-spec.ts';
import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'termination',
  stepUpWords: {
    // A line whose transfer failed is named as Senda's: the number stayed with the other company.
    TERMINATION: (msisdn) =>
      msisdn
        ? texts(`cancelar tu línea ${msisdn}`, `cancel your line ${msisdn}`)
        : texts('cancelar tu línea de Senda', 'cancel your Senda line'),
  },
  // the spec's code, then a sandbox choice.
  failures: {
    notEligibleForTermination: f(
      422,
      4121101,
      'NOT_ELIGIBLE_FOR_TERMINATION',
      'This line cannot be cancelled right now.',
    ),
    terminationNotCancellable: f(
      409,
      409008,
      'TERMINATION_NOT_CANCELLABLE',
      'This cancellation can no longer be withdrawn: the line has closed.',
    ),
  },
});
