/// <reference types="vite/client" />
import { defaultExportsInFolder } from '@senda/core/navigation';
import type { ScenarioRecipe } from '../domain/scenario-recipe.ts';

type ScenarioModule = Readonly<Record<string, ScenarioRecipe>>;

/**
 * Every `<flow>.scenarios.ts` of this folder's scenarios, in the files' name order. Vite (the dev
 * server's worker, Vitest, Storybook) finds them at build time; `import.meta.env` is Vite's, absent
 * under plain Node (the gateway server, `npm start`, the scripts under tsx), which reads the folder.
 */
export function foundScenarioModules(): ScenarioModule[] {
  const modules = import.meta.env
    ? import.meta.glob<ScenarioModule>('./*.scenarios.ts', { eager: true, import: 'default' })
    : defaultExportsInFolder<ScenarioModule>(
        process
          .getBuiltinModule('node:path')
          .dirname(process.getBuiltinModule('node:url').fileURLToPath(import.meta.url)),
        '.scenarios.ts',
      );
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module);
}
