/// <reference types="vite/client" />
import type { ScenarioRecipe } from '../domain/scenario-recipe.ts';

type ScenarioModule = Readonly<Record<string, ScenarioRecipe>>;

/**
 * Node without Vite (the gateway server, `npm start`, the scripts under tsx): this folder's
 * scenarios files, loaded through tsx's require, which is synchronous, so the scenarios are a plain
 * record here as under Vite. Node's modules are reached through `process.getBuiltinModule`, so the
 * browser's bundle of the sandbox holds none.
 */
function scenarioModulesFromFolder(): Record<string, ScenarioModule> {
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const tsx = createRequire(import.meta.url)('tsx/cjs/api') as {
    require: (id: string, parent: string) => { default: ScenarioModule };
  };
  const folder = dirname(fileURLToPath(import.meta.url));
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.scenarios.ts'))
      .map((file) => [`./${file}`, tsx.require(join(folder, file), import.meta.url).default]),
  );
}

/**
 * Every `<flow>.scenarios.ts` of this folder's scenarios, in the files' name order. Vite (the dev
 * server's worker, Vitest, Storybook) finds them at build time; `import.meta.env` is Vite's, absent
 * under plain Node.
 */
export function foundScenarioModules(): ScenarioModule[] {
  const modules = import.meta.env
    ? import.meta.glob<ScenarioModule>('./*.scenarios.ts', { eager: true, import: 'default' })
    : scenarioModulesFromFolder();
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module);
}
