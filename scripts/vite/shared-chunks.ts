import { fileURLToPath } from 'node:url';
import type { ManualChunkMeta } from 'rollup';
import type { Plugin } from 'vite';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: fewer, larger shared chunks for the screens.
 *
 * Left to itself Rollup gives every design-system component a chunk and a stylesheet of a few
 * hundred bytes, and a screen then waits for a dozen or more of them: over HTTP/1.1 (six
 * connections) on a slow phone network that is several round trips before it can render. Here
 * the components the first load does not already have go into one `design-system` chunk with
 * one stylesheet: a few KB every screen uses part of, downloaded once.
 *
 * Rollup moves a manual chunk's dependencies into it unless they belong to another manual chunk,
 * so what those components import from the first load gets manual chunks of its own: React
 * (`react`, also cached across releases) and the components the shell and layouts render
 * (`first-load-ui`). Both are part of the first load as before, now as files preloaded beside the
 * entry, and counted in it. Components that import anything but React and other components (core)
 * stay where Rollup puts them. First-load code imports components from their own files, never
 * through the design-system index, which would reach them all (the build warns if it does).
 */
const DESIGN_SYSTEM = fileURLToPath(new URL('../../apps/web/src/design-system/', import.meta.url));
const INDEX = `${DESIGN_SYSTEM}index.ts`;
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|^\0commonjsHelpers/;
const CSS = /\.css(?:\?|$)/;

export function sharedChunks(): Plugin {
  let active = true;
  return {
    name: 'senda-shared-chunks',
    apply: 'build',
    configResolved(config) {
      active = !isStorybookBuild(config);
    },
    outputOptions(options) {
      if (!active) return null;
      let firstLoad: ReadonlySet<string> | undefined;
      const groupable = (id: string, api: ManualChunkMeta): boolean =>
        (api.getModuleInfo(id)?.importedIds ?? []).every(
          (dependency: string) =>
            REACT.test(dependency) || (dependency.startsWith(DESIGN_SYSTEM) && dependency !== INDEX),
        );
      return {
        ...options,
        manualChunks: (id, api) => {
          if (REACT.test(id)) return 'react';
          if (!id.startsWith(DESIGN_SYSTEM) || id === INDEX) return undefined;
          if (!CSS.test(id) && !groupable(id, api)) return undefined;
          firstLoad ??= staticallyReachedFromEntries(api);
          return firstLoad.has(id) ? 'first-load-ui' : 'design-system';
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!active) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        if (chunk.imports.some((file) => bundle[file]?.name === 'design-system')) {
          this.warn(
            `${chunk.fileName} imports the design-system chunk: first-load code reaches a component ` +
              'through design-system/index.ts; import it from its own file.',
          );
        }
      }
    },
  };
}

/** Every module a chain of static imports leads to from an entry (the first load). */
function staticallyReachedFromEntries({ getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  const reached = new Set<string>();
  const queue = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}
