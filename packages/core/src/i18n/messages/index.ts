import type { SupportedLocale } from '../../config/constants.ts';
import { MESSAGE_FILES, mergedBundles } from './message-files.ts';
import type { MessageBundle } from './message-id.ts';

/** Messages as handed to the formatter: after a remote merge they may hold ids this build does not know. */
export type Messages = Readonly<Record<string, string>>;

/**
 * Both languages, the shared bundles and the wings' texts merged (message-files.ts), imported
 * eagerly: for Node, the tests and formatting outside the app. The app loads only the language it
 * shows (loadMessages). Typed complete: messages.test.ts holds every language to the same ids.
 */
export const bundles: Readonly<Record<SupportedLocale, MessageBundle>> = Object.freeze(
  // Pure: a build whose app never reads `bundles` leaves every language's texts out.
  /* @__PURE__ */ mergedBundles(MESSAGE_FILES) as Record<SupportedLocale, MessageBundle>,
);

export type { LoadedMessages } from './load-messages.ts';
export { loadedMessages, loadMessageArea, loadMessages, subscribeToMessages } from './load-messages.ts';
export { LAZY_AREAS, type LazyMessageArea, type MessageArea } from './message-area-prefixes.ts';
export { LAZY_MESSAGE_AREAS, messageAreaOf } from './message-areas.ts';
export { MESSAGE_FILES, type MessageFile, mergeMessageFiles, readMessageFiles } from './message-files.ts';
export type { MessageBundle, MessageId } from './message-id.ts';
export { isMessageId, MESSAGE_IDS } from './message-ids.ts';
export type { WingMessageId, WingMessages } from './wing-messages.ts';
