import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin, ResolvedConfig } from 'vite';
import { PURCHASE_SCREEN_FILES } from '../../apps/web/src/features/purchase/purchase-screen-files.ts';
import { PRELOADS_PER_TASK } from '../../apps/web/src/shell/preloads-in-slices.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../packages/core/src/config/constants.ts';
import { LAZY_AREAS, type MessageArea } from '../../packages/core/src/i18n/messages/message-area-prefixes.ts';
import {
  MESSAGE_AREA_PAGES,
  messageAreasOfPage,
} from '../../packages/core/src/navigation/message-area-pages.ts';
import { STORAGE_KEYS, STORE_KEYS } from '../../packages/core/src/stores/storage-keys.ts';
import { compiledMessagesId } from './precompiled-messages.ts';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: a journey step opened directly (a link, a reload, a deep link) starts
 * downloading its chunks with the page, not after the app has downloaded, started and asked the
 * gateway which step the route is.
 *
 * index.html gets a small inline script with, for each journey route, the chunks and stylesheets
 * the journey routes and that step's screen need (the journey files say which step a route is,
 * the purchase's screen files which screen shows it); it adds `modulepreload` / `preload` links for the
 * route being opened. The files are the same lazy chunks the app imports later, which then come
 * from the cache; nothing else changes, and the first load's own files are left out.
 *
 * The same script preloads the visitor's language chunk at once. The app asks for it only after
 * its scripts have run, and every screen waits for it: fetched beside the scripts instead, it is
 * there when they are (one round trip less before the first screen on a slow network).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JOURNEYS = `${ROOT}journeys/`;
const PURCHASE_DIR = `${ROOT}apps/web/src/features/purchase/`;
/** The journeys the journey runtime runs (the purchase's); plan-switch has screens of its own. */
const JOURNEY_FILES = ['purchase.json', 'retail-purchase.json'];
/** Every journey route renders these (journey-routes.tsx under the purchase's root). */
export const JOURNEY_MODULES = [
  `${PURCHASE_DIR}purchase-journey-root.tsx`,
  `${ROOT}apps/web/src/features/journey/journey-step-page.tsx`,
];
/** step name → the module id of its screen, from the purchase's screen files (a module, not its source). */
export const STEP_SCREEN_MODULES: ReadonlyMap<string, string> = new Map(
  Object.entries(PURCHASE_SCREEN_FILES).map(([step, file]) => [step, `${PURCHASE_DIR}${file}`]),
);

export interface StepRoute {
  name: string;
  route: string;
}

/** Every `{ name, route }` in those journeys (steps; exits have no screen and are skipped later). */
export function journeyRoutes(): StepRoute[] {
  const found: StepRoute[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const { name, route } = node as Record<string, unknown>;
      if (typeof name === 'string' && typeof route === 'string') found.push({ name, route });
      Object.values(node).forEach(visit);
    }
  };
  for (const file of JOURNEY_FILES) visit(JSON.parse(readFileSync(`${JOURNEYS}${file}`, 'utf8')));
  return found;
}

export function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.includes(moduleId),
  );
}

/** The chunk's file, the chunks it imports statically, and their stylesheets. */
export function closure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported, files);
  }
  return files;
}

/** The language chunks by language subtag ('es' → es-MX's chunk), and the default language's subtag. */
export interface MessagesPreload {
  files: Record<string, string>;
  fallback: string;
  /** Per subtag, each message area's chunk (core's message-areas.ts). */
  areas?: Record<string, Partial<Record<MessageArea, string>>>;
  /** The areas each page shows, by path: index.html asks for them with the language chunk. */
  pages?: Record<string, MessageArea[]>;
}

/**
 * The inline script. Two parts:
 * - the language chunk, requested at once: the language the app will start in is the `setlocale`
 *   parameter's, else the one stored by the last choice (the raw `locale` key, written with the
 *   locale store), else the browser's first language of ours, else the cached global config's
 *   country default, else the default — core's resolveLocale order for what exists at start-up.
 *   By language subtag only; a wrong guess costs one unused download, never a wrong language;
 *   on a page that shows message areas (account servicing), those areas' chunks in the same
 *   language too, which the page's route would otherwise ask for only once the scripts have run;
 * - `window.location.pathname`'s route files (~2 KB gzip for every route), after the first paint,
 *   so the stylesheets and scripts the page paints with are not slowed down by them.
 */
