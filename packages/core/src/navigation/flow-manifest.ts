import type { JourneyVocabulary } from '../journey/journey-vocabulary.ts';

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

/**
 * The facts and conditions a service flow's journey file may name: its `<flow>.vocabulary.ts`,
 * which its machine loads the file with, found by flow-vocabularies.ts (journeys:check checks the
 * file by them). Apart from the manifest, so the servicing route table holds no journey code.
 */
export interface FlowVocabulary {
  flowId: string;
  vocabulary: JourneyVocabulary;
}

export const defineFlowVocabulary = (flowId: string, vocabulary: JourneyVocabulary): FlowVocabulary => ({
  flowId,
  vocabulary,
});
