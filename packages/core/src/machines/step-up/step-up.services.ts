import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import {
  resendStepUpCode,
  type StartStepUpBody,
  startStepUp,
  validateStepUpCode,
} from '../../gateway/session/step-up.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpRequestResult } from '../otp-timer/otp-timer.types.ts';
import { stepUpMachine } from './step-up.machine.ts';

/**
 * The step-up wired to the gateway: start, resend (the open request's), a new code after expiry
 * (a new start for the same action), and the validation, whose proof the OTP timer hands back
 * where a log-in's token would be.
 */
export function provideStepUpMachine(gateway: GatewayClient) {
  let started: StartStepUpBody | null = null;
  const start = async (input: StartStepUpBody) => {
    started = input;
    return startStepUp(gateway, input);
  };
  const challengeOf = async (): Promise<OtpRequestResult> => {
    if (!started) throw new Error('stepUp: no step-up started');
    const answer = await startStepUp(gateway, started);
    // A log-in by code cannot become fresh meanwhile: a new start answers a new code.
    if (!answer.required) throw new Error('stepUp: expected a code');
    return { requestId: answer.requestId, expiresIn: answer.expiresIn };
  };
  return stepUpMachine.provide({
    actors: {
      startStepUp: fromPromise(({ input }) =>
        start({
          action: input.action,
          ...(input.accountNumber ? { accountNumber: input.accountNumber } : {}),
        }),
      ),
      otpTimer: otpTimerMachine.provide({
        actors: {
          validateOtp: fromPromise(async ({ input }) => {
            const proof = await validateStepUpCode(gateway, {
              requestId: input.requestId,
              otpCode: input.otpCode,
            });
            return { accessToken: proof.stepUpToken };
          }),
          resendOtp: fromPromise(async ({ input }): Promise<OtpRequestResult> => {
            const answer = await resendStepUpCode(gateway, input.requestId);
            return { requestId: answer.requestId, expiresIn: answer.expiresIn };
          }),
          requestFreshOtp: fromPromise(() => challengeOf()),
        },
      }),
    },
  });
}
