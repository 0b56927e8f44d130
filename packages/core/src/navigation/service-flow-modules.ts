/// <reference types="vite/client" />
import type { ServiceFlowManifest } from './flow-manifest.ts';

/**
 * Node without Vite (the sandbox server and `journeys:check` under tsx, the Vite config's build
 * plugins): a flow's files with this ending (`.flow.ts`, `.endpoints.ts`, `.vocabulary.ts`), read
 * from the machines' folders and loaded through tsx's require, which is
 * synchronous, so the flows are a plain list here as under Vite. Reached through
 * `process.getBuiltinModule`, not imports, so no browser bundle holds a Node module. Each file's
 * default export, keyed by its path, as Vite's `import.meta.glob(…, { import: 'default' })` gives.
 */
export function flowModulesFromFolder<T>(ending: string): Record<string, T> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const tsx = createRequire(import.meta.url)('tsx/cjs/api') as {
    require: (id: string, parent: string) => { default: T };
  };
  const machines = join(dirname(fileURLToPath(import.meta.url)), '..', 'machines');
  const modules: Record<string, T> = {};
  for (const folder of readdirSync(machines, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(machines, folder.name))) {
      if (!file.endsWith(ending)) continue;
      modules[`../machines/${folder.name}/${file}`] = tsx.require(
        join(machines, folder.name, file),
        import.meta.url,
      ).default;
    }
  }
  return modules;
}

/**
 * Every service flow's manifest: each `machines/<flow>/<flow>.flow.ts` (defineServiceFlow), found
 * by its name, so a flow is added by its own folder and no list names it. Vite (the app, Vitest,
 * Storybook) finds them at build time; `import.meta.env` is Vite's, absent under plain Node.
 */
export const SERVICE_FLOW_MANIFESTS: readonly ServiceFlowManifest[] = Object.values(
  import.meta.env
    ? import.meta.glob<ServiceFlowManifest>('../machines/*/*.flow.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<ServiceFlowManifest>('.flow.ts'),
).sort((a, b) => a.order - b.order);
