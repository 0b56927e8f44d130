/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../flow-declarations/folder-modules.ts';
import type { FlowEndpoints } from './define-flow-endpoints.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * The gateway calls each service flow adds, keyed by the flow's id: its `<flow>.endpoints.ts`, found
 * by its name (the purchase's calls are gateway/all-endpoints.ts's own). Its own module, so the
 * servicing route table, which reads the manifests, holds none of the calls' schemas. allEndpoints
 * lists them, so the sandbox's contract test holds the sandbox to them, with the cases in
 * packages/sandbox/tests/contract-cases/<id>.contract-cases.ts.
 */
export const FLOW_ENDPOINTS: Readonly<Record<string, readonly Endpoint[]>> = Object.fromEntries(
  [
    ...Object.values(
      import.meta.env?.MODE
        ? import.meta.glob<FlowEndpoints>('../machines/*/*.endpoints.ts', { eager: true, import: 'default' })
        : flowModulesFromFolder<FlowEndpoints>('.endpoints.ts'),
    ),
    ...Object.values(
      import.meta.env?.MODE
        ? import.meta.glob<FlowEndpoints>('../flows/*/endpoints.ts', { eager: true, import: 'default' })
        : flowModulesFromFolder<FlowEndpoints>('endpoints.ts', 'flows'),
    ),
  ].map((calls) => [calls.flowId, calls.endpoints]),
);
