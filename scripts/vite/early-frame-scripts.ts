import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import type { RenderedFrame } from '../../apps/web/src/prerender/prerendered-routes.ts';
import { RELEASES_PRELOADS_ATTRIBUTE } from '../../apps/web/src/shell/early-frame-marks.ts';
import { MINIFY_OPTIONS } from './minify-options.ts';
import type { PageScriptTags } from './prerender-route-frames.ts';
import { appBuildOnly } from './route-preload.ts';

/**
 * `vite build` only: the early scripts of the pages opened from a link (the line page, pay-by-link,
 * the reschedule link), each bundled on its own and loaded by its page's prerendered HTML: the shared fill
 * (apps/web/src/shell/early-frame-fill.ts) with that page's reader, which writes the sentence its
 * link's answer decides into the frame.
 *
 * As a chunk of the app's build it shared its modules (valibot, core's schemas) with the first
 * load, so it could run only once the first load's 220 KB had arrived and been evaluated: the
 * sentence, the page's largest paint, waited for them although the answer was in. Bundled here
 * with nothing shared each is a few KB gzip (the line page's about 9), duplicated on purpose, and
 * runs as soon as it has arrived and the frame is parsed: `async`, so it never holds the parser,
 * placed right after the frame (prerender-route-frames.ts), with a high priority among the page's
 * chunks. One script per page, so that no page downloads another's reader.
 *
 * Each file is `assets/early-<reader>-<hash>.js` beside the app's chunks (the same long cache, the
 * same `script-src 'self'`); `tag(frame)` is its `<script>` for a prerendered page whose frame names
 * that reader, with a high-priority preload for the head (asked for before the app's chunks, which
 * over HTTP/1.1 it otherwise queued behind), and nothing for any other page. The tag is marked as
 * releasing the page's held preloads: the page's own chunks are asked for once the sentence is
 * painted (route-documents.ts, early-frame-fill.ts).
 */
const FEATURES = fileURLToPath(new URL('../../apps/web/src/features/', import.meta.url));
const ENTRY_NAME = /^early-([a-z][a-z-]*)-script\.ts$/;

/**
 * Each page's early script, by its reader's name: the app's `early-<reader>-script.ts` files, found
 * under its features by their name, so a flow adds its own in its folder and nothing here names it.
 */
export function earlyScriptEntries(folder = FEATURES): Record<EarlyReader, string> {
  const entries: Record<EarlyReader, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const reader = entry.isFile() ? ENTRY_NAME.exec(entry.name)?.[1] : undefined;
    if (reader === undefined) continue;
    if (entries[reader]) throw new Error(`two early scripts for the ${reader} reader`);
    entries[reader] = join(entry.parentPath, entry.name);
  }
  return entries;
}

type EarlyReader = NonNullable<RenderedFrame['frame']['early']>['reader'];

export interface EarlyFrameScripts {
  plugin: Plugin;
  /** The script's tag and its preload for a prerendered page, or '' when its frame has no early sentence. */
  tag(frame: RenderedFrame['frame']): PageScriptTags;
}

export function earlyFrameScripts(): EarlyFrameScripts {
  const { target, hooks } = appBuildOnly();
  const sources = new Map<EarlyReader, string>();
  const plugin: Plugin = {
    name: 'senda-early-frame-scripts',
    ...hooks,
    async generateBundle() {
      if (!target.active) return;
      for (const [reader, entry] of Object.entries(earlyScriptEntries())) {
        const result = await build({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'iife',
          // The app's own target (vite.config.ts), so it runs wherever the app does.
          target: 'es2022',
          legalComments: 'none',
          logLevel: 'error',
        });
        // Minified as the app's chunks are (terser's passes take 0.75 KB gzip more off than esbuild's).
        const bundled = result.outputFiles[0]?.text;
        const code = bundled && (await minify(bundled, MINIFY_OPTIONS.terserOptions)).code;
        if (!code) throw new Error(`the ${reader} early script came out empty`);
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = `assets/early-${reader}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        sources.set(reader, `${target.base}${fileName}`);
      }
    },
  };
  return {
    plugin,
    tag: (frame) => {
      const src = frame.early && sources.get(frame.early.reader);
      return src
        ? {
            head: `<link rel="preload" as="script" fetchpriority="high" href="${src}">`,
            body: `<script async fetchpriority="high" src="${src}" ${RELEASES_PRELOADS_ATTRIBUTE}></script>`,
          }
        : { head: '', body: '' };
    },
  };
}
