import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'line-registry',
  // The CURP, the ID and the selfie are the proof: no step-up.
  stepUpWords: {},
  // The registry of an existing line (codes 422710-422719, not in the spec).
  failures: {
    registrySelfieMismatch: f(
      422,
      422710,
      'REGISTRY_IDENTITY_NOT_CONFIRMED',
      'The selfie does not match the ID document. Try again with a clear photo of your face.',
    ),
    registryAttemptsExhausted: f(
      422,
      422711,
      'REGISTRY_ATTEMPTS_EXHAUSTED',
      'The identity check failed too many times. Register the line in person at a Senda store.',
    ),
    lineAlreadyRegistered: f(409, 422712, 'LINE_ALREADY_REGISTERED', 'This line is already registered.'),
    registryDocumentsMissing: f(
      422,
      422713,
      'REGISTRY_DOCUMENTS_MISSING',
      'Send a photo of your ID and a selfie before registering the line.',
    ),
  },
});
