import { OTHER_ROUTES, WEBVIEW_CLOSE_ROUTES } from '@senda/core/navigation';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
// Each component from its own file: the shell's frame brings this into the first load, where the
// design-system index would bring every component (scripts/vite/shared-chunks.ts).
import { buttonClassName } from '../../design-system/button/button';
import { Card } from '../../design-system/card/card';
import { IconCheckCircle } from '../../design-system/icon/icon';
import { Stack } from '../../design-system/layout/layout';
import { PageHeader } from '../../design-system/page-header/page-header';
import { StatusIcon } from '../../design-system/status-page/status-page';
import type { FirstFrame } from '../../shared/first-frame';
import styles from './webview-close-page.module.css';

/** A close page's card, on a page of its own (the close pages have no layout, no header), hung from a fixed height. */
export function WebviewCloseCard({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <Card padding="lg" className={styles.card}>
        {children}
      </Card>
    </main>
  );
}

/**
 * "You can close this window" (on /logged_out, "You've logged out"), and the way home. True in the
 * native app's webview, which closes it, as in a plain browser, where nothing answers: so it is the
 * page's first render and its prerendered HTML, in the visitor's language, and nothing replaces it.
 */
export function WebviewClosed({ loggedOut }: { loggedOut: boolean }) {
  const intl = useIntl();
  return (
    <WebviewCloseCard>
      <Stack gap={5}>
        <StatusIcon tone="success">
          <IconCheckCircle size="2rem" />
        </StatusIcon>
        <PageHeader
          title={intl.formatMessage({
            id: loggedOut ? 'webview_close.logged_out.title' : 'webview_close.title',
          })}
          subtitle={intl.formatMessage({
            id: loggedOut ? 'webview_close.logged_out.body' : 'webview_close.body',
          })}
        />
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={OTHER_ROUTES.root}>
          <FormattedMessage id="common.go_home" />
        </Link>
      </Stack>
    </WebviewCloseCard>
  );
}

/** The close pages' frame (the prerendered HTML, route-frame.tsx): the page's own card for its path. */
export function WebviewCloseFrame({ frame }: { frame: FirstFrame }) {
  return <WebviewClosed loggedOut={frame.path === WEBVIEW_CLOSE_ROUTES.loggedOut} />;
}
