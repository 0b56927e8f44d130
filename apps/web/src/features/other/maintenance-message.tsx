import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
// Each component from its own file: the shell's frame brings this into the first load, where the
// design-system index would bring every component (scripts/vite/shared-chunks.ts).
import { IconWarning } from '../../design-system/icon/icon';
import { Skeleton } from '../../design-system/skeleton/skeleton';
import { StatusPage } from '../../design-system/status-page/status-page';
import styles from './status-page.module.css';

/**
 * The maintenance page's message: its icon, heading and body (the page's largest paint), with what
 * the page puts under it. One component for the page and the frame its HTML paints, so the page
 * adopts the HTML as it is.
 */
export function MaintenanceMessage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconWarning size="2rem" />}
      tone="warning"
      title={intl.formatMessage({ id: 'maintenance.title' })}
      body={intl.formatMessage({ id: 'maintenance.body' })}
    >
      {children}
    </StatusPage>
  );
}

/** The note under the "Try again" button: the page asks again by itself. */
export function MaintenanceAutoCheckNote() {
  return (
    <p className={styles.note}>
      <FormattedMessage id="maintenance.auto_check" />
    </p>
  );
}

/**
 * The page's frame (the prerendered HTML, route-frame.tsx): the message, a placeholder as tall as
 * the "Try again" button (a button in the HTML would take a tap nobody answers), then the note. The
 * card is centred, so the page, with no end time to show, is exactly as tall: nothing moves.
 */
export function MaintenanceFrame() {
  return (
    <MaintenanceMessage>
      <Skeleton height="var(--control-height-md)" />
      <MaintenanceAutoCheckNote />
    </MaintenanceMessage>
  );
}
