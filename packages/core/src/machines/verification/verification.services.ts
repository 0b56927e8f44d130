import { fromPromise } from 'xstate';
import { cartsByEmail } from '../../gateway/carts/carts-by-email.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { userOrders } from '../../gateway/orders/user-orders.ts';
import { type ConsentInput, submitConsent } from '../../gateway/session/submit-consent.ts';
import { userDetails } from '../../gateway/session/user-details.ts';
import type { JourneyDefinition } from '../../journey/index.ts';
import { completeConsent } from '../../onboarding/consent-record.ts';
import type { AnalyticsSink } from '../../session/analytics-gate.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { readOtpEndTime } from '../otp-timer/otp-timer.persistence.ts';
import { provideOtpTimerMachine } from '../otp-timer/otp-timer.services.ts';
import type { OtpFlow, OtpRequestResult } from '../otp-timer/otp-timer.types.ts';
import { postVerificationMachine } from '../post-verification/post-verification.machine.ts';
import type { ConsentSubmission, VerifiedUserOrder } from '../post-verification/post-verification.types.ts';
import { verificationMachine } from './verification.machine.ts';
import type { VerificationInput } from './verification.types.ts';

export interface VerificationServicesDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'storage' | 'auth' | 'sessionFacts' | 'onboarding' | 'notifications'>;
  /** Told of the sign-up or log-in and of the customer's profile (the app's gated analytics). */
  monitoring?: Pick<AnalyticsSink, 'signedIn' | 'userData'> | undefined;
}

/**
 * The verification machine wired to the gateway and the stores: the code check (account codes,
 * persisted end time), the spec's routing calls, the session opened with the new token, and what the
 * routing leaves in the stores. A screen runs it without providing anything itself.
 */
export function provideVerificationMachine(deps: VerificationServicesDeps) {
  const { gateway, stores } = deps;
  const { store } = stores;
  return verificationMachine.provide({
    actors: {
      otpTimer: provideOtpTimerMachine(deps, 'account'),
      postVerification: postVerificationMachine.provide({
        actors: {
          fetchUserOrders: fromPromise<VerifiedUserOrder[], void>(() => userOrders(gateway)),
          fetchPendingCarts: fromPromise(({ input }) =>
            cartsByEmail(gateway, { email: input.email, status: input.status }),
          ),
          // The payload is the record completeConsent checked when the session opened.
          submitConsent: fromPromise(({ input }) => submitConsent(gateway, input.payload as ConsentInput)),
        },
      }),
      openSession: fromPromise(async ({ input }) => {
        store.set(stores.auth.setAccessToken, input.accessToken);
        deps.monitoring?.signedIn({
          method: input.flow === 'signup' ? 'signup' : 'login',
          journey: input.journey,
        });
        const auth = store.get(stores.auth.state);
        const customer = { customerId: auth.userId ?? '', email: input.email };
        const consents: ConsentSubmission[] = [auth.termsConsentPayload, auth.privacyConsentPayload]
          .map((payload) => completeConsent(payload, customer))
          .filter((consent): consent is ConsentInput => consent !== null)
          .map((consent) => ({ document: consent.consentType, payload: consent }));
        return {
          redirectPath: auth.redirectPath ?? null,
          consents,
          planChosen: store.get(stores.onboarding.state).selectedPrimaryProducts.length > 0,
        };
      }),
      // User details for a non-guest with a token; the telco flag hides the free plan.
      loadUserDetails: fromPromise(async ({ input }) => {
        const profile = await userDetails(gateway);
        store.set(stores.auth.setUserDetails, profile);
        deps.monitoring?.userData({
          userId: profile.external_id,
          email: profile.email,
          phone: profile.telco_info?.phone_no,
          journey: input.journey,
        });
      }),
    },
    actions: {
      notifyRetriesExhausted: (_, { messageId }) => {
        store.set(stores.notifications.add, { message: { id: messageId }, type: 'danger' });
      },
      recordRouting: (_, { pendingOrders }) => {
        store.set(stores.auth.clearConsentPayloads);
        store.set(stores.onboarding.setPendingOrders, pendingOrders);
      },
    },
  });
}

/** The machine's input for a code just sent: a timer saved before a reload resumes. */
export function verificationInput(
  { stores }: Pick<VerificationServicesDeps, 'stores'>,
  request: { flow: OtpFlow; email: string; otpRequest: OtpRequestResult; journey: JourneyDefinition },
): VerificationInput {
  return { ...request, endsAt: readOtpEndTime(stores.storage, request.otpRequest.requestId) };
}
