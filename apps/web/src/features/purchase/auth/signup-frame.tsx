import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/button/button';
import type { FirstFrame } from '../../../shared/first-frame';
import { AuthEmailForm } from './auth-email-form';
import { AuthFrame } from './auth-frame';
import styles from './auth-screen.module.css';
import { ConsentsPlaceholder } from './consents-placeholder';
import { GuestCheckoutCard } from './guest-checkout-card';

const ignore = () => {};
const noCodeRequest = { pending: false, clearError: ignore, wait: null };

/**
 * Sign-up's prerendered frame: the screen as a visitor from outside first sees it, from the HTML
 * alone. The heading and subtitle, the form card (the e-mail field, the privacy notice's place,
 * Next and Back, as a cold visit shows them), the switch to log-in and, when the bundled journey
 * offers it, the guest checkout card, whose text is the page's largest paint. Laid out with the
 * screen's own parts, so that text stays where it was painted when the screen replaces the frame.
 * Nothing here takes a tap until the screen is there (it would be lost): the controls are inert.
 */
export function SignupFrame({ frame }: { frame: FirstFrame }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <AuthFrame
        title={intl.formatMessage({ id: frame.titleId })}
        subtitle={frame.subtitleId ? intl.formatMessage({ id: frame.subtitleId }) : ''}
        switchPrompt={intl.formatMessage({ id: 'signup.have_account' })}
        switchLabel={intl.formatMessage({ id: 'signup.login_link' })}
        onSwitch={ignore}
        waiting
        extra={
          frame.guestCheckout ? (
            <GuestCheckoutCard
              action={
                <div inert aria-hidden="true">
                  <Button variant="secondary" fullWidth>
                    {intl.formatMessage({ id: 'guest.cta' })}
                  </Button>
                </div>
              }
            />
          ) : undefined
        }
      >
        <div inert aria-hidden="true">
          <AuthEmailForm
            email=""
            onEmailChange={ignore}
            showEmailError={false}
            code={noCodeRequest}
            onSubmit={ignore}
            onBack={ignore}
          >
            <fieldset className={styles.consents}>
              <legend className={styles.legend}>{intl.formatMessage({ id: 'signup.consent.legend' })}</legend>
              <ConsentsPlaceholder />
            </fieldset>
          </AuthEmailForm>
        </div>
      </AuthFrame>
    </div>
  );
}
