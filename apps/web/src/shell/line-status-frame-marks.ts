/**
 * How the line page's frame (line-status-frame.tsx) and its early script
 * (features/manage/order/early-line-status-fill.ts, built on its own and run before the app's
 * scripts) find each other: the attributes that mark the frame's elements, and the global where the
 * script leaves the sentence it wrote for the page to keep. No React here: the early script imports
 * this file and nothing of the app's first load.
 */

/** The frame's element the early script writes into. */
export const LINE_STATUS_FRAME_ATTRIBUTE = 'data-line-status-frame';
/** Its sentence's element. */
export const LINE_STATUS_SENTENCE_ATTRIBUTE = 'data-line-status-sentence';
/** Set once the sentence is in: the placeholder's look goes. */
export const LINE_STATUS_WRITTEN_ATTRIBUTE = 'data-written';
/** `{ orderRef, sentence }`, set by the early script once it has written the sentence. */
export const LINE_STATUS_WRITTEN_GLOBAL = '__sendaLineStatusWritten';

/**
 * The line page's HTML holds its route's chunks (every script the app's page needs beyond the first
 * load) in a `<template>` with this attribute instead of naming them as preloads in `<head>`: the
 * early script moves them into `<head>` once the sentence is painted (or cannot be), so on a server
 * without HTTP/2 the sentence's script and read do not queue behind forty-odd chunks on the
 * browser's six connections (scripts/vite/route-documents.ts writes it).
 */
export const HELD_PRELOADS_ATTRIBUTE = 'data-held-preloads';
/** On a page script's tag: that script releases the page's held preloads (route-documents.ts holds them). */
export const RELEASES_PRELOADS_ATTRIBUTE = 'data-releases-preloads';

export interface LineStatusWritten {
  orderRef: string;
  sentence: string;
}

/** The sentence the early script wrote for `orderRef`'s line, for the page's placeholder to keep showing. */
export function earlyLineStatusWritten(orderRef: string): string | undefined {
  const written: unknown = (globalThis as Record<string, unknown>)[LINE_STATUS_WRITTEN_GLOBAL];
  if (typeof written !== 'object' || written === null) return undefined;
  const { orderRef: ref, sentence } = written as Partial<Record<keyof LineStatusWritten, unknown>>;
  return ref === orderRef && typeof sentence === 'string' ? sentence : undefined;
}
