import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptsNamedIn } from '../apps/web/bench/bundle-size.ts';
import type { RenderedFrame } from '../apps/web/src/prerender/prerendered-routes.ts';
import { HELD_PRELOADS_ATTRIBUTE } from '../apps/web/src/shell/early-frame-marks.ts';
import { FRAME_CONTENT_FILES } from '../apps/web/src/shell/frame-content-files.ts';
import { HELD_FIRST_LOAD_ATTRIBUTE } from '../scripts/vite/held-first-load.ts';
import { frameContentModules, prerenderedDocument } from '../scripts/vite/prerender-route-frames.ts';
import {
  preloadLinks,
  withInlinedStyles,
  withPagePreloads,
  withPreloads,
} from '../scripts/vite/route-documents.ts';

/**
 * A prerendered page's HTML (scripts/vite/prerender-route-frames.ts, then route-documents.ts adds
 * the page's chunks): the line page's early script must be asked for before the app's chunks, or on
 * HTTP/1.1 it waits for a connection behind them.
 */
const INDEX_HTML = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="UTF-8" />
    <script>/* boot */</script>
    <title>Senda</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root"><div class="boot"></div></div>
    <noscript>JavaScript</noscript>
  </body>
</html>`;

const RENDERED = {
  frame: { path: '/manage/order', locale: 'en-US' },
  html: '<main>frame</main>',
  title: 'Your line · Senda',
} as unknown as RenderedFrame;

const TAGS = {
  head: '<link rel="preload" as="script" fetchpriority="high" href="/assets/early.js">',
  body: '<script async fetchpriority="high" src="/assets/early.js" data-releases-preloads></script>',
};

describe('a prerendered page with a script of its own', () => {
  it('preloads it right after the boot script, ahead of the entry and every modulepreload', () => {
    const page = prerenderedDocument(INDEX_HTML, RENDERED, TAGS);
    const html = withPreloads(page, preloadLinks(['assets/manage-order-page.js', 'assets/a.js'], '/'));
    const preload = html.indexOf(TAGS.head);
    expect(preload).toBeGreaterThan(html.indexOf('<script>/* boot */</script>'));
    expect(preload).toBeLessThan(html.indexOf('src="/assets/index.js"'));
    expect(preload).toBeLessThan(html.indexOf('rel="modulepreload"'));
    // The script itself stays after the frame it writes into.
    expect(html.indexOf(TAGS.body)).toBeGreaterThan(html.indexOf('<main>frame</main>'));
    expect(html.match(/manage-order-page/g)).toHaveLength(1);
  });

  it("names the first load's and the language's files at once and holds the page's chunks for the script", () => {
    const page = prerenderedDocument(INDEX_HTML, RENDERED, TAGS);
    const first = preloadLinks(['assets/en-US.js'], '/');
    const html = withPagePreloads(page, first, preloadLinks(['assets/manage-order-page.js'], '/'));
    const head = html.split('</head>')[0] ?? '';
    const held =
      new RegExp(`<template ${HELD_PRELOADS_ATTRIBUTE}>[\\s\\S]*?</template>`).exec(head)?.[0] ?? '';
    const named = head.replace(held, '');
    expect(named).toContain('href="/assets/en-US.js"');
    expect(named).toContain('href="/assets/react.js"');
    expect(named).not.toContain('manage-order-page');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/manage-order-page.js">');
    // Still named by the page: the route's chunks tests and the bundle budget count are all there.
    expect(scriptsNamedIn(html)).toContain('/assets/manage-order-page.js');
    // A page whose scripts release nothing names them all in <head>, as before.
    const plain = withPagePreloads(
      prerenderedDocument(INDEX_HTML, RENDERED),
      first,
      preloadLinks(['assets/p.js'], '/'),
    );
    expect(plain).not.toContain('<template');
    expect(plain.split('</head>')[0]).toContain('href="/assets/p.js"');
  });

  it("names no script of the first load where the preload scanner finds it before the boot script's reads", () => {
    const page = prerenderedDocument(INDEX_HTML, RENDERED, TAGS);
    const firstLoad = {
      tags: [
        '<script type="module" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      ],
      entryPreload: '<link rel="modulepreload" crossorigin href="/assets/index.js">',
    };
    const html = withPagePreloads(
      page,
      preloadLinks(['assets/en-US.js'], '/'),
      preloadLinks(['assets/manage-order-page.js'], '/'),
      firstLoad,
    );
    // What the scanner reads: everything but the templates' content.
    const scanned = html.replace(/<template[^>]*>[\s\S]*?<\/template>/g, '');
    const fetched = [
      ...scanned.matchAll(
        /<script[^>]*\bsrc="([^"]+)"|<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g,
      ),
    ].map((match) => match[1] ?? match[2]);
    // The early script alone (the sentence's), the reads' script before it.
    expect(fetched).toEqual(['/assets/early.js', '/assets/early.js']);
    expect(scanned.indexOf('<script>/* boot */</script>')).toBeLessThan(scanned.indexOf(TAGS.head));
    // The first load and the language's texts, held before the boot script, which releases them.
    const held =
      new RegExp(`<template ${HELD_FIRST_LOAD_ATTRIBUTE}>[\\s\\S]*?</template>`).exec(html)?.[0] ?? '';
    expect(html.indexOf(held)).toBeLessThan(html.indexOf('<script>/* boot */</script>'));
    for (const file of ['/assets/index.js', '/assets/react.js', '/assets/en-US.js'])
      expect(held).toContain(`href="${file}"`);
    expect(held).toContain(firstLoad.tags[0]);
    // The page's own chunks stay held for the early script, outside the first load's template.
    expect(held).not.toContain('manage-order-page');
    expect(html).toContain(`<template ${HELD_PRELOADS_ATTRIBUTE}>`);
    // Still named by the page, for the route-chunks test and the budget.
    for (const file of ['/assets/index.js', '/assets/react.js', '/assets/manage-order-page.js'])
      expect(scriptsNamedIn(html)).toContain(file);
  });

  it('adds nothing to a page without one', () => {
    const html = prerenderedDocument(INDEX_HTML, RENDERED);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>Your line · Senda</title>');
  });
});

describe("a prerendered frame drawn by its page's own component", () => {
  it('names, by path, a module that exists for each kind of frame content', () => {
    const frames = Object.keys(FRAME_CONTENT_FILES).map((content, index) => ({
      frame: { path: `/p${index}`, content },
    })) as unknown as RenderedFrame[];
    const modules = frameContentModules([...frames, RENDERED]);
    expect(Object.keys(modules)).toEqual(frames.map(({ frame }) => frame.path));
    for (const [file] of Object.values(modules)) expect(existsSync(file ?? ''), file).toBe(true);
  });

  it('carries its stylesheets inline, each named by a disabled link that nothing downloads again', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'senda-frame-css-'));
    writeFileSync(join(outDir, 'frame.css'), '.a{color:red}');
    const head = '<head><style data-inlined="assets/index.css">x{}</style></head><body></body>';
    const html = withInlinedStyles(head, ['frame.css'], outDir, '/');
    expect(html).toContain(
      '<style data-inlined="assets/index.css">x{}</style>\n    <style data-inlined="frame.css">.a{color:red}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/frame.css" disabled>');
    expect(html.indexOf('disabled>')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe("the link pages' early scripts", () => {
  it('are found by their name in the features, one per reader, so a flow adds its own without naming it here', async () => {
    const { earlyScriptEntries } = await import('../scripts/vite/early-frame-scripts.ts');
    const entries = earlyScriptEntries();
    expect(Object.keys(entries).sort()).toEqual(['line-status', 'paylink', 'reschedule']);
    expect(entries.reschedule).toMatch(/features\/manage\/reschedule-delivery\/early-reschedule-script\.ts$/);
    // Every prerendered page with an early sentence has its script.
    const { PRERENDERED_ROUTES } = await import('../apps/web/src/prerender/prerendered-routes.ts');
    const readers = PRERENDERED_ROUTES.flatMap((route) => (route.early ? [route.early.reader] : []));
    expect(readers.filter((reader) => !entries[reader])).toEqual([]);
  });
});