export function inlineScript(
  files: string[],
  routes: Record<string, number[]>,
  base: string,
  messages?: MessagesPreload,
): string {
  const data = JSON.stringify({
    f: files,
    r: routes,
    m: messages?.files ?? {},
    d: messages?.fallback ?? '',
    a: messages?.areas ?? {},
    p: messages?.pages ?? {},
  });
  return (
    `(function(d){var b=${JSON.stringify(base)};` +
    // Same mode as the links Vite's preload helper adds later, so those reuse these downloads.
    `function k(f){var l=document.createElement('link');` +
    `if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload';l.as='script'}` +
    `l.crossOrigin='';l.href=b+f;return l}` +
    // A junk value at one level is skipped, as the app skips it. By subtag: 'es', 'en'.
    `function g(t){var s=String(t||'').trim().toLowerCase().split(/[-_]/)[0];return {}.hasOwnProperty.call(d.m,s)?s:void 0}var m;` +
    `try{m=g(new URLSearchParams(location.search).get('setlocale'))||g(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.locale)}))}catch(e){}` +
    `try{var n=navigator.languages;(n&&n.length?n:[navigator.language]).forEach(function(t){m=m||g(t)});` +
    `m=m||g(JSON.parse(localStorage.getItem(${JSON.stringify(STORE_KEYS.globalConfig)})).state.result.country_config.default_language)}catch(e){}` +
    `m=m||(d.m[d.d]?d.d:void 0);var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `if(m){document.head.appendChild(k(d.m[m]));(d.p[p]||[]).forEach(function(a){var q=d.a[m]&&d.a[m][a];if(q)document.head.appendChild(k(q))})}` +
    `var r=d.r[p];if(!r)return;` +
    // A stylesheet a prerendered page carries inline (named by a `disabled` link: route-documents.ts)
    // is not downloaded again.
    `requestAnimationFrame(function(){var l=r.map(function(i){return d.f[i]}).filter(function(f){` +
    `return !document.querySelector('link[rel="stylesheet"][href="'+b+f+'"]')});` +
    // PRELOADS_PER_TASK in each task, in order (preloads-in-slices.ts: one insertion of forty-odd
    // links is one long task on a slow phone).
    `(function s(){setTimeout(function(){var x=document.createDocumentFragment();` +
    `l.splice(0,${PRELOADS_PER_TASK}).forEach(function(f){x.appendChild(k(f))});` +
    `document.head.appendChild(x);if(l.length)s()})})()})})(${data});`
  );
}

/** Each supported language's compiled chunks (main and areas), by language subtag, and the areas' pages. */
export function messagesPreload(bundle: OutputBundle): MessagesPreload | undefined {
  const subtag = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale;
  const files: Record<string, string> = {};
  const areas: Record<string, Partial<Record<MessageArea, string>>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const chunk = chunkOf(bundle, compiledMessagesId(locale));
    if (!chunk) return undefined;
    files[subtag(locale)] = chunk.fileName;
    const byArea: Partial<Record<MessageArea, string>> = {};
    for (const area of LAZY_AREAS) {
      const areaChunk = chunkOf(bundle, compiledMessagesId(locale, area));
      if (areaChunk) byArea[area] = areaChunk.fileName;
    }
    areas[subtag(locale)] = byArea;
  }
  const paths = new Set(LAZY_AREAS.flatMap((area) => MESSAGE_AREA_PAGES[area]));
  const pages = Object.fromEntries([...paths].map((path) => [path, messageAreasOfPage(path)]));
  return { files, fallback: subtag(DEFAULT_LOCALE), areas, pages };
}

/** The app's entry chunk (index.html's module script). */
export const entryChunk = (bundle: OutputBundle): OutputChunk | undefined =>
  Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);

/** The entry's chunk and everything it imports statically: what every page load downloads. */
export function firstLoadFiles(bundle: OutputBundle): Set<string> {
  const entry = entryChunk(bundle);
  return entry ? closure(bundle, entry) : new Set();
}

/**
 * Each journey route's chunks and stylesheets beyond the first load: the journey's own modules
 * (JOURNEY_MODULES) and its step's screen (STEP_SCREEN_MODULES), with their static imports.
 */
export function journeyRouteFiles(bundle: OutputBundle): Record<string, string[]> {
  const firstLoad = firstLoadFiles(bundle);
  const screens = STEP_SCREEN_MODULES;
  const common = new Set<string>();
  for (const id of JOURNEY_MODULES) {
    const chunk = chunkOf(bundle, id);
    if (chunk) closure(bundle, chunk, common);
  }
  const routes: Record<string, string[]> = {};
  for (const { name, route } of journeyRoutes()) {
    const screen = screens.get(name);
    const chunk = screen ? chunkOf(bundle, screen) : undefined;
    if (!chunk) continue;
    const wanted = [...closure(bundle, chunk, new Set(common))].filter((file) => !firstLoad.has(file));
    routes[route] = [...new Set([...(routes[route] ?? []), ...wanted])];
  }
  return routes;
}

/**
 * What the app's own build plugins share: they run after the bundle is made, and only in the app's
 * build (Storybook builds the same Vite config, without the app's index.html routes); `target.base`
 * is the build's base path once the config is resolved.
 */
export function appBuildOnly() {
  const target = { base: '/', active: true };
  const hooks = {
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      target.base = config.base;
      target.active = !isStorybookBuild(config);
    },
  } satisfies Partial<Plugin>;
  return { target, hooks };
}

export function routePreload(): Plugin {
  const { target, hooks } = appBuildOnly();
  return {
    name: 'senda-route-preload',
    ...hooks,
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!target.active || html?.type !== 'asset') return;
      const journeyFiles = journeyRouteFiles(bundle);
      const files: string[] = [];
      const index = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const routes = Object.fromEntries(
        Object.entries(journeyFiles).map(([route, needed]) => [route, needed.map(index)]),
      );
      const messages = messagesPreload(bundle);
      if (Object.keys(routes).length === 0 && !messages) return;

      const script = `<script>${inlineScript(files, routes, target.base, messages)}</script>`;
      // Last in the body: the page's own stylesheets and scripts are requested first.
      html.source = String(html.source).replace(/(\s*)<\/body>/, `$1  ${script}$1</body>`);
    },
  };
}
