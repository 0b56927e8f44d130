/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../navigation/folder-modules.ts';
import type { FlowWing } from './define-flow.ts';

/**
 * Every flow's wing: each `flows/<flow>/flow.ts` (defineFlow), found by its name, so a flow is
 * added by its own folder and the shared lists (request types, step-up actions, error codes, message
 * areas, routes) read it here instead of naming it. Vite (the app, Vitest, Storybook) finds them at
 * build time; `import.meta.env` is Vite's, absent under plain Node (the sandbox server, the CLIs).
 * The test reads `import.meta.env?.MODE`, which a build replaces with a string: the bundler then
 * drops the Node branch, and folder-modules.ts (Node's file reading) leaves the browser's bundle.
 * A wing's gateway calls (`endpoints.ts`) and journey vocabulary (`vocabulary.ts`) are found apart
 * (navigation/flow-endpoints.ts, flow-vocabularies.ts), so what reads the manifests holds no schemas.
 */
export const FLOW_WINGS: readonly FlowWing[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowWing>('./*/flow.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowWing>('flow.ts', 'flows'),
).sort((a, b) => a.order - b.order);

/** Every wing's part of one shared list, in the wings' order. */
export const fromWings = <T>(part: (wing: FlowWing) => readonly T[]): T[] => FLOW_WINGS.flatMap(part);
