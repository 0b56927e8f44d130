import type { Endpoint } from './endpoint.ts';

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
