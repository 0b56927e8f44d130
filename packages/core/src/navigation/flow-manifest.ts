// A flow's manifest is data at the bottom of core (flow-declarations/), read by the shared lists
// below navigation; the service flows that still keep theirs beside their machine import it here.
export {
  defineServiceFlow,
  type FlowManifest,
  type ServiceFlowDefinition,
  type ServiceFlowManifest,
} from '../flow-declarations/flow-manifest.ts';
// A flow's gateway calls are gateway/'s (allEndpoints lists them); the wings name them from here.
export { defineFlowEndpoints, type FlowEndpoints } from '../gateway/define-flow-endpoints.ts';
