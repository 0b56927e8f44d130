import { EMAIL_INVALID_MESSAGE_ID, EMAIL_MAX_LENGTH, emailMessageId } from '@senda/core/validation';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
// Component files, not the design-system index: sign-up's prerendered frame is in the first load.
import { Button } from '../../../design-system/button/button';
import { FormActions } from '../../../design-system/form-actions/form-actions';
import { Stack } from '../../../design-system/layout/layout';
import { TextField } from '../../../design-system/text-field/text-field';
import type { CodeRequest } from './use-code-request';

/**
 * The form the sign-up and log-in screens share: the account's e-mail, then Next (which asks for
 * the code) and Back. What each screen adds (consents, the code request's error) goes between.
 */
export function AuthEmailForm({
  email,
  onEmailChange,
  showEmailError,
  code,
  onSubmit,
  onBack,
  children,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** The e-mail is not valid and the form was sent: the field says so. */
  showEmailError: boolean;
  /**
   * The screen's code request: Next is busy while it runs and held while a refusal's wait counts
   * down (the screen says so, `CodeWaitAlert`); typing clears its error and its wait.
   */
  code: Pick<CodeRequest, 'pending' | 'clearError' | 'wait'>;
  onSubmit: (event: FormEvent) => void;
  /** Absent when the page was opened on its own, not as a step of a purchase: no Back then. */
  onBack: (() => void) | undefined;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <form onSubmit={onSubmit} noValidate>
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
            onEmailChange(event.target.value);
            code.clearError();
          }}
          maxLength={EMAIL_MAX_LENGTH}
          error={
            showEmailError
              ? intl.formatMessage({ id: emailMessageId(email.trim()) ?? EMAIL_INVALID_MESSAGE_ID })
              : undefined
          }
        />
        {children}
        <FormActions layout="stacked">
          <Button
            type="submit"
            size="lg"
            fullWidth
            aria-disabled={code.wait?.kind === 'waiting' || undefined}
            loading={code.pending}
            loadingLabel={intl.formatMessage({ id: 'auth.sending_code' })}
          >
            {intl.formatMessage({ id: 'common.next' })}
          </Button>
          {onBack && (
            <Button variant="secondary" size="lg" fullWidth onClick={onBack}>
              {intl.formatMessage({ id: 'common.back' })}
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}
