import type { SupportedLocale } from '../../config/constants.ts';
import enUS from './en-US.json' with { type: 'json' };
import esMX from './es-MX.json' with { type: 'json' };

/** Every id the app may ask for; en-US is the reference bundle. */
export type MessageId = keyof typeof enUS;

/** A complete bundle: typing es-MX this way makes a missing id a compile error, not a blank label. */
export type MessageBundle = Readonly<Record<MessageId, string>>;

/** Messages as handed to the formatter: after a remote merge they may hold ids this build does not know. */
export type Messages = Readonly<Record<string, string>>;

const enUSBundle: MessageBundle = enUS;
const esMXBundle: MessageBundle = esMX;

/**
 * Both languages, imported eagerly: for Node, the tests and formatting outside the app. The app
 * loads only the language it shows (loadMessages).
 */
export const bundles: Readonly<Record<SupportedLocale, MessageBundle>> = Object.freeze({
  'en-US': enUSBundle,
  'es-MX': esMXBundle,
});

export type { LoadedMessages } from './load-messages.ts';
export { loadedMessages, loadMessageArea, loadMessages, subscribeToMessages } from './load-messages.ts';
export { MESSAGE_AREA_PAGES, messageAreasOfPage } from './message-area-pages.ts';
export type { LazyMessageArea, MessageArea } from './message-areas.ts';
export { LAZY_AREAS, LAZY_MESSAGE_AREAS, messageAreaOf } from './message-areas.ts';
export { isMessageId, MESSAGE_IDS } from './message-ids.ts';
