import type { Endpoint } from '../gateway/endpoint.ts';
import { SERVICE_FLOWS } from './flow-manifests.ts';

/**
 * The gateway calls each service flow adds, keyed by the flow's id, from its manifest
 * (`endpoints`; the purchase's calls are gateway/all-endpoints.ts's own): allEndpoints lists them,
 * so the sandbox's contract test holds the sandbox to them, with the cases in
 * packages/sandbox/tests/contract-cases/<id>.contract-cases.ts.
 */
export const FLOW_ENDPOINTS: Readonly<Record<string, readonly Endpoint[]>> = Object.fromEntries(
  SERVICE_FLOWS.map((flow) => [flow.id, flow.endpoints]),
);
