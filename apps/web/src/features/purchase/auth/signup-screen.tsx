import { guestCheckoutOffered } from '@senda/core/flags';
import { type ConsentType, ConsentTypeSchema } from '@senda/core/gateway';
import {
  prepareSignupConsents,
  signupConsentDocuments,
  signupConsentsComplete,
} from '@senda/core/onboarding';
import { consentSettingsQuery } from '@senda/core/queries';
import { isValidEmail } from '@senda/core/validation';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert, Checkbox, Stack, VisuallyHidden } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFlags } from '../../../shared/use-flags';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { AuthEmailForm } from './auth-email-form';
import { AuthFrame } from './auth-frame';
import styles from './auth-screen.module.css';
import { CodeWaitAlert } from './code-wait-alert';
import { ConsentsPlaceholder } from './consents-placeholder';
import { GuestCheckout } from './guest-checkout';
import { useCodeRequest } from './use-code-request';

const CONSENT_LABELS: Record<ConsentType, { label: string; read: string }> = {
  TERMS_OF_USE: { label: 'signup.consent.terms', read: 'signup.consent.read_terms' },
  PRIVACY_POLICY: { label: 'signup.consent.privacy', read: 'signup.consent.read_privacy' },
};

/**
 * Sign-up (/web/signup): e-mail, the privacy notice (the documents asked here are core's
 * SIGNUP_CONSENT_TYPES; the terms are accepted once, on the order summary), then a code to the
 * e-mail. The consents are kept as the spec's records and submitted once the account exists (the spec's rule 4).
 */
export default function SignupScreen() {
  const intl = useIntl();
  const flags = useFlags();
  const { stores, gateway } = useServices();
  const { next, back, switchTo, data, definition, onItsOwn } = useJourneyStep();
  const plan = useAtomValue(stores.onboarding.state).selectedPrimaryProducts[0];
  const [email, setEmail] = useStepDraft('email', v.string(), () =>
    typeof data.email === 'string' ? data.email : '',
  );
  const [accepted, setAccepted] = useStepDraft(
    'accepted',
    v.array(ConsentTypeSchema),
    (): ConsentType[] => [],
  );
  const [submitted, setSubmitted] = useState(false);
  const code = useCodeRequest('signup');
  const settings = queryView(useQuery(consentSettingsQuery(gateway)));
  // Without the settings both documents are still asked for, by name (core decides).
  const documents = signupConsentDocuments(settings.data?.documents);
  const emailValid = isValidEmail(email.trim());
  const consentsGiven = signupConsentsComplete(documents, accepted);

  const toggle = (type: ConsentType, on: boolean) =>
    setAccepted((current) =>
      on ? [...current.filter((t) => t !== type), type] : current.filter((t) => t !== type),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!emailValid || !consentsGiven || code.pending) return;
    const address = email.trim();
    const prepared = prepareSignupConsents({
      documents,
      accepted,
      email: address,
      productId: plan?.sku,
      now: stores.now(),
    });
    const ok = await code.request(address, {
      terms: prepared.TERMS_OF_USE ?? null,
      privacy: prepared.PRIVACY_POLICY ?? null,
    });
    if (ok) next({ data: { email: address } });
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: 'pages.signup.title' })}
      subtitle={intl.formatMessage({ id: 'signup.subtitle' })}
      switchPrompt={intl.formatMessage({ id: 'signup.have_account' })}
      switchLabel={intl.formatMessage({ id: 'signup.login_link' })}
      onSwitch={() => switchTo('login', { data: { email } })}
      extra={
        guestCheckoutOffered(definition.file.settings?.guestCheckout, flags) ? (
          <GuestCheckout email={email} onInvalidEmail={() => setSubmitted(true)} onDone={() => next()} />
        ) : undefined
      }
    >
      <AuthEmailForm
        email={email}
        onEmailChange={setEmail}
        showEmailError={submitted && !emailValid}
        code={code}
        onSubmit={submit}
        onBack={onItsOwn ? undefined : () => back({ data: { email } })}
      >
        <fieldset className={styles.consents} aria-busy={settings.status === 'loading'}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'signup.consent.legend' })}</legend>
          {settings.status === 'loading' ? (
            <ConsentsPlaceholder />
          ) : (
            <Stack gap={3}>
              {documents.map((document) => {
                const ids = CONSENT_LABELS[document.consentType];
                const checked = accepted.includes(document.consentType);
                return (
                  <Checkbox
                    key={document.consentType}
                    label={intl.formatMessage({ id: ids.label as 'signup.consent.terms' })}
                    checked={checked}
                    required={document.required}
                    onChange={(event) => toggle(document.consentType, event.target.checked)}
                    hint={
                      document.url ? (
                        <a href={document.url} target="_blank" rel="noreferrer noopener">
                          {intl.formatMessage({ id: ids.read as 'signup.consent.read_terms' })}{' '}
                          <VisuallyHidden>
                            {intl.formatMessage({ id: 'layout.opens_new_tab' })}
                          </VisuallyHidden>
                        </a>
                      ) : undefined
                    }
                    error={
                      submitted && document.required && !checked
                        ? intl.formatMessage({ id: 'signup.consent.required' })
                        : undefined
                    }
                  />
                );
              })}
            </Stack>
          )}
        </fieldset>
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
