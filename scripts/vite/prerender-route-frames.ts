import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { RollupOutput } from 'rollup';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { readAppConfig } from '../../apps/web/src/app/app-config.ts';
import type { RenderedFrame } from '../../apps/web/src/prerender/prerendered-routes.ts';
import type { AppConfig } from '../../apps/web/src/shared/app-services.types.ts';
import { FRAME_CONTENT_FILES } from '../../apps/web/src/shell/frame-content-files.ts';
import { SUPPORTED_LOCALES } from '../../packages/core/src/config/constants.ts';
import { PRERENDERED_DIR, prerenderedFile } from '../prerendered-files.ts';
import { BUILD_CONSTANTS } from './build-constants.ts';
import { mergedMessages } from './merged-messages.ts';
import { type PageRouteLoader, pageRouteModules } from './route-documents.ts';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: each page of apps/web/src/prerender/prerendered-routes.ts gets
 * its HTML prerendered, once per language, so its first paint is the page's frame — layout,
 * heading, placeholders — from the HTML alone, not a spinner after the scripts have run.
 *
 * Once the browser build is written, the app's prerender module is built for Node (same aliases,
 * same CSS-module class names, same build constants) and run; each page's `#root` content goes
 * into a copy of the built index.html (same scripts, so the same CSP hashes), with the page's title,
 * its language, and the frame's description in `#root[data-frame]` for the app to hydrate from
 * (apps/web/src/shared/first-frame.ts). The files are `prerendered/<locale><path>.html`; the
 * servers choose the language by core's documentLocale (scripts/static-server.ts, nginx-config.ts).
 */
const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../apps/web/src/prerender/render-route-frames.tsx', import.meta.url));

/** render-route-frames.tsx's export, as built for Node (the .tsx itself is not part of the tooling project). */
type RenderRouteFrames = (config: AppConfig, locales: readonly string[]) => Promise<RenderedFrame[]>;

/**
 * Once the pages are written: every route's HTML (route-documents.ts), with each page route's
 * modules and each prerendered frame's own component's (apps/web/src/shell/frame-content-files.ts).
 */
type AfterPrerender = (
  outDir: string,
  pageModules: Record<string, string[]>,
  frameModules: Record<string, string[]>,
) => void;

const APP_SOURCE = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/** By path, the module that draws a prerendered frame's content (none for a generic frame). */
export function frameContentModules(frames: readonly RenderedFrame[]): Record<string, string[]> {
  const modules: Record<string, string[]> = {};
  for (const { frame } of frames)
    if (frame.content) modules[frame.path] = [`${APP_SOURCE}${FRAME_CONTENT_FILES[frame.content]}`];
  return modules;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A page's own scripts (a link page's early script: early-frame-scripts.ts): `body`, its
 * tag, right after the frame; `head`, a preload of it, right after the boot script, ahead of the
 * entry and every modulepreload the page names.
 */
export interface PageScriptTags {
  head: string;
  body: string;
}
type PageScripts = (frame: RenderedFrame['frame']) => PageScriptTags;

/**
 * The built index.html with one page's prerendered frame in it, and the page's own scripts (if any)
 * right after the frame: an `async` script runs only once the parser has reached its tag, so the
 * frame it writes into is always there (in `<head>`, one arriving from the cache before the body
 * found no frame). Its preload goes right after the boot script (the first script in `<head>`),
 * before the entry and the page's modulepreloads: on HTTP/1.1 the browser asks for files in the
 * order it finds them on six connections, and behind the line page's forty-odd chunks the early
 * script waited seconds for a connection (`npm start`'s server, any deploy not HTTP/2 end to end).
 */
export function prerenderedDocument(
  indexHtml: string,
  rendered: RenderedFrame,
  pageScripts: PageScriptTags = { head: '', body: '' },
): string {
  const root = `<div id="root" data-frame="${escapeAttribute(JSON.stringify(rendered.frame))}">${rendered.html}</div>`;
  const after = pageScripts.body ? `\n    ${pageScripts.body}` : '';
  const withRoot = indexHtml.replace(
    /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/,
    `${root}${after}\n    `,
  );
  if (withRoot === indexHtml) throw new Error('index.html has no #root to prerender into');
  const bootScriptEnd = withRoot.indexOf('</script>');
  if (pageScripts.head && (bootScriptEnd < 0 || bootScriptEnd > withRoot.indexOf('</head>')))
    throw new Error('index.html has no boot script in <head> to put the page script preload after');
  const withHead = pageScripts.head
    ? `${withRoot.slice(0, bootScriptEnd + 9)}\n    ${pageScripts.head}${withRoot.slice(bootScriptEnd + 9)}`
    : withRoot;
  return withHead
    .replace(/<html lang="[^"]*">/, `<html lang="${rendered.frame.locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`);
}

export function prerenderRouteFrames(afterPrerender?: AfterPrerender, pageScripts?: PageScripts): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'senda-prerender-route-frames',
    apply: 'build',
    configResolved(resolved) {
      // Storybook's build is not the storefront's.
      config = isStorybookBuild(resolved) ? undefined : resolved;
    },
    async closeBundle() {
      if (!config) return;
      // Inside the workspace's node_modules, so the server build finds React and the other
      // libraries it leaves external; a folder of its own, so builds running at once (tests, bench)
      // keep apart.
      const serverOut = mkdtempSync(join(NODE_MODULES, '.senda-prerender-'));
      const { frames, pageModules } = await renderInNode(config, serverOut).finally(() =>
        rmSync(serverOut, { recursive: true, force: true }),
      );
      // Vite keeps a relative outDir (`npm run build:sandbox`'s) relative to the root until it writes.
      const outDir = resolve(config.root, config.build.outDir);
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const rendered of frames) {
        const file = join(outDir, prerenderedFile(rendered.frame.locale, rendered.frame.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, prerenderedDocument(indexHtml, rendered, pageScripts?.(rendered.frame)));
      }
      config.logger.info(`prerendered ${frames.length} pages (${PRERENDERED_DIR}/)`);
      afterPrerender?.(outDir, pageModules, frameContentModules(frames));
    },
  };
}

/** Builds the app's prerender module for Node into `serverOut`, and runs it. */
async function renderInNode(
  config: ResolvedConfig,
  serverOut: string,
): Promise<{ frames: RenderedFrame[]; pageModules: Record<string, string[]> }> {
  const output = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: config.mode,
    envDir: config.envDir,
    define: BUILD_CONSTANTS,
    resolve: { alias: config.resolve.alias },
    // The languages as the app's loadMessages imports them: the shared bundles and the flow wings'
    // texts merged (a prerendered page of a wing's flow shows its texts).
    plugins: [mergedMessages(), react()],
    build: {
      ssr: ENTRY,
      outDir: serverOut,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'render-route-frames.mjs' } },
    },
  });
  const { renderRouteFrames, pageRouteLoaders } = (await import(
    pathToFileURL(join(serverOut, 'render-route-frames.mjs')).href
  )) as {
    renderRouteFrames: RenderRouteFrames;
    pageRouteLoaders: () => Promise<PageRouteLoader[]>;
  };
  const frames = await renderRouteFrames(
    // The prerender sends no gateway request and writes none of the deploy config into the HTML:
    // any config does (each environment's is written into the pages at deploy time).
    readAppConfig(config.env as ImportMetaEnv, { gatewayUrl: '/gateway/', paymentProviderOrigins: [] }),
    SUPPORTED_LOCALES,
  );
  return { frames, pageModules: pageRouteModules(await pageRouteLoaders(), output as RollupOutput) };
}
