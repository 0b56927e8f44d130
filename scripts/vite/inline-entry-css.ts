import type { OutputAsset, OutputBundle } from 'rollup';
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
 * The CSS files stay in the build: nothing references them once inlined, but a tool (or a cached
 * old index.html) asking for one still gets it.
 */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'senda-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const css = cssSource(bundle, fileName);
          // `</style` cannot occur in minified CSS Vite emits, but a broken build must not break HTML.
          if (css === undefined || /<\/style/i.test(css)) return link;
          return `<style data-inlined="${fileName}">${css}</style>`;
        });
      },
    },
  };
}

function cssSource(bundle: OutputBundle, fileName: string): string | undefined {
  const asset = bundle[fileName];
  if (!asset || asset.type !== 'asset') return undefined;
  const { source } = asset as OutputAsset;
  return typeof source === 'string' ? source : new TextDecoder().decode(source);
}
