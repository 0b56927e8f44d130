import { type EarlyRead, earlyReadsIn } from '@senda/core/gateway';
import {
  type EarlyLineStatusTexts,
  earlyLineStatusSentence,
  isGlobalConfigRead,
  isOrderRead,
} from '@senda/core/machines/line-home';
import { readOrderRefQuery } from '@senda/core/orders';
import { STORE_KEYS } from '@senda/core/stores';

/**
 * Writes the line's status sentence into the line page's frame (early-line-status.tsx) from the
 * order index.html read at byte zero, once the app's scripts have run and before its start-up:
 * main.tsx starts it on the line page's address, and this chunk is one the page's HTML preloads.
 * The sentence is core's (earlyLineStatusSentence); nothing is written when core cannot say it (no
 * early read, a pending order, an answer its schema refuses, a date before its time zone is known)
 * or the page has already drawn the line. The app takes the same answer afterwards: the body read
 * here is a copy's.
 */

/** The frame's element, carrying the page's texts (`data-early-line-status`). */
export const EARLY_LINE_STATUS_ATTRIBUTE = 'data-early-line-status';
/** Its sentence's element, left empty by React for this fill. */
export const EARLY_LINE_STATUS_SENTENCE_ATTRIBUTE = 'data-early-line-status-sentence';
/** Set on the frame's element once the sentence is in (its placeholder look goes). */
export const EARLY_LINE_STATUS_FILLED_ATTRIBUTE = 'data-filled';

/** An early read's JSON body, from a copy of the answer (the app reads the answer itself). */
async function bodyOf(read: EarlyRead | undefined): Promise<unknown> {
  const answer = await read?.answer;
  return answer?.ok ? answer.clone().json() : undefined;
}

/** The global config a returning visitor has stored (the app's store envelope), else undefined. */
function storedConfig(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(STORE_KEYS.globalConfig) ?? 'null')?.state?.result;
  } catch {
    return undefined;
  }
}

export async function fillEarlyLineStatus(scope: Window): Promise<void> {
  const early = earlyReadsIn(scope);
  const ref = readOrderRefQuery(scope.location.search);
  if (!early || ref.kind !== 'valid') return;
  const readOf = (matches: (url: URL) => boolean) => {
    const key = Object.keys(early).find((url) => matches(new URL(url, scope.location.href)));
    return key === undefined ? undefined : early[key];
  };
  const orderRead = readOf((url) => isOrderRead(url, ref.value));
  if (!orderRead) return;
  const stored = storedConfig(scope.localStorage);
  // Only a sentence that names a date waits for the config (its time zone).
  const config = stored === undefined ? bodyOf(readOf(isGlobalConfigRead)) : Promise.resolve(stored);
  const answer = await bodyOf(orderRead);
  const element = scope.document.querySelector<HTMLElement>(`[${EARLY_LINE_STATUS_ATTRIBUTE}]`);
  const sentence = element?.querySelector(`[${EARLY_LINE_STATUS_SENTENCE_ATTRIBUTE}]`);
  const carried = element?.getAttribute(EARLY_LINE_STATUS_ATTRIBUTE);
  if (!element || !sentence || !carried) return;
  const texts = JSON.parse(carried) as EarlyLineStatusTexts;
  const text =
    earlyLineStatusSentence(answer, texts, null) ??
    earlyLineStatusSentence(answer, texts, (await config) ?? null);
  // The page may have drawn the line meanwhile: then it says the sentence itself.
  if (text === undefined || !element.isConnected) return;
  sentence.textContent = text;
  element.setAttribute(EARLY_LINE_STATUS_FILLED_ATTRIBUTE, '');
}
