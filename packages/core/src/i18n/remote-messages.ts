import { messageArguments, parseIcuMessage } from './icu-message.ts';
import type { Messages } from './messages/index.ts';
import type { LoadedMessages } from './messages/load-messages.ts';
import { type IcuReader, type MergeResult, mergeRemoteEntries } from './remote-merge.ts';

export type { DroppedEntry, DroppedReason, MergeResult } from './remote-merge.ts';

const PARSER: IcuReader = { parse: parseIcuMessage, argumentsOf: messageArguments };

/**
 * Remote texts over the bundled ones. Accepts the whole gateway answer or just its `keys` list.
 *
 * An entry is dropped when it is not `{ key: string, value: string }`, when the value is blank (it
 * would hide the bundled text), when it is not valid ICU, or when it asks for a placeholder the
 * bundled message does not have: the screens pass only the values the bundled text needs, so such a
 * text would fail at render time. A remote text may leave a placeholder out. New keys are kept.
 * Later duplicates win, as they would in the gateway's own map.
 */
export function mergeRemoteMessages(bundled: Messages, remote: unknown): MergeResult {
  // Texts in, texts kept: every message of the result is a text.
  return mergeRemoteEntries(bundled, remote, PARSER, (value) => value) as MergeResult;
}

/**
 * The same merge over a loaded bundle (see loadMessages), whose messages may already be parsed:
 * the remote texts come back parsed too, so a formatter built without the ICU parser (the
 * production app) can use them. This module, and the parser with it, is loaded only when remote
 * keys need it (loadRemoteMessagesMerge; mergePlainRemoteMessages handles plain texts without it).
 */
export function mergeRemoteMessagesParsed(
  bundled: LoadedMessages,
  remote: unknown,
): MergeResult<LoadedMessages> {
  return mergeRemoteEntries(bundled, remote, PARSER, (_value, ast) => ast);
}
