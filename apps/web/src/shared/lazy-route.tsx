import type { MessageId } from '@senda/core/i18n';
import { type ComponentType, createContext, use } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

/**
 * A route's module, loaded once, on first match (issue 33: the app's router is react-router's
 * declarative one, under half the data router's bytes in the first load, so route modules are
 * loaded here instead of by the data router's `lazy`).
 *
 * The promise carries its own outcome (`status`, `value`, `reason`, as React's `use` reads them):
 * once it has settled, `use` returns the module at once, so a page whose modules were loaded before
 * the first render (main.tsx, the build's prerender) renders, and hydrates, without suspending. A
 * failed download stays failed for this page load (its error boundary offers a reload): forgetting
 * it would make every render ask again, in a loop.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface LazyModule {
  load(): Promise<ComponentType>;
}

export function lazyModule(load: () => Promise<ComponentType>): LazyModule {
  let current: Tracked<ComponentType> | undefined;
  return {
    load() {
      if (current) return current;
      const promise: Tracked<ComponentType> = load();
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      current = promise;
      return promise;
    },
  };
}

/**
 * What a route carries besides its element: its lazily loaded module, the title the shell reads
 * (use-page-title.ts) and the page's analytics name.
 */
export interface RouteHandle {
  module?: LazyModule;
  titleId?: MessageId;
  pageName?: string;
}

/**
 * One component type for every lazily loaded route, so moving between two routes whose modules
 * give the same component (the journey's steps, a flow's `keepsPageAcrossRoutes` pages) keeps it
 * mounted, as the data router did; different components mount afresh. A module still arriving
 * suspends: the shell's Suspense shows the page's frame or the spinner on a first render, and a
 * navigation (a transition in BrowserRouter) keeps the previous page until it is there.
 */
export function LazyRoute({ module }: { module: LazyModule }) {
  const Component = use(module.load());
  return <Component />;
}

/** The routes matching `pathname`, with the handles their modules and titles are read from. */
export function matchedHandles(routes: RouteObject[], pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/**
 * Starts loading the modules of every route `pathname` matches; settles when all have (a failure
 * shows when the route renders, in its error boundary).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.allSettled(
    matchedHandles(routes, pathname).flatMap((handle) => (handle.module ? [handle.module.load()] : [])),
  );
}

/** The app's route table, for whoever reads what the current route is (its title). */
export const AppRoutesContext = createContext<RouteObject[]>([]);

/** The routes, rendered at the router's location. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <AppRoutesContext value={routes}>{useRoutes(routes)}</AppRoutesContext>;
}
