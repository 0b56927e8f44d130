import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * `vite build` only: the first load's stylesheets go into index.html as `<style>` blocks.
 *
 * A `<link rel="stylesheet">` blocks the first paint until it has downloaded, and on a slow phone
 * network it downloads beside the entry scripts, sharing the bandwidth with them: the start-up
 * spinner that index.html already holds could not show until then (Lighthouse: "render-blocking
 * resources", about 300 ms). The entry's CSS is a few KB compressed (tokens, global rules, the
 * shell's components), so it travels with the document instead and the page paints as soon as
 * the HTML arrives. Lazy routes' stylesheets are untouched: Vite loads those with their chunks.
 *
 * Those stylesheets are also taken out of the chunks' CSS lists before Vite writes its preload
 * lists. Otherwise every lazy import that reaches a first-load chunk lists them, and Vite's
 * preload helper, finding no `<link>` for them, downloads them again, applies them a second time
 * (a style recalculation of the whole page) and holds the import until they have loaded: the
 * first route waited for a stylesheet the page already had.
 *
 * The CSS files stay in the build: nothing references them once inlined, but a tool (or a cached
 * old index.html) asking for one still gets it.
 */
export function inlineEntryCss(): Plugin {
  /** File name → CSS, in the order Vite would have linked them. */
  let inlined = new Map<string, string>();
  return {
    name: 'senda-inline-entry-css',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the preload lists and its HTML plugin the links.
      order: 'pre',
      handler(_options, bundle) {
        inlined = new Map();
        const entry = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && isHtmlEntry(output),
        );
        if (!entry) return;
        const { chunks, files } = entryClosure(bundle, entry);
        for (const file of files) {
          const css = cssSource(bundle, file);
          // `</style` cannot occur in minified CSS Vite emits, but a broken build must not break HTML.
          if (css === undefined || /<\/style/i.test(css)) continue;
          inlined.set(file, css);
          for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [...inlined].map(([file, css]) => ({
          tag: 'style',
          attrs: { 'data-inlined': file },
          children: css,
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Index.html's own script (Vite makes a chunk of it); Storybook's builds have other entries. */
function isHtmlEntry(chunk: OutputChunk): boolean {
  return chunk.facadeModuleId?.endsWith('.html') === true;
}

/**
 * The entry and the chunks it imports statically, and their stylesheets: imports first, then the
 * chunk's own, the order in which Vite writes the links into index.html.
 */
function entryClosure(bundle: OutputBundle, entry: OutputChunk): { chunks: OutputChunk[]; files: string[] } {
  const chunks: OutputChunk[] = [];
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunks.includes(chunk)) return;
    chunks.push(chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
  };
  visit(entry);
  return { chunks, files: [...files] };
}

function cssSource(bundle: OutputBundle, fileName: string): string | undefined {
  const asset = bundle[fileName];
  if (!asset || asset.type !== 'asset') return undefined;
  const { source } = asset as OutputAsset;
  return typeof source === 'string' ? source : new TextDecoder().decode(source);
}
