/// <reference types="vite/client" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyNameFromExport } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer, IndexInput } from 'storybook/internal/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { storiesOfModules } from '../apps/web/src/storybook/coverage/story-claims.ts';
import { type StoryNamesFile, storyNamesFileOf } from '../apps/web/src/storybook/sidebar-labels.ts';
import { journeyPreviewIndexer } from '../scripts/vite/journey-preview-stories.ts';
import { sidebarTitles, spanishTitlesUnder, withStoryNames } from '../scripts/vite/story-names-index.ts';

/**
 * Storybook speaks the toolbar's language: every story has a plain name in Spanish and English
 * (its names file beside its stories file, or a name in both languages in the story itself), every
 * section and screen its Spanish, and the index lists the machine states each story claims, so the
 * sidebar's search finds a story by either language or by its state id (sidebar-labels.ts).
 * `SENDA_WRITE_STORY_STATES=1` writes each file's `states` from its stories instead of failing on
 * them; the names, Spanish and English, are never written for you.
 */
const storyModules = import.meta.glob<Record<string, unknown>>('../apps/web/src/**/*.stories.tsx', {
  eager: true,
});
const namesFiles = import.meta.glob<StoryNamesFile>('../apps/web/src/**/*.story-names.json', {
  eager: true,
  import: 'default',
});
const stories = storiesOfModules(storyModules);
const namesOf = (file: string) => namesFiles[storyNamesFileOf(file)];
const WRITE_STATES = process.env.SENDA_WRITE_STORY_STATES === '1';

/** Storybook's own CSF indexer (its `csfIndexer`: the file's code read statically, never run). */
const csfIndexer: Indexer = {
  test: /\.stories\.tsx$/,
  createIndex: async (fileName, options) =>
    loadCsf(readFileSync(fileName, 'utf8'), { ...options, fileName }).parse().indexInputs,
};
const indexers = [journeyPreviewIndexer(join(import.meta.dirname, '../journeys')), csfIndexer].map(
  withStoryNames,
);

/** The index as main.ts's indexers make it: what the sidebar shows and its search reads. */
let indexed: (IndexInput & { file: string })[] = [];
beforeAll(async () => {
  const files = Object.keys(storyModules);
  const entries = await Promise.all(
    files.map(async (file) => {
      const path = join(import.meta.dirname, file);
      const indexer = indexers.find((candidate) => candidate.test.test(path)) ?? csfIndexer;
      const inputs = await indexer.createIndex(path, { makeTitle: (title) => title ?? '' });
      return inputs.map((input) => ({ ...input, file }));
    }),
  );
  indexed = entries.flat();
  // Every stories file parsed (Babel): seconds on a loaded machine.
}, 120_000);

