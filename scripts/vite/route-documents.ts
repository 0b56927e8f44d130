import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { OutputBundle, OutputChunk, RollupOutput } from 'rollup';
import type { Plugin } from 'vite';
import {
  HELD_PRELOADS_ATTRIBUTE,
  RELEASES_PRELOADS_ATTRIBUTE,
} from '../../apps/web/src/shell/early-frame-marks.ts';
import { SUPPORTED_LOCALES } from '../../packages/core/src/config/constants.ts';
import { messageAreasOfPage } from '../../packages/core/src/navigation/message-area-pages.ts';
import { prerenderedFile, routeFile } from '../prerendered-files.ts';
import { entryScriptTag, withFirstLoadHeld } from './held-first-load.ts';
import {
  appBuildOnly,
  chunkOf,
  closure,
  entryChunk,
  firstLoadFiles,
  journeyRouteFiles,
  type MessagesPreload,
  messagesPreload,
} from './route-preload.ts';

/**
 * `vite build` only: the HTML the server sends for a route names, as
 * `<link rel="modulepreload">` (and `preload` for stylesheets), every chunk that route needs —
 * its page's chunk (or the journey's and its step's screen) with their static imports, transitively,
 * from the build's own chunk graph — so the browser asks for them while it parses the HTML, beside
 * the entry, and code moved out of the entry costs no round trip.
 *
 * - A prerendered page (`prerendered/<locale><path>.html`) gets them in place, with its language's
 *   text chunk and message area (the file's language is known);
 * - every other route gets `routes/<path>.html`: index.html with its links (servers: static-server.ts,
 *   nginx-config.ts). The inline scripts stay index.html's, so the CSP's hashes hold for every file.
 *
 * Which module a page route loads is read from the app's route table as built for Node by the
 * prerender (prerender-route-frames.ts calls `writeRouteDocuments` once its pages are written): each
 * route's loader is `() => import("./<chunk>.js")` there, and that chunk's source module is the one
 * whose client chunk is preloaded. Journey routes come from the journey files (route-preload.ts).
 */

/**
 * A page route's path and the sources of the loaders its first visit runs, as the Node build of the
 * route table has them: its page's, after its route group's when it has one (account servicing's).
 */
export type PageRouteLoader = readonly [path: string, loaderSources: readonly string[]];

/** path → the modules each route loads, from the loaders' sources and the Node build's chunks. */
export function pageRouteModules(
  routeLoaders: readonly PageRouteLoader[],
  server: RollupOutput,
): Record<string, string[]> {
  // A chunk's source modules: its facade's, or, for a dynamic entry Rollup merged with what only it
  // imports (the servicing route table with service-flow-pages.ts), every module in it.
  const sourcesOf = new Map<string, readonly string[]>();
  for (const output of server.output) {
    if (output.type !== 'chunk') continue;
    const sources = output.facadeModuleId
      ? [output.facadeModuleId]
      : output.isDynamicEntry
        ? output.moduleIds
        : [];
    sourcesOf.set(basename(output.fileName), sources);
  }
  const modules: Record<string, string[]> = {};
  for (const [path, loaders] of routeLoaders) {
    modules[path] = loaders.flatMap((loader) => {
      const imported = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(loader)?.[1];
      return imported ? (sourcesOf.get(basename(imported)) ?? []) : [];
    });
  }
  return modules;
}

/** The links naming `files` (built file names, `assets/…`), as Vite's preload helper would add them. */
export function preloadLinks(files: readonly string[], base: string): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('\n    ');
}

/** The document with `links` after the entry's own preloads (or at the end of `<head>`). */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const heads = html.split('</head>');
  const head = heads[0] ?? '';
  const last = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].pop();
  const at = last?.index !== undefined ? last.index + last[0].length : head.length;
  return `${head.slice(0, at)}\n    ${links}${head.slice(at)}</head>${heads.slice(1).join('</head>')}`;
}

