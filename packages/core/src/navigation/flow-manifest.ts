import type { Endpoint } from '../gateway/endpoint.ts';
import type { JourneyVocabulary } from '../journey/journey-vocabulary.ts';

// A flow's manifest is data at the bottom of core (flow-declarations/), read by the shared lists
// below navigation; the service flows that still keep theirs beside their machine import it here.
export {
  defineServiceFlow,
  type FlowManifest,
  type ServiceFlowDefinition,
  type ServiceFlowManifest,
} from '../flow-declarations/flow-manifest.ts';

/**
 * The gateway calls a service flow adds (one file each under gateway/<resource>/): its
 * `<flow>.endpoints.ts` beside its manifest, apart from it so the servicing route table, which reads
 * the manifests, holds none of the calls' schemas. allEndpoints lists them, so the sandbox's
 * contract test holds the sandbox to them.
 */
export interface FlowEndpoints {
  flowId: string;
  endpoints: readonly Endpoint[];
}

export const defineFlowEndpoints = (flowId: string, endpoints: readonly Endpoint[]): FlowEndpoints => ({
  flowId,
  endpoints,
});

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
