/// <reference types="vite/client" />
import { defaultExportsInFolder } from '@senda/core/navigation';
import type { ScenarioRecipe } from '../domain/scenario-recipe.ts';
import { wingFilesFromFolder } from '../flows/flow-registry.ts';

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
  // Each flow wing's own (flows/<flow>/<flow>.scenarios.ts), by file name as the shared ones.
  const wings = import.meta.env
    ? import.meta.glob<ScenarioModule>('../flows/*/*.scenarios.ts', { eager: true, import: 'default' })
    : wingFilesFromFolder<ScenarioModule>('.scenarios.ts');
  const named = (key: string) => key.slice(key.lastIndexOf('/') + 1);
  return [...Object.entries(modules), ...Object.entries(wings)]
    .sort(([a], [b]) => named(a).localeCompare(named(b)))
    .map(([, module]) => module);
}
