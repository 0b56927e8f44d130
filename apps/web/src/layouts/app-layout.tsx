import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageChromeContext } from '../design-system/page-header/page-chrome-context';
import { Stepper, StepperPlaceholder } from '../design-system/stepper/stepper';
import { useServices } from '../shared/services-context';
import styles from './app-layout.module.css';
import { FaqBlock, type FaqEntry } from './faq-block';
import { LAYOUT_PARTS, type LayoutKind } from './layout-kind';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface StepProgress {
  current: number;
  total: number;
  titleId?: string;
}

export interface AppLayoutProps {
  kind: LayoutKind;
  helpCentreUrl: string;
  /** `undefined`: not known yet (a prerendered frame): the header shows neither account button. */
  signedIn: boolean | undefined;
  /** `placeholder`: the page's step is not known yet (a prerendered frame); its place is kept. */
  progress?: StepProgress | 'placeholder' | undefined;
  /**
   * `wide`: on a desktop the page is as wide as the header, for a screen that uses it (plans in a
   * grid, a summary beside a form); `reading` (the default) keeps the centred reading column.
   */
  width?: 'reading' | 'wide' | undefined;
  faq?: { titleId: string; entries: readonly FaqEntry[] } | undefined;
  children: ReactNode;
}

/** Inside the app in native mode no page draws a back of its own. */
const APP_DRAWN_CHROME = { back: false };
const WEB_CHROME = { back: true };

/**
 * One component for the six the spec's layouts: the kind decides header, footer, frame and progress. In
 * native mode (`?native=true`, kept for the visit) the operator's app draws its own header and
 * back, so the page drops the header, the footer and the page headers' back controls.
 */
export function AppLayout({
  kind,
  helpCentreUrl,
  signedIn,
  progress,
  width = 'reading',
  faq,
  children,
}: AppLayoutProps) {
  const intl = useIntl();
  const { stores } = useServices();
  const appDrawsChrome = useAtomValue(stores.sessionFacts.appDrawsChrome, { store: stores.store });
  const parts = LAYOUT_PARTS[kind];
  return (
    <PageChromeContext.Provider value={appDrawsChrome ? APP_DRAWN_CHROME : WEB_CHROME}>
      <div className={styles.page} data-layout={kind} data-chrome={appDrawsChrome ? 'app' : 'web'}>
        <a className={styles.skipLink} href="#main">
          <FormattedMessage id="layout.skip_to_content" />
        </a>
        {parts.header && !appDrawsChrome && (
          <SiteHeader helpCentreUrl={helpCentreUrl} parts={parts} signedIn={signedIn} />
        )}
        <main
          id="main"
          className={
            parts.frame === 'full' ? styles.mainFull : width === 'wide' ? styles.mainWide : styles.main
          }
          tabIndex={-1}
        >
          {parts.progress && progress === 'placeholder' && <StepperPlaceholder className={styles.stepper} />}
          {parts.progress && progress && progress !== 'placeholder' && progress.total > 1 && (
            <Stepper
              className={styles.stepper}
              current={progress.current}
              total={progress.total}
              label={intl.formatMessage(
                { id: 'layout.step_progress' },
                { current: progress.current, total: progress.total },
              )}
              {...(progress.titleId ? { stepTitle: intl.formatMessage({ id: progress.titleId }) } : {})}
            />
          )}
          {faq ? (
            // The step fills at least the screen, so the FAQ starts below the fold: a step that grows
            // as its data arrives pushes nothing the customer can see.
            <div className={styles.stepBody}>{children}</div>
          ) : (
            children
          )}
          {faq && <FaqBlock titleId={faq.titleId} entries={faq.entries} />}
        </main>
        {parts.footer && !appDrawsChrome && <SiteFooter helpCentreUrl={helpCentreUrl} />}
      </div>
    </PageChromeContext.Provider>
  );
}
