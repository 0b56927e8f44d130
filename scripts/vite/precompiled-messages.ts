import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { MessageArea } from '../../packages/core/src/i18n/messages/message-area-prefixes.ts';
import { messageAreaOf } from '../../packages/core/src/i18n/messages/message-areas.ts';
import { readMessageBundles } from '../../packages/core/src/i18n/messages/message-files.ts';
import { isStorybookBuild } from './storybook-build.ts';

/**
 * `vite build` only: the app ships its messages already parsed, and formatjs without the ICU
 * parser (about 8 KB gzip of the first load, and no parsing on the phone).
 *
 * - core's loadMessages imports `./<locale>.json` and `./<locale>.json?area=<area>`: in the build
 *   each gets its part of the bundle (core's message-areas.ts says which ids are in which area)
 *   compiled to formatjs' message AST, one chunk per language and area;
 * - core's message-ids module imports `./en-US.json` for its keys alone: it gets the keys only;
 * - formatjs' runtime (intl-messageformat, @formatjs/intl) gets the parser package's `no-parser`
 *   entry, which has everything but `parse`. Nothing reaches it unparsed: the bundles are
 *   compiled, and remote keys are parsed by core's merge (loadRemoteMessagesMerge), which imports
 *   the real parser in a chunk of its own.
 *
 * Tests, Node and `vite` dev use the JSON texts and the real parser, as before. Storybook's build
 * is left alone too: a story may format texts of its own.
 */
export const MESSAGES_DIR = fileURLToPath(new URL('../../packages/core/src/i18n/messages/', import.meta.url));
export const LOAD_MESSAGES = resolve(MESSAGES_DIR, 'load-messages.ts');
export const MESSAGE_IDS = resolve(MESSAGES_DIR, 'message-ids.ts');
/** `./<locale>.json` or `./<locale>.json?area=<area>`, as load-messages.ts and message-ids.ts import them. */
export const BUNDLE_FILE = /^\.\/([A-Za-z-]+)\.json(?:\?area=([a-z]+))?$/;
const FORMATJS_RUNTIME = /[\\/]node_modules[\\/](?:intl-messageformat|@formatjs[\\/]intl)[\\/]/;
const PARSER = '@formatjs/icu-messageformat-parser';

const COMPILED = '\0senda-messages/';
/**
 * The module id of a language's compiled messages in the build (its chunk contains it): its main
 * texts, or one area's (the chunk is then named `<locale>-<area>`).
 */
export const compiledMessagesId = (locale: string, area: MessageArea = 'main'): string =>
  `${COMPILED}${locale}${area === 'main' ? '' : `-${area}`}.js`;
const COMPILED_NAME = /^([a-z]{2}-[A-Z]{2})(?:-([a-z]+))?\.js$/;

/**
 * Which language chunk a built file is, if it is one: Rollup names it after its module above plus an
 * 8-character hash, `<locale>-<hash>.js` for the main texts and `<locale>-<area>-<hash>.js` for an
 * area. `name` is `<locale>` or `<locale>-<area>` (the bench and the browser tests read it).
 */
export function builtMessagesChunk(file: string): { name: string; area: MessageArea } | undefined {
  const match = /^([a-z]{2}-[A-Z]{2})(?:-([a-z]+))?-[\w-]{8}\.js$/.exec(basename(file));
  if (!match) return undefined;
  const area = (match[2] as MessageArea | undefined) ?? 'main';
  return { name: area === 'main' ? (match[1] as string) : `${match[1]}-${area}`, area };
}
const KEYS = '\0senda-message-ids/';

/** Each message parsed as intl-messageformat itself would parse it, or an error naming the id. */
export function compileMessages(
  texts: Readonly<Record<string, string>>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(texts).map(([id, text]) => {
      try {
        // The options intl-messageformat parses with at runtime.
        return [id, parse(text, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`${locale}: "${id}" is not valid ICU (${String(error)})`);
      }
    }),
  );
}

/**
 * The module a language's chunk is made of. A message that is one piece of text (most of them) is
 * written as `literal("…")`: the AST of a text repeated for each message would cost more bytes.
 */
export function compiledMessagesModule(compiled: Readonly<Record<string, MessageFormatElement[]>>): string {
  const entries = Object.entries(compiled).map(([id, ast]) => {
    const only = ast[0];
    const value =
      ast.length === 1 && only?.type === TYPE.literal
        ? `literal(${JSON.stringify(only.value)})`
        : JSON.stringify(ast);
    return `${JSON.stringify(id)}:${value}`;
  });
  return [
    `const literal = (value) => [{ type: ${TYPE.literal}, value }];`,
    `export default {${entries.join(',\n')}};`,
  ].join('\n');
}

/** The texts of one area of a bundle. */
export function areaTexts(
  texts: Readonly<Record<string, string>>,
  area: MessageArea,
): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => messageAreaOf(id) === area));
}

/**
 * The sandbox demo's own texts (its OTP mailbox): only the sandbox build (`--mode sandbox`) has the
 * panel, so only it ships them. The production build has neither their texts nor their ids.
 */
export const SANDBOX_MESSAGE_PREFIX = 'sandbox.';

/**
 * A language's texts, the shared bundle's and the flow wings' merged (core's message-files.ts), read
 * now: the file names the language, the texts come from every file of it.
 */
function readBundle(file: string, sandbox: boolean): Record<string, string> {
  const texts = readMessageBundles()[basename(file, '.json') as keyof ReturnType<typeof readMessageBundles>];
  return sandbox
    ? texts
    : Object.fromEntries(Object.entries(texts).filter(([id]) => !id.startsWith(SANDBOX_MESSAGE_PREFIX)));
}

function compileBundle(file: string, area: MessageArea, sandbox: boolean): string {
  const texts = readBundle(file, sandbox);
  return compiledMessagesModule(compileMessages(areaTexts(texts, area), basename(file, '.json')));
}

function keysOnly(file: string, sandbox: boolean): string {
  const texts = readBundle(file, sandbox);
  return `export default ${JSON.stringify(Object.fromEntries(Object.keys(texts).map((id) => [id, ''])))};`;
}

export function precompiledMessages(): Plugin {
  let active = true;
  let sandbox = false;
  return {
    name: 'senda-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = !isStorybookBuild(config);
      sandbox = config.mode === 'sandbox';
    },
    async resolveId(source, importer) {
      if (!active || !importer) return null;
      if (source === PARSER && FORMATJS_RUNTIME.test(importer)) {
        return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      }
      const bundle = BUNDLE_FILE.exec(source);
      if (!bundle) return null;
      if (importer === LOAD_MESSAGES)
        return compiledMessagesId(bundle[1] as string, (bundle[2] as MessageArea | undefined) ?? 'main');
      if (importer === MESSAGE_IDS && !bundle[2]) return `${KEYS}${bundle[1]}.js`;
      return null;
    },
    load(id) {
      const bundleFile = (locale: string) => {
        const file = resolve(MESSAGES_DIR, `${locale}.json`);
        if (dirname(file) !== resolve(MESSAGES_DIR)) return undefined;
        this.addWatchFile(file);
        return file;
      };
      if (id.startsWith(COMPILED)) {
        const name = COMPILED_NAME.exec(id.slice(COMPILED.length));
        const file = name && bundleFile(name[1] as string);
        return file ? compileBundle(file, (name[2] as MessageArea | undefined) ?? 'main', sandbox) : null;
      }
      if (id.startsWith(KEYS)) {
        const file = bundleFile(basename(id.slice(KEYS.length), '.js'));
        return file ? keysOnly(file, sandbox) : null;
      }
      return null;
    },
  };
}