describe('story names in both languages', () => {
  it('finds the stories and their names files', () => {
    expect(stories.length).toBeGreaterThan(300);
    expect(Object.keys(namesFiles).length).toBeGreaterThan(50);
  });

  it('names every story of the index in Spanish and English', () => {
    expect(indexed.length).toBe(stories.length);
    const unnamed = indexed
      .filter((entry) => entry.type === 'story' && !entry.name?.includes(' · '))
      .map((entry) => {
        const names = namesOf(entry.file);
        const lacking = [
          names?.stories[entry.exportName] ? [] : ['Spanish'],
          names?.english?.[entry.exportName] ? [] : ['English'],
        ].flat();
        return `${storyNamesFileOf(entry.file).replace('../apps/web/src/', '')}: ${entry.exportName} (no ${lacking.join(' or ')})`;
      });
    expect(
      unnamed,
      'stories with no Spanish or no English name (add them to the names file beside the stories)',
    ).toEqual([]);
  });

  it('gives no story the words of its export name for English: a plain name says what the screen shows', () => {
    // "Send Failed" from SendFailed is how Storybook names a story it was not told the name of.
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const copied = Object.entries(namesFiles).flatMap(([file, names]) =>
      Object.entries(names.english ?? {})
        .filter(([exportName, english]) => words(english) === words(storyNameFromExport(exportName)))
        .map(([exportName, english]) => `${file}: ${exportName} "${english}"`),
    );
    expect(copied, 'English names that are only the export name split into words').toEqual([]);
  });

  it('names no story that does not exist, and no story twice', () => {
    const exported = new Set(stories.map((story) => `${storyNamesFileOf(story.file)}#${story.exportName}`));
    const stale = Object.entries(namesFiles).flatMap(([file, names]) =>
      Object.keys({ ...names.stories, ...names.english, ...names.states })
        .filter((exportName) => !exported.has(`${file}#${exportName}`))
        .map((exportName) => `${file}: ${exportName}`),
    );
    expect(stale, 'names of stories that are gone').toEqual([]);
    const twice = stories.filter(
      (story) =>
        story.name.includes(' · ') &&
        (namesOf(story.file)?.stories[story.exportName] || namesOf(story.file)?.english?.[story.exportName]),
    );
    expect(
      twice.map((story) => `${story.file}: ${story.exportName}`),
      'named in both languages in the story and in its names file',
    ).toEqual([]);
    expect(
      Object.keys(namesFiles).filter(
        (file) => !storyModules[file.replace('.story-names.json', '.stories.tsx')],
      ),
      'names files without a stories file',
    ).toEqual([]);
  });

  it('gives every section and screen one Spanish name, part for part', () => {
    const spanishOf = new Map<string, Set<string>>();
    const misfit: string[] = [];
    for (const title of new Set(stories.map((story) => story.title))) {
      const file = stories.find((story) => story.title === title)?.file ?? '';
      const spanish = namesOf(file)?.title.split('/') ?? [];
      const english = title.split('/');
      if (spanish.length !== english.length || spanish.some((part) => !part.trim())) {
        misfit.push(`${title} -> ${namesOf(file)?.title ?? 'no names file'}`);
        continue;
      }
      english.forEach((_, index) => {
        const path = english.slice(0, index + 1).join('/');
        spanishOf.set(path, new Set([...(spanishOf.get(path) ?? []), spanish[index] as string]));
      });
    }
    expect(misfit, 'titles whose Spanish has another number of parts').toEqual([]);
    const ambiguous = [...spanishOf]
      .filter(([, names]) => names.size > 1)
      .map(([path, names]) => `${path}: ${[...names].join(' | ')}`);
    expect(ambiguous, 'a section or screen with two Spanish names').toEqual([]);
  });

  it("lists in each names file the machine states its stories claim (the search's state ids)", () => {
    const differing: string[] = [];
    for (const [file, names] of Object.entries(namesFiles)) {
      const own = stories.filter((story) => storyNamesFileOf(story.file) === file);
      const states = Object.fromEntries(
        own.filter((story) => story.claims.length > 0).map((story) => [story.exportName, [...story.claims]]),
      );
      if (JSON.stringify(states) === JSON.stringify(names.states ?? {})) continue;
      if (WRITE_STATES) {
        const { states: _, ...rest } = names;
        const written = Object.keys(states).length > 0 ? { ...rest, states } : rest;
        writeFileSync(join(import.meta.dirname, file), `${JSON.stringify(written, null, 2)}\n`);
      } else differing.push(file);
    }
    expect(
      differing,
      'names files whose states are not what their stories claim: SENDA_WRITE_STORY_STATES=1 npx vitest run --project workspace story-names',
    ).toEqual([]);
  });

  it("gives the manager page each section's and screen's Spanish by the sidebar's id", async () => {
    expect(sidebarTitles('Manage/Auto-renewal/Turn on', 'Tu línea/Renovación automática/Activar')).toEqual([
      ['manage', 'Tu línea'],
      ['manage-auto-renewal', 'Renovación automática'],
      ['manage-auto-renewal-turn-on', 'Activar'],
    ]);
    expect(sidebarTitles('Manage/Termination', 'Cancelación')).toEqual([]);
    const titles = await spanishTitlesUnder(join(import.meta.dirname, '../apps/web/src'));
    expect(titles).toMatchObject({
      manage: 'Tu línea',
      'manage-termination': 'Cancelación de la línea',
      'product-editor-de-recorridos-journey-editor': 'Editor de recorridos',
    });
  });
});
