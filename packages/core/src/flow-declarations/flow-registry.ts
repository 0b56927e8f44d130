/// <reference types="vite/client" />

import type { FlowWing } from './flow-wing.ts';
import { flowModulesFromFolder } from './folder-modules.ts';

/**
 * Every flow's wing: each `flows/<flow>/flow.ts` (defineFlow), found by its name, so a flow is
 * added by its own folder and the shared lists (request types, step-up actions, error codes, message
 * areas, routes) read it instead of naming it: the servicing route table and the line's actions
 * here, the lists low in core through flow-parts.ts (which a build writes in, so that every page's
 * first load carries no wing). A wing's flow.ts is data (it imports nothing above this folder), so
 * reading it never reaches up to the flows' machines. Vite (the app, Vitest, Storybook) finds them at
 * build time; `import.meta.env` is Vite's, absent under plain Node (the sandbox server, the CLIs).
 * The test reads `import.meta.env?.MODE`, which a build replaces with a string: the bundler then
 * drops the Node branch, and folder-modules.ts (Node's file reading) leaves the browser's bundle.
 * A wing's gateway calls (`endpoints.ts`) and journey vocabulary (`vocabulary.ts`) are found apart
 * (gateway/flow-endpoints.ts, journey/flow-vocabularies.ts), so what reads the manifests holds no schemas.
 */
export const FLOW_WINGS: readonly FlowWing[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowWing>('../flows/*/flow.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowWing>('flow.ts', 'flows'),
).sort((a, b) => a.order - b.order);
