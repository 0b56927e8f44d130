import type { SupportedLocale } from '@senda/core/config';
import { JOURNEY_STEP_PATHS } from '@senda/core/navigation';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { MemoryRouter, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { createRoutes, PURCHASE_JOURNEY_ROUTES } from '../app/router';
import { JourneyProvider } from '../features/journey/journey-context';
import type { JourneyRuntime } from '../features/journey/journey-runtime';
import { JourneyStepPage } from '../features/journey/journey-step-page';
import { AppIntlProvider } from '../i18n/app-intl-provider';
import type { AppServices } from '../shared/app-services.types';
import { AppRoutes } from '../shared/lazy-route';
import { ServicesProvider } from '../shared/services-context';
import { onFullNavigation } from './full-navigation';
import type { StoryEnv } from './story-env';
import { createStoryServices } from './story-services';

/** One page load of the story: a full navigation makes the next one. */
interface PageLoad {
  env: StoryEnv;
  generation: number;
  path: string;
  services: AppServices;
  journey: JourneyRuntime | null;
}

const PageLoadContext = createContext<PageLoad | null>(null);

/**
 * The providers the app puts around every page (App in app/app.tsx): services, jotai, react-intl;
 * the locale from the toolbar goes into the locale store. A full-page navigation reloads the app
 * at its target with new services over the same storage, as a browser reload would.
 */
export function StoryRoot({
  env,
  locale,
  withRouter,
  children,
}: {
  env: StoryEnv;
  locale: SupportedLocale;
  /** Components and screens rendered on their own get a memory router; app stories bring theirs. */
  withRouter: boolean;
  children: ReactNode;
}) {
  const [load, setLoad] = useState<PageLoad>(() => ({
    env,
    generation: 0,
    path: env.path,
    services: env.services,
    journey: env.journey,
  }));

  useEffect(
    () =>
      onFullNavigation((target) => {
        const services = createStoryServices({
          path: target,
          storages: env.storages,
          currentPath: () => env.location,
          onFullNavigation: (next) => env.navigateFully(next),
        });
        env.current = services;
        env.location = target;
        setLoad((previous) => ({
          ...previous,
          generation: previous.generation + 1,
          path: target,
          services,
          journey: null,
        }));
      }),
    [env],
  );
  const { services } = load;
  useEffect(() => {
    const { store, locale: localeStore } = services.stores;
    if (store.get(localeStore.currentLocale) !== locale) store.set(localeStore.setLocale, locale);
  }, [services, locale]);

  return (
    <PageLoadContext value={load}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <JotaiProvider store={services.stores.store}>
            <AppIntlProvider>
              {withRouter ? <MemoryRouter>{children}</MemoryRouter> : children}
            </AppIntlProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </PageLoadContext>
  );
}

/** The journey step routes over the story's own journey runtime instead of JourneyRoot's. */
function storyJourneyRoutes(runtime: JourneyRuntime): RouteObject {
  return {
    element: (
      <JourneyProvider runtime={runtime}>
        <Outlet />
      </JourneyProvider>
    ),
    children: JOURNEY_STEP_PATHS.map((path) => ({ path, Component: JourneyStepPage })),
  };
}

function storyRoutes(journey: JourneyRuntime | null): RouteObject[] {
  const routes = createRoutes();
  if (!journey) return routes;
  return routes.map((route) => ({
    ...route,
    children: route.children?.map((child) =>
      child === PURCHASE_JOURNEY_ROUTES ? storyJourneyRoutes(journey) : child,
    ),
  })) as RouteObject[];
}

/** Keeps the story's location (what a story's checks read) in step with the router's. */
function FollowLocation({ env }: { env: StoryEnv }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    env.location = `${pathname}${search}`;
  }, [env, pathname, search]);
  return null;
}

function StoryRouter({ load }: { load: PageLoad }) {
  const [routes] = useState(() => storyRoutes(load.journey));
  return (
    <MemoryRouter initialEntries={[load.path]}>
      <FollowLocation env={load.env} />
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
}

/**
 * The whole app (AppShell, layouts, guards, real routes) at the story's path: what a customer who
 * opened that URL sees. A journey story's step comes from its journey runtime.
 */
export function StoryApp() {
  const load = use(PageLoadContext);
  if (!load) throw new Error('StoryApp must be rendered inside StoryRoot (the Senda decorator)');
  return <StoryRouter key={load.generation} load={load} />;
}
