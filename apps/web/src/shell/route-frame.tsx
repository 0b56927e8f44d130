import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Stack } from '../design-system/layout/layout';
import { PageHeader } from '../design-system/page-header/page-header';
import { Skeleton } from '../design-system/skeleton/skeleton';
import { Spinner } from '../design-system/spinner/spinner';
import { AppLayout } from '../layouts/app-layout';
import type { FirstFrame } from '../shared/first-frame';
import { useServices } from '../shared/services-context';
import { EarlyAlertFrame } from './early-sentence-frame';
import { FullPageSpinner } from './full-page-spinner';
import styles from './shell.module.css';

/**
 * What shows while a page is loading: on the page load the build prerendered, that page's frame
 * (the same one the HTML painted, so nothing changes on screen until the page itself is there);
 * anywhere else the spinner. `bare`: inside a page's own layout, only the frame's content.
 */
export function RouteLoading({ bare = false }: { bare?: boolean }) {
  const frame = useServices().firstFrame;
  const { pathname } = useLocation();
  if (!frame || frame.path !== pathname) return <FullPageSpinner />;
  return bare ? <RouteFrameBody frame={frame} /> : <RouteFrame frame={frame} />;
}

/** The frame in its layout: header, step-progress placeholder, heading, placeholders, footer. */
function RouteFrame({ frame }: { frame: FirstFrame }) {
  const { config } = useServices();
  const { layout } = frame;
  if (layout === 'none') return <RouteFrameBody frame={frame} />;
  return (
    <AppLayout
      kind={layout}
      helpCentreUrl={config.helpCentreUrl}
      // Whether the visitor is signed in is theirs, not the HTML's: the header's account and
      // log-out buttons come with the page. Shown here, they would appear after hydration and
      // move the header's other buttons (a layout shift the bench measured).
      signedIn={undefined}
      progress={frame.progress ? 'placeholder' : undefined}
      width={frame.width}
    >
      <RouteFrameBody frame={frame} />
    </AppLayout>
  );
}

function RouteFrameBody({ frame }: { frame: FirstFrame }) {
  const intl = useIntl();
  const { early } = frame;
  // A frame with content of its own: its component was loaded before the start (main.tsx), so the
  // first render is the HTML's. The generic frame below only if that load failed.
  const Content = useServices().firstFrameContent;
  if (frame.content && Content) return <Content frame={frame} />;
  // The early script writes only texts in the language shown.
  const sentence = early && (
    <EarlyAlertFrame title={early.title} tone={early.tone} fillable={early.locale === intl.locale} />
  );
  // Where the page's own alert will be: a link's notice (warning) is the first thing under the
  // heading, as its page's is (the reschedule link's address step); painted under the placeholders
  // it sat partly below a phone's fold, and the page's own notice, drawn later, was the largest
  // paint. The line's status (info) stands under the line's summary, as the line's own does.
  const noticeFirst = early?.tone === 'warning';
  return (
    <Stack gap={6} aria-busy="true">
      <PageHeader
        back={frame.back ? <Skeleton width="10rem" height="2.75rem" /> : undefined}
        title={intl.formatMessage({ id: frame.titleId })}
        subtitle={frame.subtitleId ? intl.formatMessage({ id: frame.subtitleId }) : undefined}
      />
      <Stack gap={4}>
        {noticeFirst && sentence}
        <Spinner size="sm" label={intl.formatMessage({ id: 'shell.loading' })} />
        {frame.placeholders.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positions.
          <Skeleton key={index} height={height} />
        ))}
        {!noticeFirst && sentence}
      </Stack>
      {frame.noteId && <p className={styles.mutedNote}>{intl.formatMessage({ id: frame.noteId })}</p>}
    </Stack>
  );
}
