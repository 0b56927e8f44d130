import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'plan-switch',
  stepUpWords: {},
  failures: {
    planSwitchNotEligible: f(422, 422501, 'PLAN_SWITCH_NOT_ELIGIBLE', 'This line cannot change plans now.'),
    planNotSwitchable: f(
      422,
      422502,
      'PLAN_NOT_AVAILABLE_FOR_SWITCH',
      'This plan is not available for this line, or not at that time.',
    ),
    planSwitchNotCancellable: f(
      409,
      409007,
      'PLAN_SWITCH_NOT_CANCELLABLE',
      'This plan change can no longer be cancelled.',
    ),
  },
});
