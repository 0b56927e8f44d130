import { continueWithLinkAccount, keepCurrentAccount } from '@senda/core/session';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../design-system/alert/alert';
import { Button } from '../design-system/button/button';
import { useServices } from '../shared/services-context';
import styles from './shell.module.css';

/**
 * A link for another account, opened while signed in, or any account's link opened by a signed-out
 * visitor with something under way: shown instead of the page until the customer chooses (decided
 * in core: session/customer-switch.ts). The current account, or the visitor's own progress, comes
 * first and is the default; the link's account starts afresh.
 */
export function LinkAccountChoice() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const choice = useAtomValue(stores.customerSwitch.choice);
  const [switching, setSwitching] = useState(false);
  if (!choice) return null;
  const email = choice.currentEmail;
  if (!choice.signedIn)
    return <VisitorLinkChoice switching={switching} onSwitch={() => setSwitching(true)} />;

  return (
    <div className={styles.customerSwitch}>
      <Alert
        tone="warning"
        title={intl.formatMessage({ id: 'session.link_choice.title' })}
        action={
          <>
            <Button size="sm" disabled={switching} onClick={() => keepCurrentAccount(stores)}>
              {email
                ? intl.formatMessage({ id: 'session.link_choice.keep' }, { email })
                : intl.formatMessage({ id: 'session.link_choice.keep_unknown' })}
            </Button>{' '}
            <Button
              size="sm"
              variant="secondary"
              loading={switching}
              onClick={() => {
                setSwitching(true);
                void continueWithLinkAccount(stores, gateway);
              }}
            >
              {intl.formatMessage({ id: 'session.link_choice.switch' })}
            </Button>
          </>
        }
      >
        <p>
          {email
            ? intl.formatMessage({ id: 'session.link_choice.body' }, { email })
            : intl.formatMessage({ id: 'session.link_choice.body_unknown' })}
        </p>
        <p>{intl.formatMessage({ id: 'session.link_choice.keep_note' })}</p>
        <p>{intl.formatMessage({ id: 'session.link_choice.switch_note' })}</p>
      </Alert>
    </div>
  );
}

/** The visitor's version: nobody to name, their own progress to keep. */
function VisitorLinkChoice({ switching, onSwitch }: { switching: boolean; onSwitch: () => void }) {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  return (
    <div className={styles.customerSwitch}>
      <Alert
        tone="warning"
        title={intl.formatMessage({ id: 'session.link_choice.visitor_title' })}
        action={
          <>
            <Button size="sm" disabled={switching} onClick={() => keepCurrentAccount(stores)}>
              {intl.formatMessage({ id: 'session.link_choice.visitor_keep' })}
            </Button>{' '}
            <Button
              size="sm"
              variant="secondary"
              loading={switching}
              onClick={() => {
                onSwitch();
                void continueWithLinkAccount(stores, gateway);
              }}
            >
              {intl.formatMessage({ id: 'session.link_choice.switch' })}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'session.link_choice.visitor_body' })}</p>
        <p>{intl.formatMessage({ id: 'session.link_choice.visitor_keep_note' })}</p>
        <p>{intl.formatMessage({ id: 'session.link_choice.switch_note' })}</p>
      </Alert>
    </div>
  );
}
