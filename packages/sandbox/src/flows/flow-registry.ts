/// <reference types="vite/client" />
import type { SandboxFlowWing } from './define-sandbox-flow.ts';
import { wingFilesFromFolder } from './wing-files.ts';

export { wingFilesFromFolder } from './wing-files.ts';

/**
 * Every flow's sandbox wing: each `flows/<flow>/flow.ts` (defineSandboxFlow), found by its name, so
 * the shared lists (step-up words, failures) read it here instead of naming it. Vite finds them at
 * build time; `import.meta.env` is Vite's, absent under plain Node (the gateway server, `npm start`).
 */
export const SANDBOX_FLOW_WINGS: readonly SandboxFlowWing[] = Object.values(
  import.meta.env
    ? import.meta.glob<SandboxFlowWing>('./*/flow.ts', { eager: true, import: 'default' })
    : wingFilesFromFolder<SandboxFlowWing>('flow.ts'),
);
