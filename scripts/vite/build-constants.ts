/**
 * Values fixed when the app is built, the same in the browser build and in the prerender's server
 * build (prerender-route-frames.ts), so the HTML the one writes is the HTML the other hydrates.
 */
export const BUILD_CONSTANTS = {
  /** The footer's year in the prerendered HTML; the page shows today's once hydrated. */
  __SENDA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};
