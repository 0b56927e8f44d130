import type { LiteralElement, MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as v from 'valibot';
import type { Messages } from './messages/index.ts';
import type { LoadedMessages } from './messages/load-messages.ts';
import { AppLocaleResponseSchema, RemoteLocaleEntrySchema } from './remote-locale.schema.ts';

/**
 * The remote-key merge without the ICU parser: the entry checks and the merge loop, given a way to
 * parse a text. remote-messages.ts brings the parser; mergePlainRemoteMessages needs none.
 */

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

/** How one merge reads ICU: parse a text (undefined when invalid) and list a message's values. */
export interface IcuReader {
  parse(text: string): MessageFormatElement[] | undefined;
  argumentsOf(ast: readonly MessageFormatElement[]): Set<string>;
}

const keyOf = (entry: unknown): string | undefined => {
  if (typeof entry !== 'object' || entry === null || !('key' in entry)) return undefined;
  return typeof entry.key === 'string' ? entry.key : undefined;
};

/** The answer's key list (or the list itself), or undefined when it is neither. */
export const remoteEntries = (remote: unknown): readonly unknown[] | undefined => {
  if (Array.isArray(remote)) return remote;
  const answer = v.safeParse(AppLocaleResponseSchema, remote);
  return answer.success ? answer.output.result.keys : undefined;
};

const isSubset = (inner: ReadonlySet<string>, outer: ReadonlySet<string>): boolean => {
  for (const item of inner) if (!outer.has(item)) return false;
  return true;
};

/**
 * Remote texts over the bundled ones (see mergeRemoteMessages for the rules). `keep` says what
 * goes into the result for an applied entry: its text or its parsed form.
 */
export function mergeRemoteEntries(
  bundled: LoadedMessages,
  remote: unknown,
  icu: IcuReader,
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
    const ast = icu.parse(value);
    if (ast === undefined) {
      dropped.push({ key, reason: 'invalid_icu' });
      continue;
    }
    const wanted = icu.argumentsOf(ast);
    if (wanted.size > 0) {
      const bundledMessage = Object.hasOwn(bundled, key) ? bundled[key] : undefined;
      const bundledAst = typeof bundledMessage === 'string' ? icu.parse(bundledMessage) : bundledMessage;
      if (bundledAst !== undefined && !isSubset(wanted, icu.argumentsOf(bundledAst))) {
        dropped.push({ key, reason: 'unknown_placeholder' });
        continue;
      }
    }
    messages[key] = keep(value, ast);
    applied.add(key);
  }

  return { messages, applied: [...applied], dropped, malformed: false };
}

/** A text with none of these is plain: ICU reads it as itself, with no values. */
const ICU_SYNTAX = /[{}<>']/;

const isPlainText = (entry: unknown): boolean =>
  typeof entry !== 'object' ||
  entry === null ||
  !('value' in entry) ||
  typeof entry.value !== 'string' ||
  !ICU_SYNTAX.test(entry.value);

const PLAIN_TEXT: IcuReader = {
  parse: (text) => [{ type: 0, value: text } satisfies LiteralElement],
  argumentsOf: () => new Set(),
};

/**
 * The same merge as mergeRemoteMessagesParsed, at once and without the ICU parser, when no remote
 * text has ICU syntax (the usual case: a reworded label). Undefined when some text does: then
 * the parser is needed (loadRemoteMessagesMerge).
 */
export function mergePlainRemoteMessages(
  bundled: LoadedMessages,
  remote: unknown,
): MergeResult<LoadedMessages> | undefined {
  const entries = remoteEntries(remote);
  if (entries !== undefined && !entries.every(isPlainText)) return undefined;
  return mergeRemoteEntries(bundled, remote, PLAIN_TEXT, (_value, ast) => ast);
}
