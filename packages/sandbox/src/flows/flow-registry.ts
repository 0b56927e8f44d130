/// <reference types="vite/client" />
import { defaultExportsInFolder } from '@senda/core/navigation';
import type { SandboxFlowWing } from './define-sandbox-flow.ts';

/**
 * The default exports of each wing's files with this ending (`flow.ts`, `.handlers.ts`,
 * `.scenarios.ts`) under plain Node, keyed by their path from here as Vite's glob gives.
 */
export function wingFilesFromFolder<T>(ending: string, load = defaultExportsInFolder<T>): Record<string, T> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const flows = dirname(fileURLToPath(import.meta.url));
  const found: Record<string, T> = {};
  for (const folder of readdirSync(flows, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const [file, module] of Object.entries(load(join(flows, folder.name), ending))) {
      found[`./${folder.name}/${file.slice(2)}`] = module;
    }
  }
  return found;
}

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
