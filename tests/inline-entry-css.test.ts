import type { OutputBundle, OutputChunk } from 'rollup';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../scripts/vite/inline-entry-css.ts';

/**
 * The first load's stylesheets travel inside index.html (scripts/vite/inline-entry-css.ts). These
 * tests run the plugin's two hooks on a small bundle: the entry imports a shared chunk, a lazy
 * route imports the same shared chunk.
 */
function chunk(fileName: string, fields: Partial<OutputChunk> & { css?: string[] }): OutputChunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as OutputChunk;
}

function css(fileName: string, source: string) {
  return { type: 'asset', fileName, source } as const;
}

function sampleBundle(entryCss = 'main{color:red}') {
  return {
    'assets/index.js': chunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: '/app/index.html',
      imports: ['assets/shared.js'],
      css: ['assets/index.css'],
    }),
    'assets/shared.js': chunk('assets/shared.js', { css: ['assets/shared.css'] }),
    'assets/route.js': chunk('assets/route.js', { imports: ['assets/shared.js'], css: ['assets/route.css'] }),
    'assets/index.css': css('assets/index.css', entryCss),
    'assets/shared.css': css('assets/shared.css', ':root{--a:1}'),
    'assets/route.css': css('assets/route.css', '.route{}'),
  } as unknown as OutputBundle;
}

function run(bundle: OutputBundle) {
  const plugin = inlineEntryCss();
  const generate = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  generate.handler.call({}, {}, bundle);
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => unknown;
  };
  return transform.handler('<html></html>', { bundle } as IndexHtmlTransformContext);
}

const importedCss = (bundle: OutputBundle, file: string) => [
  ...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? []),
];

describe('inlineEntryCss', () => {
  it("puts the entry's stylesheets into index.html, imported chunks' first", () => {
    expect(run(sampleBundle())).toEqual([
      {
        tag: 'style',
        attrs: { 'data-inlined': 'assets/shared.css' },
        children: ':root{--a:1}',
        injectTo: 'head',
      },
      {
        tag: 'style',
        attrs: { 'data-inlined': 'assets/index.css' },
        children: 'main{color:red}',
        injectTo: 'head',
      },
    ]);
  });

  it('leaves them out of the lists Vite preloads with lazy chunks, so they are not fetched twice', () => {
    const bundle = sampleBundle();
    run(bundle);
    expect(importedCss(bundle, 'assets/index.js')).toEqual([]);
    expect(importedCss(bundle, 'assets/shared.js')).toEqual([]);
    expect(importedCss(bundle, 'assets/route.js')).toEqual(['assets/route.css']);
  });

  it('keeps a stylesheet that cannot go inside a <style> block as a file', () => {
    const bundle = sampleBundle('a::after{content:"</style>"}');
    expect(run(bundle)).toEqual([
      expect.objectContaining({ attrs: { 'data-inlined': 'assets/shared.css' } }),
    ]);
    expect(importedCss(bundle, 'assets/index.js')).toEqual(['assets/index.css']);
  });

  it('does nothing to a build without index.html (Storybook)', () => {
    const bundle = sampleBundle();
    (bundle['assets/index.js'] as OutputChunk).facadeModuleId = '/app/story.js';
    expect(run(bundle)).toEqual([]);
    expect(importedCss(bundle, 'assets/shared.js')).toEqual(['assets/shared.css']);
  });
});
