import { isValidEmail } from '@senda/core/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { AuthEmailForm } from './auth-email-form';
import { AuthFrame } from './auth-frame';
import { CodeWaitAlert } from './code-wait-alert';
import { useCodeRequest } from './use-code-request';

/** Why the previous page's session ended: the gateway ended it, or the customer logged out. */
const SESSION_END_TEXTS = {
  expired: { title: 'session_expired.title', body: 'session_expired.body' },
  logged_out: { title: 'layout.logged_out.title', body: 'layout.logged_out.body' },
} as const;

/** Log-in (/web/login): the account's e-mail (the login key), then a code to it. */
export default function LoginScreen() {
  const intl = useIntl();
  const { next, back, switchTo, data, onItsOwn } = useJourneyStep();
  const { stores } = useServices();
  // A session the gateway ended on the previous page: say so, and start with the customer's e-mail.
  const ended = useAtomValue(stores.sessionEnd.state);
  const [email, setEmail] = useStepDraft('email', v.string(), () =>
    typeof data.email === 'string' ? data.email : (ended?.email ?? ''),
  );
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
      <AuthEmailForm
        email={email}
        onEmailChange={setEmail}
        showEmailError={submitted && !emailValid}
        code={code}
        onSubmit={submit}
        onBack={onItsOwn ? undefined : () => back({ data: { email } })}
      >
        {ended && !code.errorId && (
          <Alert
            tone={ended.reason === 'logged_out' ? 'success' : 'info'}
            live="polite"
            title={intl.formatMessage({ id: SESSION_END_TEXTS[ended.reason].title })}
          >
            {intl.formatMessage({ id: SESSION_END_TEXTS[ended.reason].body })}
          </Alert>
        )}
        {code.errorId && (
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: code.errorId })}
          </Alert>
        )}
        <CodeWaitAlert wait={code.wait} />
      </AuthEmailForm>
    </AuthFrame>
  );
}
