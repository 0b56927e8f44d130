import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject, StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AppRoutes,
  LazyRoute,
  lazyModule,
  loadMatchedRoutes,
  matchedHandles,
  routeGroup,
} from './lazy-route';

// react-router's own matchRoutes, counted: the shell's title asks on every render.
vi.mock('react-router-dom', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-router-dom')>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

/** A page route as the router makes them: its module loads on first match. */
const page = (path: string, text: string): RouteObject => {
  const module = lazyModule(async () => () => <p>{text}</p>);
  return { path, handle: { titleId: `title ${path}`, module }, element: <LazyRoute module={module} /> };
};

/** A table of two storefront pages and a group under /manage and /profile, and how often it loaded. */
function table() {
  const load = vi.fn(async () => [
    page('/manage/order', 'line page'),
    page('/manage/plan-switch/plans', 'plans'),
    page('/profile', 'profile'),
    page('/profile/email', 'e-mail'),
  ]);
  const routes: RouteObject[] = [
    page('/', 'home'),
    page('/web/pre-checkout', 'plan selection'),
    ...routeGroup(['/manage', '/profile'], load, { path: '*', element: <p>not found</p> }),
    { path: '*', element: <p>not found</p> },
  ];
  return { routes, load };
}

const render = (routes: RouteObject[], path: string) =>
  renderToString(
    <StaticRouter location={path}>
      <AppRoutes routes={routes} />
    </StaticRouter>,
  );

const titles = (routes: RouteObject[], path: string) =>
  matchedHandles(routes, path).flatMap((handle) => (handle.titleId ? [handle.titleId] : []));

describe('route groups (account servicing outside the first load)', () => {
  it('loads nothing of a group for a page outside it', async () => {
    const { routes, load } = table();
    await loadMatchedRoutes(routes, '/web/pre-checkout');
    expect(load).not.toHaveBeenCalled();
    expect(render(routes, '/web/pre-checkout')).toContain('plan selection');
  });

  it("loads the group, then its page's module, before the first render of a page in it", async () => {
    const { routes, load } = table();
    expect(titles(routes, '/manage/plan-switch/plans')).toEqual([]);
    await loadMatchedRoutes(routes, '/manage/plan-switch/plans');
    expect(load).toHaveBeenCalledTimes(1);
    expect(titles(routes, '/manage/plan-switch/plans')).toEqual(['title /manage/plan-switch/plans']);
    // Both settled before the render: the page renders at once, as a hydration needs.
    expect(render(routes, '/manage/plan-switch/plans')).toContain('plans');
  });

  it('matches a page at the prefix itself and under each prefix, from one load', async () => {
    const { routes, load } = table();
    for (const [path, text] of [
      ['/profile', 'profile'],
      ['/profile/email', 'e-mail'],
      ['/manage/order', 'line page'],
    ] as const) {
      await loadMatchedRoutes(routes, path);
      expect(render(routes, path)).toContain(text);
      expect(titles(routes, path)).toEqual([`title ${path}`]);
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends a path under a prefix that no page has to the group's unmatched route", async () => {
    const { routes } = table();
    await loadMatchedRoutes(routes, '/manage/nothing-here');
    expect(render(routes, '/manage/nothing-here')).toContain('not found');
    // A prefix is a whole path segment: /manager is not under /manage.
    expect(render(routes, '/manager')).toContain('not found');
  });

  it('keeps a failed download failed for this page load (its error boundary offers a reload)', async () => {
    const failing = vi.fn(async (): Promise<RouteObject[]> => {
      throw new Error('offline');
    });
    const routes = routeGroup(['/manage'], failing, { path: '*', element: null });
    await loadMatchedRoutes(routes, '/manage/order');
    await loadMatchedRoutes(routes, '/manage/order');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(() => render(routes, '/manage/order')).toThrow('offline');
  });
});

describe('matchedHandles', () => {
  it('matches a table once per path, however often the shell asks, and sees a group once it loads', async () => {
    const { routes } = table();
    const match = vi.mocked(matchRoutes);
    match.mockClear();
    for (let render = 0; render < 5; render += 1) titles(routes, '/manage/order');
    expect(match).toHaveBeenCalledTimes(1);
    await loadMatchedRoutes(routes, '/manage/order');
    for (let render = 0; render < 5; render += 1)
      expect(titles(routes, '/manage/order')).toEqual(['title /manage/order']);
    // The app's table once, the group's table once.
    expect(match).toHaveBeenCalledTimes(2);
    // Another group (its own table) once it loads: the page's title appears.
    expect(titles(routes, '/profile/email')).toEqual([]);
    await loadMatchedRoutes(routes, '/profile/email');
    expect(titles(routes, '/profile/email')).toEqual(['title /profile/email']);
    expect(match).toHaveBeenCalledTimes(4);
  });
});
