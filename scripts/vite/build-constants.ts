import { wingParts } from '../../packages/core/src/flow-declarations/flow-parts.ts';

const flowParts = wingParts();

/**
 * Values fixed when the app is built, the same in the browser build and in the prerender's server
 * build (prerender-route-frames.ts), so the HTML the one writes is the HTML the other hydrates.
 */
export const BUILD_CONSTANTS = {
  /** The footer's year in the prerendered HTML; the page shows today's once hydrated. */
  __SENDA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  /**
   * The flow wings' parts of core's shared lists, read here from each wing's flow.ts under Node
   * (flow-parts.ts), one list a constant: each list carries only its own, and the lists in every
   * page's first load get theirs without the wings' modules.
   */
  __SENDA_FLOW_PARTS_BUILT__: 'true',
  __SENDA_FLOW_REQUEST_TYPES__: JSON.stringify(flowParts.requestTypes),
  __SENDA_FLOW_STEP_UP_ACTIONS__: JSON.stringify(flowParts.stepUpActions),
  __SENDA_FLOW_ERROR_CODES__: JSON.stringify(flowParts.errorCodes),
  __SENDA_FLOW_MANAGE_TEXTS__: JSON.stringify(flowParts.manageTexts),
  __SENDA_FLOW_LINE_REMEDIES__: JSON.stringify(flowParts.lineRemedies),
};
