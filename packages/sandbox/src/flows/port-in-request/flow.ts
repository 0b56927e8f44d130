import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'port-in-request',
  // Taking a new number instead asks the number change's step-up (the number change names its words).
  stepUpWords: {},
  // Port-in cancel and re-initiation: sandbox choices.
  failures: {
    portInNotCancellable: f(
      422,
      422330,
      'PORT_IN_NOT_CANCELLABLE',
      'This transfer can no longer be cancelled: the donor operator has scheduled the switch.',
    ),
    portInNotReinitiable: f(
      422,
      422331,
      'PORT_IN_NOT_REINITIABLE',
      'Only a transfer that failed or was rejected can be started again.',
    ),
  },
});
