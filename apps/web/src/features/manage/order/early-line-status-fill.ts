import type { EarlyAnswerCopies } from '@senda/core/gateway';
import { earlyLineStatusSentence, isGlobalConfigRead, isOrderRead } from '@senda/core/machines/line-home';
import { readOrderRefQuery } from '@senda/core/orders';
import { STORE_KEYS } from '@senda/core/stores';
import { readFirstFrame } from '../../../shared/first-frame';
import {
  LINE_STATUS_FRAME_ATTRIBUTE,
  LINE_STATUS_SENTENCE_ATTRIBUTE,
  LINE_STATUS_WRITTEN_ATTRIBUTE,
} from '../../../shell/line-status-frame';

/**
 * Writes the line's status sentence into the line page's frame (shell/line-status-frame.tsx) from
 * the order index.html read at byte zero, once the app's scripts have run and before its start-up:
 * main.tsx starts it on the line page's address, and this chunk is one the page's HTML preloads.
 * The sentence is core's (earlyLineStatusSentence), in the texts the prerendered frame carries;
 * nothing is written when core cannot say it (no early read, a pending order, an answer its schema
 * refuses, a date before its time zone is known) or the page has already drawn the line. The app
 * takes the same answers afterwards: the bodies read here are copies'.
 */

/** The sentence written, for the page's own placeholder to keep showing until the line is drawn. */
let written: { orderRef: string; sentence: string } | undefined;

export const earlyLineStatusWritten = (orderRef: string): string | undefined =>
  written?.orderRef === orderRef ? written.sentence : undefined;

/** An early read's JSON body, from its copy (the app reads the answer itself). */
async function bodyOf(copy: Promise<Response | undefined> | undefined): Promise<unknown> {
  return (await copy)?.json();
}

/** The global config a returning visitor has stored (the app's store envelope), else undefined. */
function storedConfig(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(STORE_KEYS.globalConfig) ?? 'null')?.state?.result;
  } catch {
    return undefined;
  }
}

/** `answers`: copies of index.html's early reads (core's copyEarlyReads), taken before the app's requests. */
export async function fillEarlyLineStatus(scope: Window, answers: EarlyAnswerCopies): Promise<void> {
  const ref = readOrderRefQuery(scope.location.search);
  const texts = readFirstFrame(scope.document.getElementById('root'))?.lineStatus;
  if (ref.kind !== 'valid' || !texts) return;
  const readOf = (matches: (url: URL) => boolean) => {
    const key = Object.keys(answers).find((url) => matches(new URL(url, scope.location.href)));
    return key === undefined ? undefined : answers[key];
  };
  const orderRead = readOf((url) => isOrderRead(url, ref.value));
  if (!orderRead) return;
  const stored = storedConfig(scope.localStorage);
  // Only a sentence that names a date waits for the config (its time zone).
  const config = stored === undefined ? bodyOf(readOf(isGlobalConfigRead)) : Promise.resolve(stored);
  const answer = await bodyOf(orderRead);
  const sentence =
    earlyLineStatusSentence(answer, texts, null) ??
    earlyLineStatusSentence(answer, texts, (await config) ?? null);
  // The frame still waiting for it (the page may have drawn the line meanwhile, or shows another language).
  const frame = scope.document.querySelector(`[${LINE_STATUS_FRAME_ATTRIBUTE}]`);
  const element = frame?.querySelector(`[${LINE_STATUS_SENTENCE_ATTRIBUTE}]`);
  if (sentence === undefined || !frame || !element) return;
  written = { orderRef: ref.value, sentence };
  element.textContent = sentence;
  frame.setAttribute(LINE_STATUS_WRITTEN_ATTRIBUTE, '');
}