/**
 * The page's links as the HTML has them: in `<head>` (withPreloads), or, when one of the page's own
 * scripts releases them (the line page's early script), `route`'s in a `<template>` that script
 * moves into `<head>` once the page's largest paint is drawn. Over HTTP/1.1 the browser asks for
 * files on six connections in the order it finds them, and forty-odd chunks named ahead of the
 * sentence's script and read delayed the sentence by seconds (`npm start`'s server, any deploy that
 * is not HTTP/2 end to end); the first load, the language's texts and the frame's own files are
 * still named at once. The held links are still in the HTML: the page names every chunk it needs.
 * With `firstLoad`, the first load's and the language's are held too, for the boot script to release
 * once it has sent the reads the page's largest paint waits for (held-first-load.ts).
 */
export function withPagePreloads(
  html: string,
  first: string,
  route: string,
  firstLoad?: FirstLoadTags,
): string {
  if (!html.includes(RELEASES_PRELOADS_ATTRIBUTE))
    return withPreloads(html, [first, route].filter(Boolean).join('\n    '));
  const held = route ? `<template ${HELD_PRELOADS_ATTRIBUTE}>\n    ${route}\n    </template>` : '';
  if (!firstLoad) return withPreloads(withPreloads(html, first), held);
  // The first load itself waits for the boot script's reads (held-first-load.ts).
  return withFirstLoadHeld(withPreloads(html, held), firstLoad.tags, [firstLoad.entryPreload, first]);
}

/**
 * The first load's tags as Vite writes them into index.html (the entry's module script and a
 * modulepreload for each chunk it imports), and a modulepreload of the entry itself.
 */
export interface FirstLoadTags {
  tags: string[];
  entryPreload: string;
}

export function firstLoadTags(
  bundle: OutputBundle,
  firstLoad: ReadonlySet<string>,
  base: string,
): FirstLoadTags {
  const entry = entryChunk(bundle);
  if (!entry) throw new Error('the build has no entry chunk');
  const imported = [...firstLoad].filter((file) => file.endsWith('.js') && file !== entry.fileName);
  return {
    tags: [
      entryScriptTag(`${base}${entry.fileName}`),
      ...preloadLinks(imported, base).split('\n    '),
    ].filter(Boolean),
    entryPreload: preloadLinks([entry.fileName], base),
  };
}

/**
 * The document with each of `cssFiles` (built files, `assets/…`) as a `<style>` after the first
 * load's inlined ones (inline-entry-css.ts), or at the end of `<head>`: a prerendered frame's own
 * stylesheets, which its first paint needs and a `<link>` would block it on.
 *
 * The same chunks keep them in their CSS lists (a later page needs them), so each also gets a
 * `disabled` stylesheet link, which the browser does not fetch: Vite's preload helper skips a
 * stylesheet a `link[rel="stylesheet"]` already names, instead of downloading it again and holding
 * the import (and the page's hydration) until it has.
 */
