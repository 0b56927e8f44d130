import { fromPromise } from 'xstate';
import { stepUpMachine } from './step-up.machine.ts';
import type { StepUpInput, StepUpStart } from './step-up.types.ts';

/** The proof a fake step-up hands over at once (a log-in by code minutes old). */
export const FAKE_STEP_UP_PROOF = 'proof-fresh-login-000001';

/**
 * The step-up child for a flow's tests without a gateway: every start is recorded in `starts` and
 * answered `answer` (the proof at once unless told otherwise). For tests only.
 */
export function fakeStepUp(
  starts: StepUpInput[] = [],
  answer: StepUpStart = { required: false, stepUpToken: FAKE_STEP_UP_PROOF, expiresIn: 600 },
) {
  return stepUpMachine.provide({
    actors: {
      startStepUp: fromPromise(async ({ input }) => {
        starts.push(input);
        return answer;
      }),
    },
  });
}
