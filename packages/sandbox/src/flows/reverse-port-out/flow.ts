import { f } from '../../domain/failure-spec.ts';
import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'reverse-port-out',
  stepUpWords: {
    REVERSE_PORT_OUT: (msisdn) =>
      texts(
        `traer de vuelta a Senda tu número ${msisdn ?? ''}`,
        `bring your number ${msisdn ?? ''} back to Senda`,
      ),
  },
  // a sandbox choice, beside the port-in's.
  failures: {
    reversePortOutNotEligible: f(
      422,
      422332,
      'REVERSE_PORT_OUT_NOT_ELIGIBLE',
      'This number cannot be brought back with a reverse port-out.',
    ),
  },
});
