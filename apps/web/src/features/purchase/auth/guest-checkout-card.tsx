import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../../design-system/card/card';
import { Stack } from '../../../design-system/layout/layout';
import styles from './auth-screen.module.css';

/**
 * The guest checkout card: its heading and what it offers, then the `action` under them. The
 * screen's card and sign-up's prerendered frame (signup-frame.tsx) are this one, so the text the
 * HTML painted stays where it was when the screen replaces the frame.
 */
export function GuestCheckoutCard({ action, children }: { action: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Card as="section" variant="sunken" padding="lg" aria-labelledby="guest-checkout-title">
      <Stack gap={3}>
        <h2 id="guest-checkout-title" className={styles.guestTitle}>
          {intl.formatMessage({ id: 'guest.title' })}
        </h2>
        <p className={styles.muted}>{intl.formatMessage({ id: 'guest.body' })}</p>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
