import {
  profileEmailExit,
  profileEmailInput,
  profileEmailSenders,
  profileEmailView,
  provideProfileEmailMachine,
} from '@senda/core/machines/profile-email';
import { PROFILE_ROUTES } from '@senda/core/navigation';
import { userDetailsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  FormActions,
  IconArrowLeft,
  IconCheckCircle,
  PageHeader,
  Stack,
  StatusPage,
  TextField,
} from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { OtpVerificationForm } from '../purchase/verify-otp/otp-verification-form';
import { StepUpStep } from '../step-up/step-up-step';
import styles from './profile.module.css';

/**
 * /profile/email (login required by the route table): the current address approves (the shared
 * step-up step), a new address is proved by the code sent to it (core's profile-email machine, with
 * the purchase's OTP timer, boxes and alerts), then done;
 * in the operator's app the page goes on to /profileUpdateEmailSuccess, which tells the app.
 */
export default function ProfileEmailPage() {
  const intl = useIntl();
  const { gateway } = useServices();
  const user = queryView(useQuery(userDetailsQuery(gateway)));
  const back = (
    <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={PROFILE_ROUTES.profile}>
      <IconArrowLeft />
      <FormattedMessage id="profile_email.back" />
    </Link>
  );
  if (user.status === 'loading' || user.status === 'error') {
    return (
      <Stack gap={6}>
        <PageHeader back={back} title={intl.formatMessage({ id: 'profile_email.title' })} />
        {user.status === 'loading' ? (
          <LoadingBlock labelId="profile.details.loading" height="8rem" />
        ) : (
          <QueryErrorAlert error={user.error} onRetry={user.retry} />
        )}
      </Stack>
    );
  }
  return <EmailChange currentEmail={user.data?.email ?? ''} back={back} />;
}

function EmailChange({ currentEmail, back }: { currentEmail: string; back: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { gateway, queryClient, stores } = useServices();
  const webview = useAtomValue(stores.sessionFacts.facts, { store: stores.store }).webview;
  const machine = useMemo(
    () => provideProfileEmailMachine({ gateway, queryClient, stores }),
    [gateway, queryClient, stores],
  );
  const [input] = useState(() => profileEmailInput(stores.storage, currentEmail));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, profileEmailView);
  const send = useMemo(() => profileEmailSenders(actor), [actor]);

  const exit = profileEmailExit(view, webview);
  useEffect(() => {
    if (exit) navigate(exit, { replace: true });
  }, [exit, navigate]);

  if (view.screen === 'done') {
    return (
      <StatusPage
        tone="success"
        icon={<IconCheckCircle size="2rem" />}
        title={intl.formatMessage({ id: 'profile_email.done.title' })}
        body={intl.formatMessage({ id: 'profile_email.done.body' }, { email: view.sentTo ?? '' })}
      >
        <Link
          className={buttonClassName({ variant: 'primary', fullWidth: true })}
          to={PROFILE_ROUTES.profile}
        >
          <FormattedMessage id="profile_email.done.back" />
        </Link>
      </StatusPage>
    );
  }

  if (view.screen === 'approve' && view.stepUp) {
    return (
      <StepUpStep
        actor={view.stepUp}
        back={back}
        cancelLabel={intl.formatMessage({ id: 'profile_email.change_address' })}
        onCancel={send.changeAddress}
      />
    );
  }

  if (view.screen === 'code' && view.otp) {
    return (
      <Stack gap={6}>
        <PageHeader
          back={back}
          title={intl.formatMessage({ id: 'profile_email.code.title' })}
          subtitle={intl.formatMessage({ id: 'profile_email.code.body' }, { email: view.sentTo ?? '' })}
        />
        <Card>
          <OtpVerificationForm
            actor={view.otp}
            email={view.sentTo ?? ''}
            secondaryAction={
              <Button variant="secondary" size="lg" fullWidth onClick={send.changeAddress}>
                {intl.formatMessage({ id: 'profile_email.change_address' })}
              </Button>
            }
          />
        </Card>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.submit();
  };
  return (
    <Stack gap={6}>
      <PageHeader
        back={back}
        title={intl.formatMessage({ id: 'profile_email.title' })}
        subtitle={intl.formatMessage({ id: 'profile_email.subtitle' })}
      />
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            {view.currentEmail !== '' && (
              <p className={styles.muted}>
                <FormattedMessage id="profile_email.current" values={{ email: view.currentEmail }} />
              </p>
            )}
            <TextField
              label={intl.formatMessage({ id: 'profile_email.field_label' })}
              hint={intl.formatMessage({ id: 'profile_email.field_hint' })}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={view.email}
              onChange={(event) => send.type(event.target.value)}
              error={view.fieldError ? intl.formatMessage({ id: view.fieldError }) : undefined}
            />
            {view.formError && (
              <Alert tone="danger" live="assertive">
                {intl.formatMessage({ id: view.formError })}
              </Alert>
            )}
            <FormActions layout="stacked">
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={view.sending}
                loadingLabel={intl.formatMessage({ id: 'profile_email.sending' })}
              >
                {intl.formatMessage({ id: 'profile_email.send_code' })}
              </Button>
            </FormActions>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
