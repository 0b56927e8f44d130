/// <reference types="vite/client" />
import type { ServiceFlowManifest } from './flow-manifest.ts';

interface ServiceFlowModule {
  default: ServiceFlowManifest;
}

/**
 * Node without Vite (the sandbox server and `journeys:check` under tsx, the Vite config's build
 * plugins): the same files, read from the folder and loaded through tsx's require, which is
 * synchronous, so the flows are a plain list here as under Vite. Reached through
 * `process.getBuiltinModule`, not imports, so no browser bundle holds a Node module.
 */
function serviceFlowModulesFromFolder(): Record<string, ServiceFlowModule> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const tsx = createRequire(import.meta.url)('tsx/cjs/api') as {
    require: (id: string, parent: string) => ServiceFlowModule;
  };
  const machines = join(dirname(fileURLToPath(import.meta.url)), '..', 'machines');
  const modules: Record<string, ServiceFlowModule> = {};
  for (const folder of readdirSync(machines, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(machines, folder.name))) {
      if (!file.endsWith('.flow.ts')) continue;
      modules[`../machines/${folder.name}/${file}`] = tsx.require(
        join(machines, folder.name, file),
        import.meta.url,
      );
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
    ? import.meta.glob<ServiceFlowModule>('../machines/*/*.flow.ts', { eager: true })
    : serviceFlowModulesFromFolder(),
)
  .map((module) => module.default)
  .sort((a, b) => a.order - b.order);
