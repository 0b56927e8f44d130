/// <reference types="vite/client" />
import type { ServiceFlowManifest } from './flow-manifest.ts';

/**
 * Node without Vite (the sandbox server and `journeys:check` under tsx, the Vite config's build
 * plugins): the default export of each file of `folder` with this ending, loaded through tsx's
 * require, which is synchronous, so found files are a plain record here as under Vite. Keyed
 * `./<file>`, as Vite's `import.meta.glob('./*<ending>', { import: 'default' })` in that folder.
 * Reached through `process.getBuiltinModule`, not imports, so no browser bundle holds a Node module.
 */
export function defaultExportsInFolder<T>(folder: string, ending: string): Record<string, T> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { join } = process.getBuiltinModule('node:path');
  const tsx = createRequire(import.meta.url)('tsx/cjs/api') as {
    require: (id: string, parent: string) => { default: T };
  };
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(ending))
      .map((file) => [`./${file}`, tsx.require(join(folder, file), import.meta.url).default]),
  );
}

/**
 * Node without Vite: a flow's files with this ending (`.flow.ts`, `.endpoints.ts`,
 * `.vocabulary.ts`) in the machines' folders, keyed by their path as Vite's glob from here gives.
 */
export function flowModulesFromFolder<T>(ending: string): Record<string, T> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const machines = join(dirname(fileURLToPath(import.meta.url)), '..', 'machines');
  const modules: Record<string, T> = {};
  for (const folder of readdirSync(machines, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const [file, module] of Object.entries(
      defaultExportsInFolder<T>(join(machines, folder.name), ending),
    )) {
      modules[`../machines/${folder.name}/${file.slice(2)}`] = module;
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
