import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK } from '../apps/web/src/shell/preloads-in-slices.ts';
import { resolveLocale } from '../packages/core/src/i18n/locale-resolution.ts';
import { STORAGE_KEYS, STORE_KEYS } from '../packages/core/src/stores/storage-keys.ts';
import { inlineScript, STEP_SCREEN_MODULES } from '../scripts/vite/route-preload.ts';

/**
 * The build preloads a journey route's screen from index.html (scripts/vite/route-preload.ts),
 * knowing which screen a step shows from the purchase's screen files, a module it imports. A file
 * moved without that table following would silently lose its route's preload: this says so.
 */
describe('STEP_SCREEN_MODULES', () => {
  it('names an existing screen file for each step', () => {
    expect(STEP_SCREEN_MODULES.size).toBeGreaterThan(0);
    for (const [step, file] of STEP_SCREEN_MODULES) expect(existsSync(file), `${step}: ${file}`).toBe(true);
  });
});

/**
 * Runs the inline script index.html gets against a page with this URL and storage, and returns
 * the links it adds: `now` before the first paint, `afterPaint` once a frame has been drawn.
 */
function runInlineScript(page: {
  search?: string;
  stored?: string;
  storageFails?: boolean;
  pathname?: string;
  /** navigator.languages; absent = an old webview with navigator.language only. */
  languages?: string[];
  language?: string;
  /** The cached global config's raw stored value. */
  cachedConfig?: string;
  /** Stylesheets the page already names with a `link[rel="stylesheet"]` (a prerendered frame's). */
  stylesheets?: string[];
  /** Plan selection's route files, when not one script and one stylesheet. */
  routeFiles?: string[];
}) {
  const added: string[] = [];
  /** How many links each insertion into the head added, in order. */
  const insertions: number[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const link = () => ({ rel: '', as: '', href: '', crossOrigin: null as string | null });
  const document = {
    createElement: link,
    querySelector: (selector: string) =>
      (page.stylesheets ?? []).some((href) => selector === `link[rel="stylesheet"][href="${href}"]`)
        ? {}
        : null,
    createDocumentFragment: () => ({
      children: [] as ReturnType<typeof link>[],
      appendChild(child: ReturnType<typeof link>) {
        this.children.push(child);
      },
    }),
    head: {
      appendChild(node: ReturnType<typeof link> | { children: ReturnType<typeof link>[] }) {
        const children = 'children' in node ? node.children : [node];
        insertions.push(children.length);
        for (const child of children) added.push(`${child.rel} ${child.href}`);
      },
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (page.storageFails) throw new Error('SecurityError');
      if (key === STORAGE_KEYS.locale) return page.stored ?? null;
      return key === STORE_KEYS.globalConfig ? (page.cachedConfig ?? null) : null;
    },
  };
  const location = { search: page.search ?? '', pathname: page.pathname ?? '/web/pre-checkout' };
  const routeFiles = page.routeFiles ?? ['assets/screen.js', 'assets/screen.css'];
  const script = inlineScript(routeFiles, { '/web/pre-checkout': routeFiles.map((_, index) => index) }, '/', {
    files: { es: 'assets/es-MX.js', en: 'assets/en-US.js' },
    fallback: 'en',
    areas: {
      es: { manage: 'assets/es-MX-manage.js', flows: 'assets/es-MX-flows.js' },
      en: { manage: 'assets/en-US-manage.js', flows: 'assets/en-US-flows.js' },
    },
    pages: { '/manage/order': ['manage'], '/manage/plan-switch/plans': ['manage', 'flows'] },
  });
  const navigator = { languages: page.languages, language: page.language };
  new Function(
    'document',
    'localStorage',
    'location',
    'navigator',
    'requestAnimationFrame',
    'setTimeout',
    script,
  )(
    document,
    localStorage,
    location,
    navigator,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  const now = [...added];
  const before = insertions.length;
  for (const frame of frames) frame();
  const insertionsBeforeTasks = insertions.length - before;
  // Each task runs on its own, as the event loop runs them; one may queue the next.
  const inTasks: number[][] = [];
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const from = insertions.length;
    task();
    inTasks.push(insertions.slice(from));
  }
  return { now, afterPaint: added.slice(now.length), insertionsBeforeTasks, inTasks };
}

describe('index.html inline preload script', () => {
  it('asks for the language chunk before the first paint, and the route files after it', () => {
    const { now, afterPaint } = runInlineScript({});
    expect(now).toEqual(['modulepreload /assets/en-US.js']);
    expect(afterPaint).toEqual(['modulepreload /assets/screen.js', 'preload /assets/screen.css']);
  });

  it('asks for many route files a few per task, in their order, none in the paint frame itself', () => {
    const routeFiles = Array.from({ length: 14 }, (_, index) => `assets/chunk-${index}.js`);
    const { afterPaint, insertionsBeforeTasks, inTasks } = runInlineScript({ routeFiles });
    expect(afterPaint).toEqual(routeFiles.map((file) => `modulepreload /${file}`));
    expect(insertionsBeforeTasks).toBe(0);
    // One insertion in each task, PRELOADS_PER_TASK links at most.
    expect(inTasks).toEqual([[PRELOADS_PER_TASK], [PRELOADS_PER_TASK], [14 - 2 * PRELOADS_PER_TASK]]);
  });

  it('does not download again a stylesheet the page carries inline (named by a disabled link)', () => {
    expect(runInlineScript({ stylesheets: ['/assets/screen.css'] }).afterPaint).toEqual([
      'modulepreload /assets/screen.js',
    ]);
  });

  it('adds no route files on a page that is not a journey step, but still the language', () => {
    expect(runInlineScript({ pathname: '/orderlist' })).toMatchObject({
      now: ['modulepreload /assets/en-US.js'],
      afterPaint: [],
    });
  });

  it('on a page that shows a message area, asks for that area in the same language with it', () => {
    expect(runInlineScript({ pathname: '/manage/order', languages: ['es-MX'] })).toMatchObject({
      now: ['modulepreload /assets/es-MX.js', 'modulepreload /assets/es-MX-manage.js'],
      afterPaint: [],
    });
    expect(runInlineScript({ pathname: '/manage/order/', search: '?setlocale=en' }).now).toEqual([
      'modulepreload /assets/en-US.js',
      'modulepreload /assets/en-US-manage.js',
    ]);
  });

  it('on a page that shows two areas (a service flow’s), asks for both in the same language', () => {
    expect(runInlineScript({ pathname: '/manage/plan-switch/plans', languages: ['es-MX'] }).now).toEqual([
      'modulepreload /assets/es-MX.js',
      'modulepreload /assets/es-MX-manage.js',
      'modulepreload /assets/es-MX-flows.js',
    ]);
  });

  it('takes no junk language for one of its own keys', () => {
    expect(runInlineScript({ search: '?setlocale=constructor' }).now).toEqual([
      'modulepreload /assets/en-US.js',
    ]);
  });

  const config = (language: unknown) =>
    JSON.stringify({ version: 1, state: { result: { country_config: { default_language: language } } } });

  // The app starts in core's order: setlocale, the stored choice, the browser's languages, the
  // cached config's country default, the default; junk is skipped.
  it.each([
    { search: '', stored: undefined },
    { search: '', languages: ['es'] },
    { search: '', languages: ['es-419', 'en'] },
    { search: '', languages: ['fr-FR', 'de', 'es-US'] },
    { search: '', languages: ['en-GB', 'es-MX'] },
    { search: '', languages: [], language: 'es-MX' },
    { search: '', language: 'es' },
    { search: '', languages: ['fr'], cachedConfig: config('es-MX') },
    { search: '', languages: ['es'], cachedConfig: config('en-US') },
    { search: '', languages: ['pt-BR'], cachedConfig: '{"broken' },
    { search: '', languages: ['pt-BR'], cachedConfig: config(42) },
    { search: '', stored: 'en-US', languages: ['es-MX'] },
    { search: '?setlocale=en', stored: 'es-MX', languages: ['es-MX'] },
    { search: '', languages: ['es-MX'], cachedConfig: config('es-MX'), storageFails: true },
    { search: '?setlocale=es', stored: undefined },
    { search: '?setlocale=ES_mx', stored: 'en-US' },
    { search: '?setlocale=en-US', stored: 'es-MX' },
    { search: '?setlocale=fr', stored: 'es-MX' },
    { search: '?setlocale=%3Cscript%3E', stored: undefined },
    { search: '', stored: 'es-MX' },
    { search: '', stored: ' es-419 ' },
    { search: '', stored: '{"broken' },
    { search: '?setlocale=es-MX', storageFails: true },
    { search: '', stored: 'es-MX', storageFails: true },
  ])('preloads the language the app will start in: $search / $stored', (page) => {
    const cached = page.storageFails || !page.cachedConfig ? undefined : safeJson(page.cachedConfig);
    const expected = resolveLocale({
      setlocale: new URLSearchParams(page.search).get('setlocale') ?? undefined,
      stored: page.storageFails ? undefined : page.stored,
      browser: page.languages?.length ? page.languages : page.language,
      countryDefault: cached?.state?.result?.country_config?.default_language,
    });
    expect(runInlineScript(page).now).toEqual([`modulepreload /assets/${expected}.js`]);
  });
});

function safeJson(raw: string): { state?: { result?: { country_config?: { default_language?: unknown } } } } {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}
