import { flaggedJourneyRevision, journeyUnderWay } from '@senda/core/journey';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Alert, Button, Stack } from '../../design-system';
import { useServices } from '../../shared/services-context';
import { RouteLoading } from '../../shell/route-frame';
import type { FlowScreens } from './flow-screens';
import { JourneyProvider } from './journey-context';
import { type JourneyRuntime, startJourneyRuntime } from './journey-runtime';

/**
 * The layout route of every step of a journey: starts the journey once, and keeps it while the
 * customer moves between its steps. The flow that runs it says which journey and hands over its
 * screens (the purchase: features/purchase/purchase-journey-root.tsx).
 */
export function JourneyRoot({ journeyId, screens }: { journeyId: string; screens: FlowScreens }) {
  const services = useServices();
  const intl = useIntl();
  const { pathname } = useLocation();
  // Where the journey was opened: that step's screen is fetched with the definition.
  const openedAt = useRef(pathname);
  const [runtime, setRuntime] = useState<JourneyRuntime | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the journey on "try again".
  useEffect(() => {
    let disposed = false;
    let started: JourneyRuntime | undefined;
    setFailed(false);
    startJourneyRuntime(services, journeyId, screens, openedAt.current).then(
      (value) => {
        started = value;
        if (disposed) value.dispose();
        // The step page mounts as a transition: React builds it in slices, so a slow phone keeps
        // painting the spinner and taking taps meanwhile instead of freezing for the whole screen.
        else startTransition(() => setRuntime(value));
      },
      (error: unknown) => {
        console.error('[journey] could not start', error);
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      started?.dispose();
      setRuntime(null);
    };
  }, [services, journeyId, screens, attempt]);

  // The flag service answers after the page has settled: a journey that started before on another
  // revision starts again on the flag's while the customer is still on its first step (nothing they
  // did depends on the order yet). Once under way, the revision is kept.
  const flagged = flaggedJourneyRevision(useAtomValue(services.stores.flags.values), journeyId);
  useEffect(() => {
    if (!runtime || runtime.flaggedRevision === flagged || runtime.definition.revision === flagged) return;
    const snapshot = runtime.actor.getSnapshot();
    if (!journeyUnderWay(snapshot.status, snapshot.context)) setAttempt((n) => n + 1);
  }, [runtime, flagged]);

  if (failed) {
    return (
      <Stack gap={4}>
        <Alert tone="danger" title={intl.formatMessage({ id: 'technical_difficulties.title' })}>
          {intl.formatMessage({ id: 'errors.journey.broken_file' })}
        </Alert>
        <Button onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage({ id: 'common.try_again' })}
        </Button>
      </Stack>
    );
  }
  if (!runtime) return <RouteLoading />;
  return (
    <JourneyProvider runtime={runtime}>
      <Outlet />
    </JourneyProvider>
  );
}
