import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Stack } from '../design-system/layout/layout';
import { PageHeader } from '../design-system/page-header/page-header';
import { Skeleton } from '../design-system/skeleton/skeleton';
import { Spinner } from '../design-system/spinner/spinner';
import { AppLayout } from '../layouts/app-layout';
import type { FirstFrame } from '../shared/first-frame';
import { useServices } from '../shared/services-context';
import { useHydrated } from '../shared/use-hydrated';
import { FullPageSpinner } from './full-page-spinner';

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
export function RouteFrame({ frame }: { frame: FirstFrame }) {
  const { stores, config } = useServices();
  const token = useAtomValue(stores.auth.state).accessToken;
  // The header's "My account" or "Log in" is the visitor's: the prerender had none.
  const signedIn = useHydrated() && Boolean(token);
  return (
    <AppLayout
      kind={frame.layout}
      helpCentreUrl={config.helpCentreUrl}
      signedIn={signedIn}
      progress={frame.progress ? 'placeholder' : undefined}
      width={frame.width}
    >
      <RouteFrameBody frame={frame} />
    </AppLayout>
  );
}

function RouteFrameBody({ frame }: { frame: FirstFrame }) {
  const intl = useIntl();
  return (
    <Stack gap={6} aria-busy="true">
      <PageHeader
        back={frame.back ? <Skeleton width="10rem" height="2.75rem" /> : undefined}
        title={intl.formatMessage({ id: frame.titleId })}
        subtitle={frame.subtitleId ? intl.formatMessage({ id: frame.subtitleId }) : undefined}
      />
      <Stack gap={4}>
        <Spinner size="sm" label={intl.formatMessage({ id: 'shell.loading' })} />
        {frame.placeholders.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positions.
          <Skeleton key={index} height={height} />
        ))}
      </Stack>
    </Stack>
  );
}
