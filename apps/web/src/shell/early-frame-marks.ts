/**
 * How a prerendered page's early sentence (early-sentence-frame.tsx: the line page's status, a
 * pay-by-link's answer) and the early script that writes it (early-frame-fill.ts, built on its own
 * and run before the app's scripts) find each other: the attributes that mark the frame's
 * elements, and the global where the script leaves the sentence it wrote for the page to keep. No
 * React here: the early script imports this file and nothing of the app's first load.
 */

/** The frame's element the early script writes into. */
export const EARLY_FRAME_ATTRIBUTE = 'data-early-frame';
/** Its sentence's element. */
export const EARLY_SENTENCE_ATTRIBUTE = 'data-early-sentence';
/** Set once the sentence is in: the placeholder's look goes. */
export const EARLY_WRITTEN_ATTRIBUTE = 'data-written';
/** `{ key, sentence }`, set by the early script once it has written the sentence. */
export const EARLY_WRITTEN_GLOBAL = '__sendaEarlyWritten';

/**
 * A page's HTML holds its route's chunks (every script the app's page needs beyond the first
 * load) in a `<template>` with this attribute instead of naming them as preloads in `<head>`: the
 * early script moves them into `<head>` once the sentence is painted (or cannot be), so on a server
 * without HTTP/2 the sentence's script and read do not queue behind forty-odd chunks on the
 * browser's six connections (scripts/vite/route-documents.ts writes it).
 */
export const HELD_PRELOADS_ATTRIBUTE = 'data-held-preloads';
/** On a page script's tag: that script releases the page's held preloads (route-documents.ts holds them). */
export const RELEASES_PRELOADS_ATTRIBUTE = 'data-releases-preloads';

/** What the sentence was written for: the page's reader and the address's reference (an orderRef, a paylink id). */
export interface EarlyWritten {
  key: string;
  sentence: string;
}

/** The key a page's sentence is written under. */
export const earlyWrittenKey = (reader: string, ref: string): string => `${reader}:${ref}`;

/** The sentence the early script wrote for `key`, for the page's placeholder to keep showing. */
export function earlyWrittenSentence(key: string): string | undefined {
  const written: unknown = (globalThis as Record<string, unknown>)[EARLY_WRITTEN_GLOBAL];
  if (typeof written !== 'object' || written === null) return undefined;
  const { key: writtenKey, sentence } = written as Partial<Record<keyof EarlyWritten, unknown>>;
  return writtenKey === key && typeof sentence === 'string' ? sentence : undefined;
}
