import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as v from 'valibot';
import { messageArguments, parseIcuMessage } from './icu-message.ts';
import type { Messages } from './messages/index.ts';
import type { LoadedMessages } from './messages/load-messages.ts';
import { AppLocaleResponseSchema, RemoteLocaleEntrySchema } from './remote-locale.schema.ts';

export type DroppedReason = 'malformed_entry' | 'empty_value' | 'invalid_icu' | 'unknown_placeholder';

export interface DroppedEntry {
  /** The entry's key when it had one; values are never echoed, they may be long or odd. */
  readonly key: string | undefined;
  readonly reason: DroppedReason;
}

export interface MergeResult<TMessages = Messages> {
  readonly messages: TMessages;
  /** Keys whose remote text is now in use. */
  readonly applied: readonly string[];
  readonly dropped: readonly DroppedEntry[];
  /** True when the answer was not a key list at all and the bundled messages were kept as they are. */
  readonly malformed: boolean;
}

const keyOf = (entry: unknown): string | undefined => {
  if (typeof entry !== 'object' || entry === null || !('key' in entry)) return undefined;
  return typeof entry.key === 'string' ? entry.key : undefined;
};

const remoteEntries = (remote: unknown): readonly unknown[] | undefined => {
  if (Array.isArray(remote)) return remote;
  const answer = v.safeParse(AppLocaleResponseSchema, remote);
  return answer.success ? answer.output.result.keys : undefined;
};

const isSubset = (inner: ReadonlySet<string>, outer: ReadonlySet<string>): boolean => {
  for (const item of inner) if (!outer.has(item)) return false;
  return true;
};

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
  return merge(bundled, remote, (value) => value) as MergeResult;
}

/**
 * The same merge over a loaded bundle (see loadMessages), whose messages may already be parsed:
 * the remote texts come back parsed too, so a formatter built without the ICU parser (the
 * production app) can use them. This module, and the parser with it, is loaded only when remote
 * keys arrive (loadRemoteMessagesMerge).
 */
export function mergeRemoteMessagesParsed(
  bundled: LoadedMessages,
  remote: unknown,
): MergeResult<LoadedMessages> {
  return merge(bundled, remote, (_value, ast) => ast);
}

function merge(
  bundled: LoadedMessages,
  remote: unknown,
  keep: (value: string, ast: MessageFormatElement[]) => string | MessageFormatElement[],
): MergeResult<LoadedMessages> {
  const entries = remoteEntries(remote);
  if (entries === undefined) return { messages: { ...bundled }, applied: [], dropped: [], malformed: true };

  const messages: Record<string, string | MessageFormatElement[]> = { ...bundled };
  const applied = new Set<string>();
  const dropped: DroppedEntry[] = [];

  for (const raw of entries) {
    const parsed = v.safeParse(RemoteLocaleEntrySchema, raw);
    if (!parsed.success) {
      dropped.push({ key: keyOf(raw), reason: 'malformed_entry' });
      continue;
    }
    const { key, value } = parsed.output;
    if (value.trim() === '') {
      dropped.push({ key, reason: 'empty_value' });
      continue;
    }
    const ast = parseIcuMessage(value);
    if (ast === undefined) {
      dropped.push({ key, reason: 'invalid_icu' });
      continue;
    }
    const bundledMessage = Object.hasOwn(bundled, key) ? bundled[key] : undefined;
    const bundledAst = typeof bundledMessage === 'string' ? parseIcuMessage(bundledMessage) : bundledMessage;
    if (bundledAst !== undefined && !isSubset(messageArguments(ast), messageArguments(bundledAst))) {
      dropped.push({ key, reason: 'unknown_placeholder' });
      continue;
    }
    messages[key] = keep(value, ast);
    applied.add(key);
  }

  return { messages, applied: [...applied], dropped, malformed: false };
}
