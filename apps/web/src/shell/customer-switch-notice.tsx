import { logOutCustomer } from '@senda/core/session';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../design-system/alert/alert';
import { Button } from '../design-system/button/button';
import { useServices } from '../shared/services-context';
import styles from './shell.module.css';

/**
 * Shown on the page a link opened when it signed another customer in and closed what the previous
 * one (or a signed-out visitor) had in progress (decided in core: session/customer-switch.ts). It names who is signed in now
 * (once the profile is read), whose progress was closed, and offers to log in as them again (a
 * logout of the link's customer, then the log-in page).
 */
export function CustomerSwitchNotice() {
  const intl = useIntl();
  const { stores, gateway, queryClient } = useServices();
  const closed = useAtomValue(stores.customerSwitch.state);
  const dismiss = useSetAtom(stores.customerSwitch.dismiss);
  const current = useAtomValue(stores.auth.state).userDetails?.email ?? null;
  const [leaving, setLeaving] = useState(false);
  if (!closed) return null;
  const previous = closed.previousEmail;

  async function logInAsPrevious() {
    if (leaving) return;
    setLeaving(true);
    window.location.assign(await logOutCustomer({ stores, gateway, queryClient }));
  }

  return (
    <div className={styles.customerSwitch}>
      <Alert
        tone="warning"
        live="polite"
        title={
          current
            ? intl.formatMessage({ id: 'session.switched.signed_in_as' }, { email: current })
            : intl.formatMessage({ id: 'session.switched.signed_in_other' })
        }
        action={
          <>
            {closed.visitor ? null : (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={leaving}
                  onClick={() => void logInAsPrevious()}
                >
                  {previous
                    ? intl.formatMessage({ id: 'session.switched.log_in_as' }, { email: previous })
                    : intl.formatMessage({ id: 'session.switched.log_in_again' })}
                </Button>{' '}
              </>
            )}
            <Button size="sm" variant="ghost" onClick={() => dismiss()}>
              {intl.formatMessage({ id: 'common.ok' })}
            </Button>
          </>
        }
      >
        {closed.visitor
          ? intl.formatMessage({ id: 'session.switched.closed_visitor' })
          : previous
            ? intl.formatMessage({ id: 'session.switched.closed_for' }, { email: previous })
            : intl.formatMessage({ id: 'session.switched.closed' })}
      </Alert>
    </div>
  );
}
