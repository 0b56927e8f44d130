import { shouldFetchRemoteLocale } from '@senda/core/i18n';
import { provideAppBootMachine } from '@senda/core/machines/app-boot';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { STORAGE_KEYS } from '@senda/core/stores';
import { useMachine } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { afterPageSettles } from '../shared/after-page-settles';
import { SANDBOX_BUILD } from '../shared/sandbox-build';
import { useServices } from '../shared/services-context';
import { useHydrated } from '../shared/use-hydrated';
import { NoticeBanner } from './notice-banner';
import { RouteLoading } from './route-frame';
import { useFocusFollowsPage } from './use-focus-follows-page';
import { useNewPageAtTop } from './use-new-page-at-top';
import { usePageTitle } from './use-page-title';
import { useRouteWatchers } from './use-route-watchers';

/*
 * A link's account question and the notice after a switch are rare (a link meeting another
 * session): chunks of their own, loaded only when core's customer-switch store holds one, so the
 * first load does not carry them.
 */
const LinkAccountChoice = lazy(() =>
  import('./link-account-choice').then((module) => ({ default: module.LinkAccountChoice })),
);
const CustomerSwitchNotice = lazy(() =>
  import('./customer-switch-notice').then((module) => ({ default: module.CustomerSwitchNotice })),
);

/*
 * What the shell draws only now and then: the technical-difficulties modal (a page's first reads
 * failed) and the notifications' toasts. Neither is ever in a first paint (both wait for
 * hydration), so they are chunks of their own, not the first load. The modal's chunk is fetched
 * once the page has settled, so a failure later on does not wait for it (or miss it offline).
 */
const loadTechnicalDifficultiesModal = () => import('./technical-difficulties-modal');
const TechnicalDifficultiesModal = lazy(() =>
  loadTechnicalDifficultiesModal().then((module) => ({ default: module.TechnicalDifficultiesModal })),
);
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.NotificationsHost })),
);

/** The sandbox demo's OTP mailbox: the production build has neither the panel nor its chunk. */
const SandboxMailbox = SANDBOX_BUILD ? lazy(() => import('./sandbox-mailbox')) : undefined;

/**
 * The root route: runs the app-boot machine once, then renders the page. It only carries out the
 * machine's outcome: the page's frame (or a spinner) while loading, the modal on technical difficulties, the /429 page
 * or a full redirect to maintenance.
 */
export function AppShell() {
  const services = useServices();
  const { stores, gateway, config, boot, queryClient } = services;
  const location = useLocation();
  useRouteWatchers();
  usePageTitle();
  useNewPageAtTop();
  useFocusFollowsPage();
  const hydrated = useHydrated();
  // A link for another account waits for the customer's choice: no page starts before it.
  const choosingAccount = useAtomValue(stores.customerSwitch.choice) !== null;
  const switchedAccount = useAtomValue(stores.customerSwitch.state) !== null;
  const notifying = useAtomValue(stores.notifications.notifications, { store: stores.store }).length > 0;
  useEffect(() => afterPageSettles(window, () => void loadTechnicalDifficultiesModal().catch(() => {})), []);

  const machine = useMemo(
    () => provideAppBootMachine({ gateway, queryClient, stores }),
    [gateway, queryClient, stores],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      pathname: location.pathname,
      search: location.search,
      hasCachedConfig: stores.store.get(stores.globalConfig.isCached),
      fetchRemoteLocale: shouldFetchRemoteLocale({
        storedLocale: stores.storage.getItem(STORAGE_KEYS.locale) ?? undefined,
        // `reset` was removed from the URL at start-up; the bootstrap kept what it said.
        resetParam: boot.reset ? 'true' : undefined,
        pathname: location.pathname,
      }),
      hasStoredLocaleKeys: stores.store.get(stores.locale.hasStoredKeys),
    },
  });

  const outcome = snapshot.output;
  // The modal stays mounted once shown, so that it closes as a dialog does when the reload works.
  const difficulties = snapshot.matches('technicalDifficulties');
  const [difficultiesShown, setDifficultiesShown] = useState(false);
  if (difficulties && !difficultiesShown) setDifficultiesShown(true);
  useEffect(() => {
    if (outcome?.kind === 'maintenance') window.location.assign(outcome.redirectTo);
  }, [outcome]);

  const ready = snapshot.status === 'done' && outcome?.kind !== 'maintenance';
  // The machine's answer comes through a store subscription, which React renders at once and in
  // one piece. The page itself is mounted as a deferred (background) render instead, in slices, so
  // a slow phone keeps painting the spinner and taking taps while the first screen is built.
  const pageShown = useDeferredValue(ready);

  const content = (() => {
    if (outcome?.kind === 'rate_limited' && location.pathname !== OTHER_ROUTES.rateLimit) {
      return <Navigate to={OTHER_ROUTES.rateLimit} replace />;
    }
    if (ready && pageShown && choosingAccount)
      return (
        <Suspense fallback={<RouteLoading />}>
          <LinkAccountChoice />
        </Suspense>
      );
    if (ready && pageShown) {
      return (
        <>
          {switchedAccount && (
            <Suspense fallback={null}>
              <CustomerSwitchNotice />
            </Suspense>
          )}
          <NoticeBanner />
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </>
      );
    }
    if (snapshot.matches('technicalDifficulties')) return null;
    return <RouteLoading />;
  })();

  return (
    <>
      {content}
      {/* Its language is the visitor's stored one, and it can only open once the boot machine has
          run: after hydration. */}
      {hydrated && difficultiesShown && (
        <Suspense fallback={null}>
          <TechnicalDifficultiesModal open={difficulties} onReload={() => send({ type: 'RELOAD' })} />
        </Suspense>
      )}
      {/* Never in React's first render: the prerendered HTML has none (a notice of data that could
          not be read back is known before hydration). */}
      {hydrated && notifying && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      {/* The sandbox's mailbox is the visitor's: never in the prerendered HTML. */}
      {SandboxMailbox && config.sandbox && hydrated && (
        <Suspense fallback={null}>
          <SandboxMailbox />
        </Suspense>
      )}
    </>
  );
}
