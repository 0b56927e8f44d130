import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer, StorybookConfig } from 'storybook/internal/types';
import type { Plugin, UserConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A journey file added to journeys/ gets its two preview stories (es-MX and en-US) in Storybook's
 * sidebar and in the bundled stories module, with no edit to journey-preview.stories.tsx. Checked
 * with the repo's own Storybook and Vite configs, copied beside a journeys/ folder that holds one
 * file more (each config finds the journeys beside it); the stories file is the repo's, unchanged.
 */
const REPO = join(import.meta.dirname, '..');
const STORIES = 'apps/web/src/storybook/journey-preview/journey-preview.stories.tsx';
const SCRATCH = 'scratch-journey';
/** The story exports a designer finds in the sidebar for it: `…--scratch-journey` and its English. */
const SCRATCH_EXPORTS = ['ScratchJourney', 'ScratchJourneyInEnglish'];

/** The configs in a folder of their own, beside journeys/ with the scratch file; the rest linked. */
function repoWithScratchJourney(): string {
  const root = mkdtempSync(join(tmpdir(), 'senda-journey-previews-'));
  cpSync(join(REPO, 'journeys'), join(root, 'journeys'), { recursive: true });
  cpSync(join(REPO, 'journeys/plan-switch.json'), join(root, `journeys/${SCRATCH}.json`));
  mkdirSync(join(root, '.storybook'));
  writeFileSync(join(root, '.storybook/main.ts'), readFileSync(join(REPO, '.storybook/main.ts')));
  writeFileSync(join(root, 'vite.config.ts'), readFileSync(join(REPO, 'vite.config.ts')));
  for (const linked of ['scripts', 'packages', 'apps', 'node_modules']) {
    symlinkSync(join(REPO, linked), join(root, linked));
  }
  return root;
}

/** Storybook's own CSF indexer, as Storybook passes it to `experimental_indexers`. */
const csfIndexer: Indexer = {
  test: /\.stories\.(ts|tsx)$/,
  createIndex: async (fileName, options) =>
    loadCsf(readFileSync(fileName, 'utf8'), { ...options, fileName }).parse().indexInputs,
};

const root = repoWithScratchJourney();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storiesPath = join(root, STORIES);
const storiesCode = readFileSync(join(REPO, STORIES), 'utf8');

describe('a new journey file', () => {
  it('needs no edit to the stories file', () => {
    expect(storiesCode).not.toContain(SCRATCH);
  });

  it("is in Storybook's index (the sidebar) in both languages", async () => {
    const { default: config } = (await import(pathToFileURL(join(root, '.storybook/main.ts')).href)) as {
      default: StorybookConfig;
    };
    const configured = config.experimental_indexers;
    const indexers: Indexer[] = (typeof configured === 'function'
      ? await configured([csfIndexer], {} as never)
      : configured) ?? [csfIndexer];
    const indexer = indexers.find((candidate) => candidate.test.test(storiesPath));
    const entries = await indexer?.createIndex(storiesPath, { makeTitle: (title?: string) => title ?? '' });
    expect(entries?.map((entry) => entry.exportName)).toEqual(expect.arrayContaining(SCRATCH_EXPORTS));
  });

  it('is exported, in both languages, by the stories module as Storybook and Vitest bundle it', async () => {
    const { default: config } = (await import(pathToFileURL(join(root, 'vite.config.ts')).href)) as {
      default: UserConfig;
    };
    // The plugins that write a story module's code before Storybook's own read its exports.
    const early = (config.plugins ?? [])
      .flat()
      .filter((plugin): plugin is Plugin => !!plugin && (plugin as Plugin).enforce === 'pre');
    let code = storiesCode;
    for (const plugin of early) {
      const transform = typeof plugin.transform === 'function' ? plugin.transform : plugin.transform?.handler;
      const result = await transform?.call({} as never, code, storiesPath);
      if (typeof result === 'string') code = result;
      else if (result?.code) code = result.code;
    }
    const exported = loadCsf(code, { fileName: storiesPath, makeTitle: (title) => title ?? '' }).parse()
      .indexInputs;
    expect(exported.map((entry) => entry.exportName)).toEqual(expect.arrayContaining(SCRATCH_EXPORTS));
    expect(code).toContain(`journeyPreviewStory("${SCRATCH}", 'en-US')`);
  });
});
