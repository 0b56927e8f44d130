import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sanitize } from 'storybook/internal/csf';
import type { Indexer } from 'storybook/internal/types';
import {
  indexedStoryName,
  SIDEBAR_TITLES_ELEMENT,
  type StoryNamesFile,
  storyNamesFileOf,
} from '../../apps/web/src/storybook/sidebar-labels.ts';

/**
 * Storybook's index and manager page in both languages, from each stories file's names file
 * (`<file>.story-names.json`, see sidebar-labels.ts): the indexer names every story in Spanish and
 * English with the states it claims, and the manager page carries the Spanish of every section
 * and screen for the sidebar. Read from the files each time Storybook indexes or serves its page.
 */

export function readStoryNames(storiesFile: string): StoryNamesFile | undefined {
  const file = storyNamesFileOf(storiesFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoryNamesFile) : undefined;
}

/** An indexer whose stories carry both languages and their states in their name (ids unchanged). */
export function withStoryNames(indexer: Indexer): Indexer {
  return {
    ...indexer,
    createIndex: async (fileName, options) => {
      const names = readStoryNames(fileName);
      return (await indexer.createIndex(fileName, options)).map((entry) => {
        if (entry.type !== 'story') return entry;
        const name = indexedStoryName(entry.exportName, entry.name ?? entry.exportName, names);
        return name ? { ...entry, name } : entry;
      });
    },
  };
}

/**
 * The Spanish of each section and screen a title makes, by Storybook's id of it (as its sidebar
 * builds the ids): `Manage/Termination` with `Tu línea/Cancelación de la línea` gives `manage` →
 * Tu línea and `manage-termination` → Cancelación de la línea. A Spanish title with another
 * number of parts gives nothing (tests/story-names.test.ts fails on it).
 */
export function sidebarTitles(title: string, spanish: string): [id: string, spanish: string][] {
  const english = title.split('/');
  const parts = spanish.split('/');
  if (parts.length !== english.length) return [];
  const ids: string[] = [];
  for (const part of english) {
    const parent = ids.at(-1);
    ids.push(sanitize(parent ? `${parent}-${part}` : part));
  }
  return ids.map((id, index) => [id, parts[index] as string]);
}

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storiesFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every section's and screen's Spanish under `dir`, by id, from the stories files' titles and names files. */
export async function spanishTitlesUnder(dir: string): Promise<Record<string, string>> {
  const { loadCsf } = await import('storybook/internal/csf-tools');
  const titles: Record<string, string> = {};
  for (const file of storiesFiles(dir)) {
    const names = readStoryNames(file);
    if (!names) continue;
    const csf = loadCsf(readFileSync(file, 'utf8'), {
      fileName: file,
      makeTitle: (title) => title ?? '',
    }).parse();
    for (const [id, spanish] of sidebarTitles(csf.meta?.title ?? '', names.title)) titles[id] = spanish;
  }
  return titles;
}

/** The titles as a JSON block for the manager page's head: data, never run (no script-src needed). */
export function sidebarTitlesHead(titles: Record<string, string>): string {
  const json = JSON.stringify(titles).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SIDEBAR_TITLES_ELEMENT}">${json}</script>`;
}
