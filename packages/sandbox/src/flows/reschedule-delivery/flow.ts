import { f } from '../../domain/failure-spec.ts';
import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'reschedule-delivery',
  stepUpWords: {
    DELIVERY_ADDRESS_CHANGE: () =>
      texts('cambiar la dirección a la que enviamos tu SIM', 'change the address your SIM is sent to'),
  },
  // Sandbox choices.
  failures: {
    // Too many wrong link codes from this device or address; Retry-After says when.
    rescheduleCodeTriesExceeded: f(
      429,
      429021,
      'RESCHEDULE_CODE_TRIES_EXCEEDED',
      'Too many wrong codes. Try again later.',
    ),
    rescheduleNotOpen: f(
      409,
      409021,
      'RESCHEDULE_NOT_OPEN',
      'This delivery can no longer be rescheduled with this link.',
    ),
  },
});
