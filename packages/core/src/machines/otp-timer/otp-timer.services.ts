import { fromPromise } from 'xstate';
import { guestOttGenerate } from '../../gateway/auth/guest-ott-generate.ts';
import { guestOttValidate } from '../../gateway/auth/guest-ott-validate.ts';
import { signIn } from '../../gateway/auth/sign-in.ts';
import { signInResend } from '../../gateway/auth/sign-in-resend.ts';
import { signUp } from '../../gateway/auth/sign-up.ts';
import { validateOtp } from '../../gateway/auth/validate-otp.ts';
import { webDevice } from '../../gateway/auth/web-device.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { otpTimerMachine } from './otp-timer.machine.ts';
import { withOtpTimerPersistence } from './otp-timer.persistence.ts';
import type { OtpFlow, OtpRequestResult } from './otp-timer.types.ts';

export interface OtpTimerServicesDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'storage' | 'auth' | 'sessionFacts'>;
}

/**
 * Who the code was sent to:
 * - `account`: a customer logging in or signing up (the verification steps); the code request is
 *   remembered in the auth store and its end time persisted, so a reload resumes both;
 * - `guest`: a guest checking the e-mail they typed (guest checkout); verified, the guest
 *   session takes that e-mail (auth store guestEmailVerified).
 */
export type OtpCodeAudience = 'account' | 'guest';

/** The OTP timer machine wired to the gateway and the stores for `audience`. */
export function provideOtpTimerMachine(deps: OtpTimerServicesDeps, audience: OtpCodeAudience) {
  return audience === 'guest' ? guestOtpTimer(deps) : accountOtpTimer(deps);
}

function accountOtpTimer({ gateway, stores }: OtpTimerServicesDeps) {
  const { store } = stores;
  const deviceId = () => store.get(stores.sessionFacts.deviceId) ?? '';
  const channel = () => store.get(stores.auth.state).selectedChannel;
  // The code request the customer's next attempt is checked against, also after a reload.
  const remember = (answer: OtpRequestResult & { requestId: string }) => {
    store.set(stores.auth.replaceOtpRequest, answer);
    return answer;
  };
  const requestCode = (flow: OtpFlow, identifier: string) => {
    const input = { email: identifier, channel: channel(), externalAuthId: deviceId() };
    return flow === 'signin' ? signIn(gateway, input) : signUp(gateway, input);
  };
  return withOtpTimerPersistence(otpTimerMachine, stores.storage).provide({
    actors: {
      validateOtp: fromPromise(({ input }) =>
        validateOtp(gateway, {
          flow: input.flow,
          device: webDevice(deviceId()),
          otpCode: input.otpCode,
          requestId: input.requestId,
        }),
      ),
      // Sign-in has its own resend; a sign-up code is resent by signing up again, which replaces
      // the open code (the gateway has no sign-up resend).
      resendOtp: fromPromise(async ({ input }) =>
        remember(
          input.flow === 'signin'
            ? await signInResend(gateway, { requestId: input.requestId })
            : await requestCode('signup', input.identifier),
        ),
      ),
      requestFreshOtp: fromPromise(async ({ input }) =>
        remember(await requestCode(input.flow, input.identifier)),
      ),
    },
  });
}

function guestOtpTimer({ gateway, stores }: OtpTimerServicesDeps) {
  // A guest code is resent, before or after expiry, by asking for a new one-time token.
  const sendCode = (email: string) => guestOttGenerate(gateway, { email });
  return otpTimerMachine.provide({
    actors: {
      validateOtp: fromPromise(async ({ input }) => {
        const answer = await guestOttValidate(gateway, {
          requestId: input.requestId,
          otpCode: input.otpCode,
        });
        stores.store.set(stores.auth.guestEmailVerified, { ...answer, requestId: input.requestId });
        return { accessToken: answer.accessToken };
      }),
      resendOtp: fromPromise(({ input }) => sendCode(input.identifier)),
      requestFreshOtp: fromPromise(({ input }) => sendCode(input.identifier)),
    },
  });
}
