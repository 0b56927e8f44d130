import { FLOW_PARTS } from '../../packages/core/src/flow-declarations/flow-parts.ts';

/**
 * Values fixed when the app is built, the same in the browser build and in the prerender's server
 * build (prerender-route-frames.ts), so the HTML the one writes is the HTML the other hydrates.
 */
export const BUILD_CONSTANTS = {
  /** The footer's year in the prerendered HTML; the page shows today's once hydrated. */
  __SENDA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  /**
   * The flow wings' parts of core's shared lists (request types, step-up actions, refusals, the
   * manage area's texts), read here from each wing's flow.ts under Node (flow-parts.ts): the lists
   * in every page's first load get them without the wings' modules.
   */
  __SENDA_FLOW_PARTS__: JSON.stringify(FLOW_PARTS),
};
