import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
// Each component from its own file: the shell's frame brings this into the first load, where the
// design-system index would bring every component (scripts/vite/shared-chunks.ts).
import { Card } from '../../design-system/card/card';
import { Stack } from '../../design-system/layout/layout';
import { PageHeader } from '../../design-system/page-header/page-header';
import { Spinner } from '../../design-system/spinner/spinner';
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

/** "Returning to the app…" while the native app closes the webview: the page's first render. */
export function ReturningToApp() {
  const intl = useIntl();
  return (
    <Stack gap={4} align="center">
      <Spinner size="lg" />
      <PageHeader className={styles.closing} title={intl.formatMessage({ id: 'webview_close.closing' })} />
    </Stack>
  );
}

/**
 * The close pages' frame (the prerendered HTML, route-frame.tsx): the page's first render, which
 * is the same on every close route and in a webview or not. A webview's app closes it; in a plain
 * browser, where no bridge answers, the page then says the window can be closed.
 */
export function WebviewCloseFrame() {
  return (
    <WebviewCloseCard>
      <ReturningToApp />
    </WebviewCloseCard>
  );
}
