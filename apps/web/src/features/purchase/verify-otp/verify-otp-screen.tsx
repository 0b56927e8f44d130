import { OTP_LENGTH } from '@senda/core/config';
import type { OtpFlow } from '@senda/core/machines/otp-timer';
import {
  provideVerificationMachine,
  verificationInput,
  verificationView,
} from '@senda/core/machines/verification';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, PageHeader, Spinner, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
// The note is the one the prerendered frame shows (prerender/prerendered-routes.ts): one style.
import shellStyles from '../../../shell/shell.module.css';
import { useJourneyStep } from '../../journey/use-journey-step';
import { OtpVerificationForm } from './otp-verification-form';
import styles from './verify-otp-screen.module.css';

/**
 * Verification (the spec, both /web/verify-otp/login and /signup): the code sent by the previous step,
 * checked by the verification machine (core machines/verification: the OTP timer, then the spec
 * routing); this screen renders its view and carries out the journey move it ends with.
 */
export default function VerifyOtpScreen() {
  const intl = useIntl();
  const { step, back, goTo } = useJourneyStep();
  const { stores } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const flow: OtpFlow = step?.name === 'verify-otp-login' ? 'signin' : 'signup';
  // Login shows the login key, signup the user e-mail.
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
  const services = useServices();
  const { next, goTo, exit, definition } = useJourneyStep();
  const machine = useMemo(() => provideVerificationMachine(services), [services]);
  const actor = useActorRef(machine, {
    input: verificationInput(services, { flow, email, otpRequest, journey: definition }),
  });
  const view = useSelector(actor, verificationView);

  // The machine decided where the customer goes; the journey takes them there.
  const { move } = view;
  useEffect(() => {
    if (!move) return;
    if (move.kind === 'exit') exit(move.exit, move.path);
    else if (move.kind === 'step') goTo(move.step);
    else next();
  }, [move, next, goTo, exit]);

  const routing = view.phase !== 'code';
  return (
    <div className={styles.frame}>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: 'verify_otp.title' })}
          subtitle={intl.formatMessage({ id: 'verify_otp.description' }, { length: OTP_LENGTH, email })}
        />
        <Card padding="lg">
          {view.codeCheck ? (
            <OtpVerificationForm
              actor={view.codeCheck}
              email={email}
              secondaryAction={
                <Button variant="secondary" size="lg" fullWidth onClick={onBack}>
                  {intl.formatMessage({ id: 'common.back' })}
                </Button>
              }
            />
          ) : (
            <Spinner label={intl.formatMessage({ id: 'verify_otp.routing' })} />
          )}
        </Card>
        {/* The gateway answers a log-in for an unknown e-mail like any other and mails what to do. */}
        {flow === 'signin' && !routing && (
          <p className={shellStyles.mutedNote}>{intl.formatMessage({ id: 'verify_otp.no_account_hint' })}</p>
        )}
      </Stack>
    </div>
  );
}
