import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { SupportedLocale } from '../../config/constants.ts';

/**
 * One language's messages as the app formats them: texts here and in `vite` dev, already parsed
 * ICU in a production build (scripts/vite/precompiled-messages.ts compiles the bundles, so the
 * app ships without the ICU parser). formatjs takes either.
 */
export type LoadedMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** Each language is its own chunk: a visitor downloads only the language they read. */
const IMPORTS: Readonly<Record<SupportedLocale, () => Promise<{ default: LoadedMessages }>>> = {
  'en-US': () => import('./en-US.json'),
  'es-MX': () => import('./es-MX.json'),
};

const loading = new Map<SupportedLocale, Promise<LoadedMessages>>();
const loaded = new Map<SupportedLocale, LoadedMessages>();

/** Loads a language's bundle once; later calls get the same promise. */
export function loadMessages(locale: SupportedLocale): Promise<LoadedMessages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = IMPORTS[locale]().then(({ default: messages }) => {
      loaded.set(locale, messages);
      return messages;
    });
    // A failed load (flaky network) may be tried again.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** The bundle if it has finished loading, so a render need not wait for it a second time. */
export function loadedMessages(locale: SupportedLocale): LoadedMessages | undefined {
  return loaded.get(locale);
}
