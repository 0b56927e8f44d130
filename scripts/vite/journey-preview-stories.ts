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

/** `plan-switch` → `PlanSwitch`: the export, hence the story id (`…--plan-switch`), links keep. */
const exportNameOf = (id: string) =>
  id.replace(/(^|[-_.])([a-z0-9])/gi, (_, _separator: string, letter: string) => letter.toUpperCase());

/** The stories module's code with each journey's two preview stories appended (es-MX, en-US). */
export function withJourneyPreviews(code: string, ids: readonly string[]): string {
  const exports = ids.flatMap((id) => [
    `export const ${exportNameOf(id)} = journeyPreviewStory(${JSON.stringify(id)});`,
    `export const ${exportNameOf(id)}InEnglish = journeyPreviewStory(${JSON.stringify(id)}, 'en-US');`,
  ]);
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
      const code = withJourneyPreviews(await readFile(fileName, 'utf8'), journeyFileIds(journeysDir));
      return loadCsf(code, { ...options, fileName }).parse().indexInputs;
    },
  };
}
