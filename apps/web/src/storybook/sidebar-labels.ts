/**
 * Storybook's sidebar and search in both languages. Each stories file has its names beside it,
 * `<file>.story-names.json` (StoryNamesFile): its Spanish title part for part and each story's plain
 * name in Spanish and in English. Storybook indexes one name per story, so the index carries both
 * languages and the machine states the story claims ("Envío fallido · Could not send the
 * cancellation: nothing changed · termination.submitFailed", main.ts's indexer with
 * `indexedStoryName`): the search finds a story by either language or by a state id. The sidebar
 * shows the half of the toolbar's language (`sidebarLabel`, manager.ts's renderLabel), and sections
 * and screens by their Spanish title (by the sidebar's id, read from the names files by main.ts:
 * scripts/vite/story-names-index.ts). The story ids stay the export's: links and tests name them.
 * tests/story-names.test.ts fails on a story with no Spanish or no English name, on an English name
 * that is only the export's words, or on claimed states the file does not list.
 */

/** Between the Spanish, the English and the states of an indexed name. */
export const NAME_SEPARATOR = ' · ';

/** A stories file's names, in `<file>.story-names.json` beside it. */
export interface StoryNamesFile {
  /** The file's title in Spanish, part for part (`Tu línea/Cancelación de la línea` for `Manage/Termination`). */
  title: string;
  /** Each story's plain Spanish name by its export name. */
  stories: Readonly<Record<string, string>>;
  /**
   * Each story's plain English name by its export name, saying what the screen shows ("Could not
   * send the cancellation: nothing changed", never the export's "Send Failed"). A file written
   * before may lack it: its stories keep Storybook's name from the export until they have one (the
   * test fails on them).
   */
  english?: Readonly<Record<string, string>>;
  /**
   * The machine states each story claims (`parameters.machineStates`), so the sidebar's search finds
   * a story by its state id. Written from the stories themselves: `SENDA_WRITE_STORY_STATES=1 npx
   * vitest run --project workspace story-names`.
   */
  states?: Readonly<Record<string, readonly string[]>>;
}

/** The names file of a stories file: `termination-page.story-names.json` beside `termination-page.stories.tsx`. */
export const storyNamesFileOf = (storiesFile: string): string =>
  storiesFile.replace(/\.stories\.tsx?$/, '.story-names.json');

/** A story's plain name in each language. */
export interface StoryNames {
  spanish: string;
  english: string;
}

/**
 * A story's names: from its names file, or its own name when the story is named in both languages
 * in its own file (`Empieza aquí · Start here`); none when either language is missing. The index,
 * the sidebar and the review room all read a story's names here.
 */
export function storyNamesOf(
  exportName: string,
  name: string,
  names: StoryNamesFile | undefined,
): StoryNames | undefined {
  if (name.includes(NAME_SEPARATOR)) {
    const [spanish = name, english = name] = name.split(NAME_SEPARATOR);
    return { spanish, english };
  }
  const spanish = names?.stories[exportName];
  const english = names?.english?.[exportName];
  return spanish && english ? { spanish, english } : undefined;
}

/**
 * A story's name in the index: its Spanish, its English and the states it claims; none when it
 * lacks either language.
 */
export function indexedStoryName(
  exportName: string,
  name: string,
  names: StoryNamesFile | undefined,
): string | undefined {
  const both = storyNamesOf(exportName, name, names);
  if (!both) return undefined;
  const bilingual = `${both.spanish}${NAME_SEPARATOR}${both.english}`;
  const states = names?.states?.[exportName] ?? [];
  return states.length > 0 ? `${bilingual}${NAME_SEPARATOR}${states.join(' ')}` : bilingual;
}

/** The manager page's element holding the sections' and screens' Spanish by id (a JSON block main.ts writes). */
export const SIDEBAR_TITLES_ELEMENT = 'senda-sidebar-titles';

/** What the sidebar needs of an entry (Storybook's API_HashEntry). */
export interface SidebarItem {
  id: string;
  name: string;
  type: string;
}

/**
 * What the sidebar shows for an entry in the toolbar's language: a story's Spanish or English half,
 * a section or screen's Spanish (`titles`, by id) under es-MX and, under en-US, its own name or
 * the English in its brackets ("Editor de recorridos (Journey editor)").
 */
export function sidebarLabel(
  item: SidebarItem,
  locale: unknown,
  titles: Readonly<Record<string, string>>,
): string {
  const english = locale === 'en-US';
  if (item.type === 'story' || item.type === 'docs') {
    const [spanish, inEnglish] = item.name.split(NAME_SEPARATOR);
    return (english ? inEnglish : spanish) ?? item.name;
  }
  if (!english) return titles[item.id] ?? item.name;
  return /^.+ \(([^()]+)\)$/.exec(item.name)?.[1] ?? item.name;
}