export function withInlinedStyles(
  html: string,
  cssFiles: readonly string[],
  outDir: string,
  base = '/',
): string {
  const styles = cssFiles
    .map((file) => ({ file, css: readFileSync(join(outDir, file), 'utf8') }))
    // `</style` cannot occur in minified CSS Vite emits, but a broken build must not break HTML.
    .filter(({ css }) => !/<\/style/i.test(css))
    .map(
      ({ file, css }) =>
        `<style data-inlined="${file}">${css}</style>\n    <link rel="stylesheet" href="${base}${file}" disabled>`,
    )
    .join('\n    ');
  if (!styles) return html;
  const head = html.split('</head>')[0] ?? '';
  const last = [...head.matchAll(/<style data-inlined="[^"]*">[\s\S]*?<\/style>/g)].pop();
  const at = last?.index !== undefined ? last.index + last[0].length : head.length;
  return `${html.slice(0, at)}\n    ${styles}${html.slice(at)}`;
}

interface BuiltRoutes {
  base: string;
  /** Each journey route's files beyond the first load. */
  journey: Record<string, string[]>;
  firstLoad: Set<string>;
  messages?: MessagesPreload;
  bundle: OutputBundle;
}

export interface RouteDocuments {
  plugin: Plugin;
  /**
   * Writes every route's HTML into the build (after the prerendered pages are written);
   * `frameModules`: by path, the modules a prerendered page's frame is drawn by (its HTML only).
   */
  write(
    outDir: string,
    pageModules: Record<string, readonly string[]>,
    frameModules?: Record<string, readonly string[]>,
  ): number;
}

export function routeDocuments(): RouteDocuments {
  let built: BuiltRoutes | undefined;
  const { target, hooks } = appBuildOnly();
  const plugin: Plugin = {
    name: 'senda-route-documents',
    ...hooks,
    async generateBundle(_options, bundle) {
      if (!target.active || bundle['index.html']?.type !== 'asset') return;
      built = {
        base: target.base,
        journey: journeyRouteFiles(bundle),
        firstLoad: firstLoadFiles(bundle),
        messages: messagesPreload(bundle),
        bundle,
      };
    },
  };

  const filesOfPage = (routes: BuiltRoutes, modules: readonly string[]): string[] => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk: OutputChunk | undefined = chunkOf(routes.bundle, module);
      if (chunk) closure(routes.bundle, chunk, files);
    }
    return [...files].filter((file) => !routes.firstLoad.has(file));
  };

  /** The language's own chunks a page of that language starts with: its texts and its message areas. */
  const languageFiles = (routes: BuiltRoutes, path: string, locale: string): string[] => {
    const subtag = locale.split('-')[0]?.toLowerCase() ?? locale;
    const main = routes.messages?.files[subtag];
    const areaFiles = messageAreasOfPage(path).map((area) => routes.messages?.areas?.[subtag]?.[area]);
    return [main, ...areaFiles].filter((file): file is string => file !== undefined);
  };

  return {
    plugin,
    write(outDir, pageModules, frameModules = {}) {
      const routes = built;
      if (!routes) return 0;
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const firstLoad = firstLoadTags(routes.bundle, routes.firstLoad, routes.base);
      const byPath: Record<string, string[]> = { ...routes.journey };
      for (const [path, modules] of Object.entries(pageModules)) byPath[path] = filesOfPage(routes, modules);
      let written = 0;
      for (const [path, files] of Object.entries(byPath)) {
        const file = join(outDir, routeFile(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, withPreloads(indexHtml, preloadLinks(files, routes.base)));
        written++;
        for (const locale of SUPPORTED_LOCALES) {
          const prerendered = join(outDir, prerenderedFile(locale, path));
          if (!existsSync(prerendered)) continue;
          // The frame's own component (shell/frame-contents.ts), which the app loads before it
          // hydrates the page: its scripts asked for with the page, not after the first load has
          // run; its stylesheets in the HTML, which paints with them before any script.
          const frameFiles = filesOfPage(routes, frameModules[path] ?? []);
          const frameCss = frameFiles.filter((file) => file.endsWith('.css'));
          const first = [...new Set([...languageFiles(routes, path, locale), ...frameFiles])].filter(
            (file) => !frameCss.includes(file),
          );
          const route = files.filter((file) => !first.includes(file) && !frameCss.includes(file));
          const page = withPagePreloads(
            readFileSync(prerendered, 'utf8'),
            preloadLinks(first, routes.base),
            preloadLinks(route, routes.base),
            firstLoad,
          );
          // A chunk's stylesheets come before those of the chunks it imports in the closure; the
          // page's cascade wants the components' first and the screen's overriding them after.
          writeFileSync(prerendered, withInlinedStyles(page, [...frameCss].reverse(), outDir, routes.base));
        }
      }
      return written;
    },
  };
}
