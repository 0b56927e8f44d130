import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { SupportedLocale } from '../../config/constants.ts';
import type { LazyMessageArea, MessageArea } from './message-area-prefixes.ts';

/**
 * One language's messages as the app formats them: texts here and in `vite` dev, already parsed
 * ICU in a production build (scripts/vite/precompiled-messages.ts compiles the bundles, so the
 * app ships without the ICU parser). formatjs takes either.
 */
export type LoadedMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

type Part = () => Promise<{ default: LoadedMessages }>;

/**
 * Each language is its own chunk, and in it each area (message-areas.ts): a visitor downloads only
 * the language they read, and only the areas of the pages they open. `./<locale>.json` names the
 * language: Vite hands it the shared bundle and the flow wings' texts merged (message-files.ts). The
 * `?area=` imports are split by the production build (scripts/vite/precompiled-messages.ts);
 * elsewhere (tests, `vite` dev, Storybook: scripts/vite/merged-messages.ts) they are the whole
 * merged language again, which merges to the same texts.
 */
const IMPORTS: Readonly<Record<SupportedLocale, Readonly<Record<MessageArea, Part>>>> = {
  'en-US': {
    main: () => import('./en-US.json'),
    manage: () => import('./en-US.json?area=manage'),
    flows: () => import('./en-US.json?area=flows'),
    account: () => import('./en-US.json?area=account'),
    sim: () => import('./en-US.json?area=sim'),
    faq: () => import('./en-US.json?area=faq'),
    coverage: () => import('./en-US.json?area=coverage'),
  },
  'es-MX': {
    main: () => import('./es-MX.json'),
    manage: () => import('./es-MX.json?area=manage'),
    flows: () => import('./es-MX.json?area=flows'),
    account: () => import('./es-MX.json?area=account'),
    sim: () => import('./es-MX.json?area=sim'),
    faq: () => import('./es-MX.json?area=faq'),
    coverage: () => import('./es-MX.json?area=coverage'),
  },
};

/** The areas the pages opened so far show; every language loaded from now on brings them too. */
const wanted = new Set<MessageArea>(['main']);
const loading = new Map<string, Promise<LoadedMessages>>();
const parts = new Map<string, LoadedMessages>();
/** Per language, its wanted areas merged once all have arrived (a new object whenever one is added). */
const merged = new Map<SupportedLocale, { areas: number; messages: LoadedMessages }>();
/** The languages asked for so far: an area wanted later is loaded in each of them. */
const requested = new Set<SupportedLocale>();
const listeners = new Set<() => void>();

const partKey = (locale: SupportedLocale, area: MessageArea) => `${locale}:${area}`;

function loadPart(locale: SupportedLocale, area: MessageArea): Promise<LoadedMessages> {
  const key = partKey(locale, area);
  let promise = loading.get(key);
  if (!promise) {
    promise = IMPORTS[locale][area]().then(({ default: messages }) => {
      parts.set(key, messages);
      notify();
      return messages;
    });
    // A failed load (flaky network) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The language's wanted areas in one object, or undefined while one of them is still loading. */
function mergeLoaded(locale: SupportedLocale): LoadedMessages | undefined {
  const current = merged.get(locale);
  if (current?.areas === wanted.size) return current.messages;
  const loaded = [...wanted].map((area) => parts.get(partKey(locale, area)));
  if (loaded.some((part) => part === undefined)) return undefined;
  const messages: LoadedMessages = Object.freeze(Object.assign({}, ...loaded));
  merged.set(locale, { areas: wanted.size, messages });
  return messages;
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** Per language, the answer to loadMessages for the areas wanted when it was asked. */
const answers = new Map<SupportedLocale, { areas: number; promise: Promise<LoadedMessages> }>();

/**
 * Loads a language (its main texts and every area wanted so far) once; resolves with them merged.
 * Later calls get the same promise until another area is wanted (React's `use` needs that).
 */
export function loadMessages(locale: SupportedLocale): Promise<LoadedMessages> {
  requested.add(locale);
  const asked = answers.get(locale);
  if (asked?.areas === wanted.size) return asked.promise;
  const areas = [...wanted];
  const promise = Promise.all(areas.map((area) => loadPart(locale, area))).then(
    // An area wanted meanwhile is still on its way: the answer is then what had been asked for.
    (loaded) => mergeLoaded(locale) ?? Object.freeze(Object.assign({}, ...loaded)),
  );
  answers.set(locale, { areas: areas.length, promise });
  // A failed load (flaky network) may be tried again.
  promise.catch(() => {
    if (answers.get(locale)?.promise === promise) answers.delete(locale);
  });
  return promise;
}

/**
 * Loads an area's texts in every language asked for so far, and in any asked for later. A page
 * that shows the area waits for it before it renders (its route's load) or renders its part once
 * it is there (the FAQ).
 */
export function loadMessageArea(area: LazyMessageArea): Promise<void> {
  if (!wanted.has(area)) {
    wanted.add(area);
    // loadedMessages now answers undefined until the area is there: the app keeps its texts meanwhile.
    // Subscribers hear of it after the caller has returned, not during the call: a route's module
    // asks for its areas while React renders the route (lazy-route.tsx's `use`), and a store
    // subscription told then is a state update of the intl provider inside another component's
    // render, which React forbids ("Cannot update a component while rendering a different
    // component"). A microtask is still before the next paint, and the texts shown meanwhile are
    // the same ones.
    queueMicrotask(notify);
  }
  return Promise.all([...requested].map(loadMessages)).then(() => undefined);
}

/** The language's messages if they have finished loading (every wanted area), so a render need not wait. */
export function loadedMessages(locale: SupportedLocale): LoadedMessages | undefined {
  return mergeLoaded(locale);
}

/** Called whenever an area starts being wanted or a language's messages grow (a React store subscription). */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
