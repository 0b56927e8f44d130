import { EMAIL_INVALID_MESSAGE_ID, isValidEmail } from '@senda/core';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack, TextField } from '../../../design-system';
import { useJourneyStep } from '../../journey/use-journey-step';
import { AuthFrame } from './auth-frame';
import styles from './auth-screen.module.css';
import { useCodeRequest } from './use-code-request';

/** Log-in (§2 /web/login): the account's e-mail (the login key), then a code to it. */
export default function LoginScreen() {
  const intl = useIntl();
  const { next, back, switchTo, data } = useJourneyStep();
  const [email, setEmail] = useState(typeof data.email === 'string' ? data.email : '');
  const [submitted, setSubmitted] = useState(false);
  const code = useCodeRequest('signin');
  const emailValid = isValidEmail(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!emailValid || code.pending) return;
    const address = email.trim();
    if (await code.request(address)) next({ data: { email: address } });
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: 'pages.login.title' })}
      subtitle={intl.formatMessage({ id: 'login.subtitle' })}
      switchPrompt={intl.formatMessage({ id: 'login.no_account' })}
      switchLabel={intl.formatMessage({ id: 'login.signup_link' })}
      onSwitch={() => switchTo('signup', { data: { email } })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          <TextField
            label={intl.formatMessage({ id: 'fields.profile.email' })}
            hint={intl.formatMessage({ id: 'auth.email.hint' })}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              code.clearError();
            }}
            error={
              submitted && !emailValid ? intl.formatMessage({ id: EMAIL_INVALID_MESSAGE_ID }) : undefined
            }
          />
          {code.errorId && (
            <Alert
              tone="danger"
              live="assertive"
              action={
                code.errorId === 'login.errors.no_account' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => switchTo('signup', { data: { email } })}
                  >
                    {intl.formatMessage({ id: 'login.signup_link' })}
                  </Button>
                ) : undefined
              }
            >
              {intl.formatMessage({ id: code.errorId })}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={code.pending}
              loadingLabel={intl.formatMessage({ id: 'auth.sending_code' })}
            >
              {intl.formatMessage({ id: 'common.next' })}
            </Button>
            <Button variant="secondary" size="lg" fullWidth onClick={() => back({ data: { email } })}>
              {intl.formatMessage({ id: 'common.back' })}
            </Button>
          </div>
        </Stack>
      </form>
    </AuthFrame>
  );
}
