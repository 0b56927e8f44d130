import { OTP_LENGTH } from '@senda/core/config';
import { guestOttGenerate, guestSignup, type OtpRequest } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import { provideOtpTimerMachine } from '@senda/core/machines/otp-timer';
import { codeRequestErrorMessageId } from '@senda/core/onboarding';
import { isValidEmail } from '@senda/core/validation';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Modal, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { OtpVerificationForm } from '../verify-otp/otp-verification-form';
import { GuestCheckoutCard } from './guest-checkout-card';

/**
 * Guest checkout: a guest token from guest sign-up, then a one-time token to the e-mail the
 * customer typed above, checked in a dialog by the same OTP timer machine as the verification
 * screen. Verified, the customer continues as a guest (or, for an e-mail with an account, as that
 * customer) and the journey skips the account steps.
 */
export function GuestCheckout({
  email,
  onInvalidEmail,
  onDone,
}: {
  email: string;
  onInvalidEmail: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const [pending, setPending] = useState(false);
  const [errorId, setErrorId] = useState<MessageId | null>(null);
  const [request, setRequest] = useState<{ email: string; answer: OtpRequest } | null>(null);

  const start = async () => {
    const address = email.trim();
    if (!isValidEmail(address)) {
      onInvalidEmail();
      return;
    }
    setPending(true);
    setErrorId(null);
    try {
      const { store } = stores;
      const auth = store.get(stores.auth.state);
      // One guest session per visitor: a second try reuses it.
      if (!auth.isGuestUser || !auth.accessToken) {
        store.set(stores.auth.startGuestSession, await guestSignup(gateway));
      }
      setRequest({ email: address, answer: await guestOttGenerate(gateway, { email: address }) });
    } catch (error) {
      setErrorId(codeRequestErrorMessageId(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <GuestCheckoutCard
      action={
        <>
          {errorId && (
            <Alert tone="danger" live="assertive">
              {intl.formatMessage({ id: errorId })}
            </Alert>
          )}
          <Button variant="secondary" fullWidth onClick={start} loading={pending}>
            {intl.formatMessage({ id: 'guest.cta' })}
          </Button>
        </>
      }
    >
      {request && (
        <GuestCodeDialog
          key={request.answer.requestId}
          email={request.email}
          otpRequest={request.answer}
          onCancel={() => setRequest(null)}
          onVerified={onDone}
        />
      )}
    </GuestCheckoutCard>
  );
}

function GuestCodeDialog({
  email,
  otpRequest,
  onCancel,
  onVerified,
}: {
  email: string;
  otpRequest: OtpRequest;
  onCancel: () => void;
  onVerified: () => void;
}) {
  const intl = useIntl();
  const services = useServices();
  const machine = useMemo(() => provideOtpTimerMachine(services, 'guest'), [services]);
  const actor = useActorRef(machine, { input: { flow: 'signup', identifier: email, otpRequest } });
  // Verified, the guest session already took the e-mail (core otp-timer.services); else cancelled.
  // The machine ends once: its last snapshot is reported to whoever listens then.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      if (snapshot.output.status === 'verified') onVerified();
      else onCancel();
    });
    return () => subscription.unsubscribe();
  }, [actor, onVerified, onCancel]);

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'guest.verify.title' })}
      onClose={onCancel}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      <Stack gap={4}>
        <p>{intl.formatMessage({ id: 'verify_otp.description' }, { length: OTP_LENGTH, email })}</p>
        <OtpVerificationForm
          actor={actor}
          email={email}
          secondaryAction={
            <Button variant="secondary" size="lg" fullWidth onClick={onCancel}>
              {intl.formatMessage({ id: 'common.cancel' })}
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
}
