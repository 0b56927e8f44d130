import { defaultExportsInFolder } from '@senda/core/navigation';

/**
 * The default exports of each wing's files with this ending (`flow.ts`, `.handlers.ts`,
 * `.scenarios.ts`, `.service.ts`, `.mail-kinds.ts`, `.records.ts`, `.line-fields.ts`) under plain Node, keyed by their path from here as Vite's glob gives.
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
