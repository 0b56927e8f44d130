import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import type { RenderedFrame } from '../../apps/web/src/prerender/prerendered-routes.ts';
import { RELEASES_PRELOADS_ATTRIBUTE } from '../../apps/web/src/shell/line-status-frame-marks.ts';
import { MINIFY_OPTIONS } from './minify-options.ts';
import type { PageScriptTags } from './prerender-route-frames.ts';
import { appBuildOnly } from './route-preload.ts';

/**
 * `vite build` only: the line page's early script (apps/web/src/features/manage/order/
 * early-line-status-fill.ts), bundled on its own and loaded by the line page's prerendered HTML.
 *
 * As a chunk of the app's build it shared its modules (valibot, core's schemas) with the first
 * load, so it could run only once the first load's 220 KB had arrived and been evaluated: the
 * status sentence, the page's largest paint, waited for them although the order was in. Bundled
 * here with nothing shared it is about 9 KB gzip, duplicated on purpose, and runs as soon as it
 * has arrived and the frame is parsed: `async`, so it never holds the parser, placed right after the
 * frame (prerender-route-frames.ts), with a high priority among the page's chunks.
 *
 * The file is `assets/early-line-status-<hash>.js` beside the app's chunks (the same long cache,
 * the same `script-src 'self'`); `tag(frame)` is its `<script>` for a prerendered page whose frame
 * carries the line's status texts, with a high-priority preload for the head (asked for before the
 * app's chunks, which over HTTP/1.1 it otherwise queued behind), and nothing for any other page.
 * The tag is marked as releasing the page's held preloads: the page's own chunks are asked for once
 * the sentence is painted (route-documents.ts, early-line-status-fill.ts).
 */
const ENTRY = fileURLToPath(
  new URL('../../apps/web/src/features/manage/order/early-line-status-script.ts', import.meta.url),
);

export interface EarlyLineStatusScript {
  plugin: Plugin;
  /** The script's tag and its preload for a prerendered page, or '' when its frame has no line status. */
  tag(frame: RenderedFrame['frame']): PageScriptTags;
}

export function earlyLineStatusScript(): EarlyLineStatusScript {
  const { target, hooks } = appBuildOnly();
  let src: string | undefined;
  const plugin: Plugin = {
    name: 'senda-early-line-status-script',
    ...hooks,
    async generateBundle() {
      if (!target.active) return;
      const result = await build({
        entryPoints: [ENTRY],
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
      if (!code) throw new Error('the early line status script came out empty');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const fileName = `assets/early-line-status-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      src = `${target.base}${fileName}`;
    },
  };
  return {
    plugin,
    tag: (frame) =>
      src && frame.lineStatus
        ? {
            head: `<link rel="preload" as="script" fetchpriority="high" href="${src}">`,
            body: `<script async fetchpriority="high" src="${src}" ${RELEASES_PRELOADS_ATTRIBUTE}></script>`,
          }
        : { head: '', body: '' },
  };
}
