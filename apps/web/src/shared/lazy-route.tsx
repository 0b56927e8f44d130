import type { MessageId } from '@senda/core/i18n';
import { type ComponentType, createContext, use, useEffect, useReducer } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, useRoutes } from 'react-router-dom';

/**
 * A route's module, loaded once, on first match (the app's router is react-router's
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

/** A value loaded once, on first ask, whose promise `use` can read without suspending once settled. */
export interface Lazy<T> {
  load(): Promise<T>;
  /** The value, once loaded (undefined before, and after a failed load). */
  loaded(): T | undefined;
}

export function lazyValue<T>(load: () => Promise<T>): Lazy<T> {
  let current: Tracked<T> | undefined;
  return {
    load() {
      if (current) return current;
      const promise: Tracked<T> = load();
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
    loaded: () => current?.value,
  };
}

export type LazyModule = Lazy<ComponentType>;
export const lazyModule: (load: () => Promise<ComponentType>) => LazyModule = lazyValue;

/**
 * What a route carries besides its element: its lazily loaded module, the title the shell reads
 * (use-page-title.ts) and the page's analytics name.
 */
export interface RouteHandle {
  module?: LazyModule;
  /** A route group's routes under this route's prefix, relative to it (see routeGroup). */
  group?: Lazy<RouteObject[]>;
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

/**
 * Routes the first load knows only by their prefixes: one route `<prefix>/*` each, whose element
 * loads the group's routes (one chunk for all of them) on the first visit under it and renders the
 * one matching, as descendant routes. Account servicing's pages are such a group (app/router.tsx),
 * so its routes, their page names and their chunks' preload lists are not in the first
 * load, and adding a servicing page does not grow it. A page's HTML preloads the group's chunk with
 * its own (scripts/vite/route-documents.ts); main.tsx and the prerender load both before the first
 * render (`loadMatchedRoutes`), so a page of a group hydrates without suspending.
 *
 * `unmatched` is the last of each prefix's routes: a path under a prefix that no route has.
 */
export function routeGroup(
  prefixes: readonly string[],
  load: () => Promise<RouteObject[]>,
  unmatched: RouteObject,
): RouteObject[] {
  const all = lazyValue(load);
  return prefixes.map((prefix) => {
    const group = lazyValue(async () => [...underPrefix(prefix, await all.load()), unmatched]);
    return {
      path: `${prefix}/*`,
      handle: { group } satisfies RouteHandle,
      element: <GroupRoutes group={group} />,
    };
  });
}

/** The routes whose path is `prefix` or below it, with their paths relative to it. */
function underPrefix(prefix: string, routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => {
    const { path } = route;
    if (path === prefix) return [{ ...route, path: '/' }];
    if (path?.startsWith(`${prefix}/`)) return [{ ...route, path: path.slice(prefix.length) }];
    return [];
  });
}

/** A group's routes at the router's location; suspends (as a page's module does) while they load. */
function GroupRoutes({ group }: { group: Lazy<RouteObject[]> }) {
  const routes = use(group.load());
  return useRoutes(routes);
}

/** Per route table (the app's, or a loaded group's), its matches by pathname, the latest few. */
const matchesByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();
const MATCHES_KEPT = 16;

/**
 * `matchRoutes`, once per table and pathname. It flattens and ranks the whole table and compiles a
 * pattern per route it tries; the shell asks on every render (the page's title) and the start-up
 * twice before the first render (5–10 ms a call at 4× in session 47's profile, docs/performance.md).
 * The tables never change once built, and a match is only read.
 */
function matchRoutesOnce(routes: RouteObject[], pathname: string): RouteMatch[] {
  let byPath = matchesByTable.get(routes);
  if (!byPath) {
    byPath = new Map();
    matchesByTable.set(routes, byPath);
  }
  let matches = byPath.get(pathname);
  if (!matches) {
    matches = matchRoutes(routes, pathname) ?? [];
    if (byPath.size >= MATCHES_KEPT) byPath.delete(byPath.keys().next().value as string);
    byPath.set(pathname, matches);
  }
  return matches;
}

/**
 * The routes matching `pathname`, with the handles their modules and titles are read from: a
 * loaded group's matching route comes after its prefix's.
 */
export function matchedHandles(routes: RouteObject[], pathname: string): RouteHandle[] {
  const matches = matchRoutesOnce(routes, pathname);
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const last = matches.at(-1);
  const group = handles.at(-1)?.group?.loaded();
  if (!last || !group) return handles;
  return [...handles, ...matchedHandles(group, pathname.slice(last.pathnameBase.length) || '/')];
}

/**
 * Starts loading the modules of every route `pathname` matches, after the routes of the groups it
 * falls in; settles when all have (a failure shows when the route renders, in its error boundary).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.allSettled(
    matchedHandles(routes, pathname).flatMap((handle) => (handle.group ? [handle.group.load()] : [])),
  );
  await Promise.allSettled(
    matchedHandles(routes, pathname).flatMap((handle) => (handle.module ? [handle.module.load()] : [])),
  );
}

/** The app's route table, for whoever reads what the current route is (its title). */
export const AppRoutesContext = createContext<RouteObject[]>([]);

/**
 * matchedHandles over the app's routes at `pathname`, read again once a route group the path falls
 * in has loaded: a component above the routes (the shell, which sets the page's title) is not
 * rendered again when the group's routes arrive, only the routes below it are.
 */
export function useMatchedHandles(pathname: string): RouteHandle[] {
  const handles = matchedHandles(use(AppRoutesContext), pathname);
  const pending = handles.find((handle) => handle.group && !handle.group.loaded())?.group;
  const [, groupLoaded] = useReducer((loads: number) => loads + 1, 0);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    pending.load().then(
      () => {
        if (current) groupLoaded();
      },
      // A group that failed to load shows its error where its routes render.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pending]);
  return handles;
}

/** The routes, rendered at the router's location. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <AppRoutesContext value={routes}>{useRoutes(routes)}</AppRoutesContext>;
}
