import type { Plugin } from 'vite';
import { readMessageBundles } from '../../packages/core/src/i18n/messages/message-files.ts';
import { BUNDLE_FILE, LOAD_MESSAGES, MESSAGE_IDS } from './precompiled-messages.ts';

const MERGED = '\0senda-merged-messages/';

/**
 * Wherever the messages are not precompiled (`vite` dev, Vitest, Storybook): the app's languages,
 * as core's loadMessages and message-ids import them (`./<locale>.json`, `./<locale>.json?area=…`),
 * are the shared bundle and every flow wing's texts merged (core's message-files.ts), the whole of
 * them for every area as before. The production build's are precompiled-messages.ts', merged alike;
 * it runs first and answers those imports itself.
 */
export function mergedMessages(): Plugin {
  return {
    name: 'senda-merged-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer !== LOAD_MESSAGES && importer !== MESSAGE_IDS) return null;
      const bundle = BUNDLE_FILE.exec(source);
      return bundle ? `${MERGED}${bundle[1]}.js` : null;
    },
    load(id) {
      if (!id.startsWith(MERGED)) return null;
      const locale = id.slice(MERGED.length, -'.js'.length);
      const texts = readMessageBundles()[locale as keyof ReturnType<typeof readMessageBundles>];
      if (!texts) return null;
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
