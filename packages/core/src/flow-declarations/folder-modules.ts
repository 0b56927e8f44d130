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
 * `.vocabulary.ts`, a wing's `flow.ts`) in the folders of `machines/` or `flows/`, keyed by their path
 * as Vite's glob from a sibling folder gives.
 */
export function flowModulesFromFolder<T>(
  ending: string,
  root: 'machines' | 'flows' = 'machines',
): Record<string, T> {
  // A browser script bundled without Vite (the line page's early status script, by esbuild) has no
  // folder to read and needs no flow's parts: it finds none.
  if (typeof process === 'undefined') return {};
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const machines = join(dirname(fileURLToPath(import.meta.url)), '..', root);
  const modules: Record<string, T> = {};
  for (const folder of readdirSync(machines, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const [file, module] of Object.entries(
      defaultExportsInFolder<T>(join(machines, folder.name), ending),
    )) {
      modules[`../${root}/${folder.name}/${file.slice(2)}`] = module;
    }
  }
  return modules;
}
