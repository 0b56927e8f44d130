/// <reference types="vite/client" />

import type { FlowWing } from './flow-wing.ts';
import { flowModulesFromFolder } from './folder-modules.ts';

/**
 * Every flow's wing: each `flows/<flow>/flow.ts` (defineFlow), found by its name, so a flow is
 * added by its own folder and the shared lists (request types, step-up actions, error codes, message
 * areas, routes) read it here instead of naming it. A wing's flow.ts is data (it imports nothing
 * above this folder), so the lists low in core (gateway's enums, i18n's error catalogue) read it
 * without reaching up to the flows' machines. Vite (the app, Vitest, Storybook) finds them at
 * build time; `import.meta.env` is Vite's, absent under plain Node (the sandbox server, the CLIs).
 * The test reads `import.meta.env?.MODE`, which a build replaces with a string: the bundler then
 * drops the Node branch, and folder-modules.ts (Node's file reading) leaves the browser's bundle.
 * A wing's gateway calls (`endpoints.ts`) and journey vocabulary (`vocabulary.ts`) are found apart
 * (gateway/flow-endpoints.ts, navigation/flow-vocabularies.ts), so what reads the manifests holds no schemas.
 */
export const FLOW_WINGS: readonly FlowWing[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowWing>('../flows/*/flow.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowWing>('flow.ts', 'flows'),
).sort((a, b) => a.order - b.order);

/** Every wing's part of one shared list, in the wings' order. */
export const fromWings = <T>(part: (wing: FlowWing) => readonly T[]): T[] => FLOW_WINGS.flatMap(part);
