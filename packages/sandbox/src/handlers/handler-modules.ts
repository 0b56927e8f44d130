/// <reference types="vite/client" />
import type { HttpHandler } from 'msw';
import type { SandboxContext } from './sandbox-context.ts';

/** A `<resource>.handlers.ts`: its `<name>Handlers(ctx)` functions serve its routes. */
export type HandlerModule = Readonly<Record<string, unknown>>;
type HandlersOf = (ctx: SandboxContext) => HttpHandler[];

let fromFolder: Record<string, HandlerModule> | undefined;

/**
 * Node without Vite (the gateway server and `npm start` under tsx): loads every handlers file of
 * this folder once, which their entries (node.ts, server/http-server.ts) await before a sandbox is
 * made. Node's modules are reached through `process.getBuiltinModule`, so the browser's bundle of
 * the sandbox holds none.
 */
export async function loadHandlerModulesFromFolder(): Promise<void> {
  if (import.meta.env || fromFolder) return;
  const { readdirSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath, pathToFileURL } = process.getBuiltinModule('node:url');
  const folder = dirname(fileURLToPath(import.meta.url));
  // This folder's, then each flow wing's (flows/<flow>/<flow>.handlers.ts), keyed as Vite's globs.
  const flows = join(folder, '..', 'flows');
  const files = [
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.handlers.ts'))
      .map((file) => `./${file}`),
    ...readdirSync(flows, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(join(flows, entry.name))
          .filter((file) => file.endsWith('.handlers.ts'))
          .map((file) => `../flows/${entry.name}/${file}`),
      ),
  ];
  const modules = await Promise.all(
    files.map(
      (file) => import(/* @vite-ignore */ pathToFileURL(join(folder, file)).href) as Promise<HandlerModule>,
    ),
  );
  fromFolder = Object.fromEntries(files.map((file, i) => [file, modules[i] as HandlerModule]));
}

/**
 * Every `<resource>.handlers.ts` of this folder and of each flow wing (flows/<flow>/), by file name: a flow's handlers are found by their
 * file, so no list names them. Vite (the dev server's worker, Vitest, Storybook) finds them at build
 * time; `import.meta.env` is Vite's, absent under plain Node.
 */
function handlerModules(): Record<string, HandlerModule> {
  if (import.meta.env)
    return {
      ...import.meta.glob<HandlerModule>('./*.handlers.ts', { eager: true }),
      ...import.meta.glob<HandlerModule>('../flows/*/*.handlers.ts', { eager: true }),
    };
  if (!fromFolder)
    throw new Error('The sandbox handlers were not loaded: await loadHandlerModulesFromFolder()');
  return fromFolder;
}

/**
 * The handler functions of every handlers file, in the files' name order: each exported
 * `<name>Handlers` function. A route is served by one file only, so their order does not decide
 * which one answers.
 */
export function foundHandlers(): HandlersOf[] {
  return Object.entries(handlerModules())
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, module]) =>
      Object.entries(module)
        .filter(([name, value]) => name.endsWith('Handlers') && typeof value === 'function')
        .map(([, value]) => value as HandlersOf),
    );
}
