import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';

interface Annotated {
  title?: string;
  name?: string;
  parameters?: { machineStates?: readonly string[] };
  includeStories?: string[] | RegExp;
  excludeStories?: string[] | RegExp;
}

/**
 * What every CSF file's stories claim to show (`parameters.machineStates`), read from the modules
 * themselves (default export + named exports), keyed by Storybook story id. A story's own
 * parameters replace its file's, as Storybook merges arrays.
 */
export function claimsOfStoryModules(modules: Readonly<Record<string, Record<string, unknown>>>) {
  const claims = new Map<string, readonly string[]>();
  for (const [file, module] of Object.entries(modules)) {
    const meta = module.default as Annotated | undefined;
    if (!meta?.title) throw new Error(`${file}: the default export needs a title`);
    for (const [exportName, value] of Object.entries(module)) {
      if (exportName === 'default' || !isExportStory(exportName, meta as never)) continue;
      const story = (value ?? {}) as Annotated;
      const id = toId(meta.title, story.name ?? storyNameFromExport(exportName));
      claims.set(id, story.parameters?.machineStates ?? meta.parameters?.machineStates ?? []);
    }
  }
  return claims;
}
