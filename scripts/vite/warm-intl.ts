import type { Plugin } from 'vite';
import { DEFAULT_LOCALE } from '../../packages/core/src/config/constants.ts';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: the browser's locale tables (ICU) are loaded before the first render needs
 * them, in a task of their own.
 *
 * The first `Intl` call of a page load makes V8 build its list of available locales: about 13 ms
 * here, 50 ms or more on a phone four times slower. react-intl makes that call (createIntl's
 * `supportedLocalesOf` checks) as the app's first render starts, so on a first visit it sat inside
 * hydration's longest task: on the line page, 47–66 ms of a 52–77 ms task at a 4× slower CPU, a tap
 * meanwhile waiting for it. This script makes the same two calls once the page's first content has
 * painted (made at once, or at the first animation frame, they held that paint back), while the
 * scripts are still downloading and the main thread is idle; the render then finds the list built
 * (both calls cost ~0 ms the second time). The list is the runtime's, whatever the locale asked
 * about, so the default locale stands for any. A browser without paint timing (iOS before 14.1)
 * skips it, and the first render pays as before.
 */
export const WARM_INTL_SCRIPT =
  'try{new PerformanceObserver(function(l,o){' +
  "if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();" +
  'setTimeout(function(){try{' +
  `Intl.NumberFormat.supportedLocalesOf(${JSON.stringify(DEFAULT_LOCALE)});` +
  `Intl.DateTimeFormat.supportedLocalesOf(${JSON.stringify(DEFAULT_LOCALE)})` +
  "}catch(e){}})}).observe({type:'paint',buffered:true})}catch(e){}";

export function warmIntl(): Plugin {
  let enabled = true;
  return {
    name: 'senda-warm-intl',
    apply: 'build',
    configResolved(config) {
      enabled = !isStorybookBuild(config);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        enabled ? [{ tag: 'script', children: WARM_INTL_SCRIPT, injectTo: 'head' as const }] : [],
    },
  };
}
