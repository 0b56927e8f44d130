import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

/**
 * The journey preview's stories (Product/Journey preview) are one pair per file in journeys/, one
 * story per language, written here rather than by hand: a new journey file gets its two previews,
 * in the Storybook sidebar and in the Storybook test run, with no edit to the stories file. The
 * same code is added where the stories module is bundled (the Vite plugin, for Storybook and for
 * Vitest's `import.meta.glob`) and where Storybook indexes it (the indexer, for the sidebar and
 * storybook-static/index.json), so both see the same exports.
 */
export const JOURNEY_PREVIEW_STORIES = /\/journey-preview\/journey-preview\.stories\.tsx$/;

/** The story helper the written exports call (apps/web/src/storybook/journey-preview/). */
const STORY_HELPER = './journey-preview-story';

/** The ids of the files in a journeys/ folder (`plan-switch` for plan-switch.json), sorted. */
export function journeyFileIds(journeysDir: string): string[] {
  return readdirSync(journeysDir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * A journey's two preview exports, `PlanSwitch` and `PlanSwitchInEnglish` for plan-switch: their
 * names make the story ids (`…--plan-switch`, `…--plan-switch-in-english`) that links keep.
 */
function previewExportsOf(id: string): { name: string; code: string }[] {
  const name = id.replace(/(^|[-_.])([a-z0-9])/gi, (_, _separator: string, letter: string) =>
    letter.toUpperCase(),
  );
  return [
    { name, code: `export const ${name} = journeyPreviewStory(${JSON.stringify(id)});` },
    {
      name: `${name}InEnglish`,
      code: `export const ${name}InEnglish = journeyPreviewStory(${JSON.stringify(id)}, 'en-US');`,
    },
  ];
}

/**
 * The stories module's code with each journey's two preview stories (es-MX, en-US) appended: after
 * the last line, so the module's own lines keep their numbers in stack traces.
 */
export function withJourneyPreviews(code: string, ids: readonly string[]): string {
  const exports = ids.flatMap(previewExportsOf).map((written) => written.code);
  return `${code}\nimport { journeyPreviewStory } from '${STORY_HELPER}';\n${exports.join('\n')}\n`;
}

/** Vite: the stories module, as bundled, exports each journey's previews. */
export function journeyPreviewStories(journeysDir: string): Plugin {
  return {
    name: 'senda-journey-preview-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!JOURNEY_PREVIEW_STORIES.test(id.split('?')[0] ?? id)) return null;
      return { code: withJourneyPreviews(code, journeyFileIds(journeysDir)), map: null };
    },
  };
}

/**
 * Storybook (`experimental_indexers`): indexes the stories module as the plugin bundles it, so the
 * sidebar and index.json list each journey's previews. Storybook's own CSF parser reads the code.
 */
export function journeyPreviewIndexer(journeysDir: string): Indexer {
  return {
    test: JOURNEY_PREVIEW_STORIES,
    createIndex: async (fileName, options) => {
      const { loadCsf } = await import('storybook/internal/csf-tools');
      const ids = journeyFileIds(journeysDir);
      const code = withJourneyPreviews(await readFile(fileName, 'utf8'), ids);
      const inputs = loadCsf(code, { ...options, fileName }).parse().indexInputs;
      // The sidebar lists the journeys first, in file order, then the module's own stories.
      const written = new Set(ids.flatMap(previewExportsOf).map((story) => story.name));
      return [
        ...inputs.filter((input) => written.has(input.exportName)),
        ...inputs.filter((input) => !written.has(input.exportName)),
      ];
    },
  };
}
