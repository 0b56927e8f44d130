import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';

interface Annotated {
  title?: string;
  name?: string;
  parameters?: { machineStates?: readonly string[]; senda?: { route?: string } };
  play?: unknown;
  includeStories?: string[] | RegExp;
  excludeStories?: string[] | RegExp;
}

const NAMED_EXPORTS_ORDER = '__namedExportsOrder';

/** One story as its module declares it: its id, the states it claims and the route it opens. */
export interface DeclaredStory {
  id: string;
  /** Its module file (as the modules were given) and export name. */
  file: string;
  exportName: string;
  /** Its file's title (`Manage/SIM replacement`) and its name in the sidebar. */
  title: string;
  name: string;
  claims: readonly string[];
  /** The path a route story opens (`routeStory`), without its query; none for other stories. */
  path: string | undefined;
  /** Whether it has a play function (it acts on its screen: types, presses Next). */
  plays: boolean;
}

/**
 * Every story of the CSF modules given (default export + named exports), keyed by Storybook
 * story id, with what it claims to show (`parameters.machineStates`; a story's own parameters
 * replace its file's, as Storybook merges arrays) and the path it opens.
 */
export function storiesOfModules(
  modules: Readonly<Record<string, Record<string, unknown>>>,
): DeclaredStory[] {
  const stories: DeclaredStory[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const meta = module.default as Annotated | undefined;
    if (!meta?.title) throw new Error(`${file}: the default export needs a title`);
    for (const [exportName, value] of Object.entries(module)) {
      // Storybook's build adds `__namedExportsOrder` (the stories' order) to every stories module.
      if (exportName === 'default' || exportName === NAMED_EXPORTS_ORDER) continue;
      if (!isExportStory(exportName, meta as never)) continue;
      const story = (value ?? {}) as Annotated;
      const route = story.parameters?.senda?.route ?? meta.parameters?.senda?.route;
      stories.push({
        // Storybook's id is the export's, whatever name the sidebar shows (normalizeStory).
        id: toId(meta.title, storyNameFromExport(exportName)),
        file,
        exportName,
        title: meta.title,
        name: story.name ?? storyNameFromExport(exportName),
        claims: story.parameters?.machineStates ?? meta.parameters?.machineStates ?? [],
        path: route?.split('?')[0],
        plays: Boolean(story.play ?? meta.play),
      });
    }
  }
  return stories;
}

/** What every CSF file's stories claim to show, keyed by Storybook story id. */
export function claimsOfStoryModules(modules: Readonly<Record<string, Record<string, unknown>>>) {
  return new Map(storiesOfModules(modules).map((story) => [story.id, story.claims] as const));
}
