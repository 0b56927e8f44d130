/// <reference types="vite/client" />
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../config/constants.ts';
import enUS from './en-US.json' with { type: 'json' };
import esMX from './es-MX.json' with { type: 'json' };

/**
 * Where the texts are written: the shared bundles here (`<locale>.json`), and each flow wing's own
 * (`flows/<flow>/messages.<locale>.json`), found by their names so that adding a flow's texts
 * changes no existing file. Everything that needs a language's texts reads them merged, through
 * this module: core's `bundles` (index.ts), the build's precompiled chunks and the app's loaded
 * languages (scripts/vite/precompiled-messages.ts), and the tools and tests. A text's message area
 * is still its id's (message-areas.ts), whichever file it is written in, so a page loads the same
 * texts wherever they live.
 */
export interface MessageFile {
  /** Its path from core's `src/`, e.g. `flows/termination/messages.es-MX.json`. */
  readonly file: string;
  readonly locale: SupportedLocale;
  readonly messages: Readonly<Record<string, string>>;
}

const WING_FILE = /^(?:.*\/)?flows\/([^/]+)\/messages\.([A-Za-z-]+)\.json$/;

/** A wing's texts file's flow and language, or undefined for any other file. */
export function wingMessageFile(path: string): { flow: string; locale: string } | undefined {
  const match = WING_FILE.exec(path.replaceAll('\\', '/'));
  return match ? { flow: match[1] as string, locale: match[2] as string } : undefined;
}

/**
 * Every language's texts merged, and the sentences that say what is wrong with the files: an id
 * written in two files, a wing file's id its other language lacks, a wing file in a language the
 * storefront does not speak. The problems fail a test (messages.test.ts) and the build.
 */
export function mergeMessageFiles(files: readonly MessageFile[]): {
  bundles: Record<SupportedLocale, Record<string, string>>;
  problems: string[];
} {
  const bundles = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, {}])) as Record<
    SupportedLocale,
    Record<string, string>
  >;
  const writtenIn = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, locale, messages } of files) {
    for (const [id, text] of Object.entries(messages)) {
      const first = writtenIn.get(`${locale}:${id}`);
      if (first) problems.push(`${file} repeats "${id}", already written in ${first}.`);
      else writtenIn.set(`${locale}:${id}`, file);
      bundles[locale][id] = text;
    }
  }
  // A wing's two files hold the same ids (the shared bundles' are held so by messages.test.ts).
  const wingFiles = files.filter((file) => wingMessageFile(file.file));
  for (const { file, locale, messages } of wingFiles) {
    for (const other of SUPPORTED_LOCALES.filter((each) => each !== locale)) {
      const otherFile = file.replace(`messages.${locale}.json`, `messages.${other}.json`);
      const counterpart = wingFiles.find((each) => each.file === otherFile);
      for (const id of Object.keys(messages)) {
        if (!counterpart || !Object.hasOwn(counterpart.messages, id))
          problems.push(`${otherFile} lacks "${id}", which ${file} has.`);
      }
    }
  }
  return { bundles, problems };
}

/** A wing file's path as found (a glob's `../../flows/…`, a folder's absolute path) from core's `src/`. */
const fromSrc = (path: string) => path.replaceAll('\\', '/').replace(/^.*?(?=flows\/[^/]+\/messages\.)/, '');

function wingFiles(found: Readonly<Record<string, Readonly<Record<string, string>>>>): MessageFile[] {
  return Object.entries(found).flatMap(([path, messages]) => {
    const wing = wingMessageFile(path);
    if (!wing) return [];
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(wing.locale))
      throw new Error(`${fromSrc(path)}: "${wing.locale}" is not a language the storefront speaks.`);
    return [{ file: fromSrc(path), locale: wing.locale as SupportedLocale, messages }];
  });
}

/**
 * Node without Vite (the build's plugins, the CLIs, tools): each wing's texts files, read from its
 * folder now, so a build or a tool sees the files as they are.
 */
export function readWingMessageFiles(): MessageFile[] {
  // A browser script bundled without Vite has no folder to read and shows no flow's texts.
  if (typeof process === 'undefined') return [];
  const { readdirSync, readFileSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const flows = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'flows');
  const found: Record<string, Record<string, string>> = {};
  for (const folder of readdirSync(flows, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(flows, folder.name))) {
      const path = join(flows, folder.name, file);
      if (wingMessageFile(path)) found[path] = JSON.parse(readFileSync(path, 'utf8'));
    }
  }
  return wingFiles(found);
}

const SHARED_FILES: readonly MessageFile[] = [
  { file: 'i18n/messages/es-MX.json', locale: 'es-MX', messages: esMX },
  { file: 'i18n/messages/en-US.json', locale: 'en-US', messages: enUS },
];

function foundMessageFiles(): MessageFile[] {
  return [
    ...SHARED_FILES,
    ...(import.meta.env
      ? wingFiles(
          import.meta.glob<Readonly<Record<string, string>>>('../../flows/*/messages.*.json', {
            eager: true,
            import: 'default',
          }),
        )
      : readWingMessageFiles()),
  ];
}

/**
 * Every texts file: the shared bundles and the wings' (Vite, i.e. Vitest and Storybook, finds these
 * at build time; plain Node reads their folders). Pure: a build whose app never reads them (the app
 * loads its languages through loadMessages) leaves every text out.
 */
export const MESSAGE_FILES: readonly MessageFile[] = /* @__PURE__ */ foundMessageFiles();

/** Every language's texts merged (the problems aside: they fail messages.test.ts and the build). */
export const mergedBundles = (files: readonly MessageFile[]) => mergeMessageFiles(files).bundles;

/** The shared bundles as they are now on disk and every wing's: for the build and the tools. */
export function readMessageFiles(): MessageFile[] {
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({
      file: `i18n/messages/${locale}.json`,
      locale,
      messages: JSON.parse(readFileSync(join(here, `${locale}.json`), 'utf8')) as Record<string, string>,
    })),
    ...readWingMessageFiles(),
  ];
}

/**
 * Node without Vite: every language's texts merged from the files as they are now, or an error
 * listing what is wrong with them (an id written twice, an id one language lacks).
 */
export function readMessageBundles(): Record<SupportedLocale, Record<string, string>> {
  const { bundles, problems } = mergeMessageFiles(readMessageFiles());
  if (problems.length > 0) throw new Error(`The message files disagree:\n${problems.join('\n')}`);
  return bundles;
}
