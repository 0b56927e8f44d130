import {
  type ConsentInput,
  type ConsentSubmission,
  cartsByEmail,
  completeConsent,
  OTP_LENGTH,
  type OtpFlow,
  type OtpTimerOutput,
  otpTimerMachine,
  postVerificationMachine,
  postVerificationMove,
  readOtpEndTime,
  routesToPendingOrders,
  signIn,
  signInResend,
  signUp,
  submitConsent,
  userDetails,
  userOrders,
  type VerifiedUserOrder,
  validateOtp,
  webDevice,
  withOtpTimerPersistence,
} from '@senda/core';
import { useActorRef } from '@xstate/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createActor, fromPromise, toPromise } from 'xstate';
import { Alert, Button, Card, PageHeader, Spinner, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { OtpVerificationForm } from './otp-verification-form';
import styles from './verify-otp-screen.module.css';

/**
 * Verification (§2, both /web/verify-otp/login and /signup): the code sent by the previous step,
 * checked by the OTP timer machine; once verified, the post-verification machine decides where the
 * customer goes (§4) and this screen carries it out in journey terms.
 */
export default function VerifyOtpScreen() {
  const intl = useIntl();
  const { step, back, goTo } = useJourneyStep();
  const { stores } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const flow: OtpFlow = step?.name === 'verify-otp-login' ? 'signin' : 'signup';
  // §2: login shows the login key, signup the user e-mail.
  const email = (flow === 'signin' ? auth.loginKey : auth.userEmail) ?? '';
  const otpRequest = auth.generateOtpResponse;

  if (!otpRequest || !email) {
    return (
      <div className={styles.frame}>
        <Stack gap={6}>
          <PageHeader title={intl.formatMessage({ id: 'verify_otp.title' })} />
          <Alert
            tone="warning"
            title={intl.formatMessage({ id: 'verify_otp.missing_request.title' })}
            action={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => goTo(flow === 'signin' ? 'login' : 'signup')}
              >
                {intl.formatMessage({ id: 'common.back' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'verify_otp.missing_request.body' })}
          </Alert>
        </Stack>
      </div>
    );
  }

  return (
    <VerifyOtp
      // A new request (resent from the previous step) starts a new timer.
      key={`${flow}:${email}`}
      flow={flow}
      email={email}
      otpRequest={otpRequest}
      onBack={() => back()}
    />
  );
}

function VerifyOtp({
  flow,
  email,
  otpRequest,
  onBack,
}: {
  flow: OtpFlow;
  email: string;
  otpRequest: { requestId: string; expiresIn?: number | undefined };
  onBack: () => void;
}) {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const { next, goTo, exit, definition } = useJourneyStep();
  const notify = useSetAtom(stores.notifications.add);
  const [routing, setRouting] = useState(false);
  const started = useRef(false);

  const machine = useMemo(() => {
    const { store } = stores;
    const deviceId = () => store.get(stores.sessionFacts.deviceId) ?? '';
    const channel = () => store.get(stores.auth.state).selectedChannel;
    // The code request the customer's next attempt is checked against, also after a reload.
    const remember = <T extends { requestId: string }>(answer: T): T => {
      store.set(stores.auth.replaceOtpRequest, answer);
      return answer;
    };
    const requestCode = (flowName: OtpFlow, identifier: string) => {
      const input = { email: identifier, channel: channel(), externalAuthId: deviceId() };
      return flowName === 'signin' ? signIn(gateway, input) : signUp(gateway, input);
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
        // Sign-in has its own resend; a sign-up code is resent by signing up again, which
        // replaces the open code (the gateway has no sign-up resend).
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
  }, [stores, gateway]);

  const actor = useActorRef(machine, {
    input: {
      flow,
      identifier: email,
      otpRequest,
      endsAt: readOtpEndTime(stores.storage, otpRequest.requestId),
    },
  });

  useEffect(() => {
    const route = async (output: OtpTimerOutput) => {
      if (output.status === 'max_retries') {
        notify({ message: { id: output.messageId }, type: 'danger' });
        goTo(output.redirectTo === '/web/signup' ? 'signup' : 'login');
        return;
      }
      setRouting(true);
      const { store } = stores;
      store.set(stores.auth.setAccessToken, output.accessToken);
      const auth = store.get(stores.auth.state);
      const customerId = auth.userId ?? '';
      const consents: ConsentSubmission[] = [auth.termsConsentPayload, auth.privacyConsentPayload]
        .map((payload) => completeConsent(payload, { customerId, email }))
        .filter((input): input is ConsentInput => input !== null)
        .map((input) => ({ document: input.consentType, payload: input }));
      let carts: Record<string, unknown>[] = [];
      const routingMachine = postVerificationMachine.provide({
        actors: {
          fetchUserOrders: fromPromise<VerifiedUserOrder[], void>(() => userOrders(gateway)),
          fetchPendingCarts: fromPromise(async ({ input }) => {
            const answer = await cartsByEmail(gateway, { email: input.email, status: input.status });
            carts = answer.carts;
            return answer;
          }),
          submitConsent: fromPromise(({ input }) => submitConsent(gateway, input.payload as ConsentInput)),
        },
      });
      // §6: user details for a non-guest with a token; the telco flag hides the free plan.
      const details = userDetails(gateway).then(
        (profile) => store.set(stores.auth.setUserDetails, profile),
        () => {},
      );
      const outcome = await toPromise(
        createActor(routingMachine, {
          input: { flow, email, redirectPath: auth.redirectPath, consents },
        }).start(),
      );
      await details;
      store.set(stores.auth.clearConsentPayloads);
      store.set(stores.onboarding.setPendingOrders, routesToPendingOrders(outcome.destination) ? carts : []);
      const move = postVerificationMove(outcome.destination, {
        stepAt: (pathname) => definition.stepByRoute(pathname)?.name,
        planChosen: store.get(stores.onboarding.state).selectedPrimaryProducts.length > 0,
      });
      if (move.kind === 'exit') exit(move.exit, move.path);
      else if (move.kind === 'step') goTo(move.step);
      else next();
    };
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || started.current || !snapshot.output) return;
      started.current = true;
      void route(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [actor, stores, gateway, flow, email, notify, next, goTo, exit, definition]);

  return (
    <div className={styles.frame}>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: 'verify_otp.title' })}
          subtitle={intl.formatMessage({ id: 'verify_otp.description' }, { length: OTP_LENGTH, email })}
        />
        <Card padding="lg">
          {routing ? (
            <Spinner label={intl.formatMessage({ id: 'verify_otp.routing' })} />
          ) : (
            <OtpVerificationForm
              actor={actor}
              email={email}
              busy={routing}
              secondaryAction={
                <Button variant="secondary" size="lg" fullWidth onClick={onBack}>
                  {intl.formatMessage({ id: 'common.back' })}
                </Button>
              }
            />
          )}
        </Card>
        {/* The gateway answers a log-in for an unknown e-mail like any other and mails what to do. */}
        {flow === 'signin' && !routing && (
          <p className={styles.note}>{intl.formatMessage({ id: 'verify_otp.no_account_hint' })}</p>
        )}
      </Stack>
    </div>
  );
}
