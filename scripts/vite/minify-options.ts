import type { BuildEnvironmentOptions } from 'vite';

/**
 * How the app is minified, shared by vite.config.ts and the web bench's library-floor build (so
 * the floor it prints is measured the way the app is).
 *
 * Terser's extra compress passes take about 5 KB gzip more off the first load than esbuild's
 * minifier, for a few seconds more per build: every phone downloads those bytes, on every visit.
 */
export const MINIFY_OPTIONS = {
  minify: 'terser',
  terserOptions: {
    module: true,
    compress: { passes: 2, pure_getters: true },
    format: { comments: false },
  },
} satisfies Pick<BuildEnvironmentOptions, 'minify' | 'terserOptions'>;
