import { copyEarlyReads, type EarlyAnswerCopies } from '@senda/core/gateway';
import { earlyLineStatusSentence, isGlobalConfigRead, isOrderRead } from '@senda/core/machines/line-home';
import { readOrderRefQuery } from '@senda/core/orders';
import { STORE_KEYS } from '@senda/core/stores';
import { readFirstFrame } from '../../../shared/first-frame';
import {
  HELD_PRELOADS_ATTRIBUTE,
  LINE_STATUS_FRAME_ATTRIBUTE,
  LINE_STATUS_SENTENCE_ATTRIBUTE,
  LINE_STATUS_WRITTEN_ATTRIBUTE,
  LINE_STATUS_WRITTEN_GLOBAL,
  type LineStatusWritten,
} from '../../../shell/line-status-frame-marks';

/**
 * The line page's early script: writes the line's status sentence into the page's frame
 * (shell/line-status-frame.tsx) from the order index.html read at byte zero, without waiting for
 * the app's scripts. The build bundles this module on its own, with nothing shared with the app
 * (scripts/vite/early-line-status-script.ts), and the line page's prerendered HTML loads it
 * `async` right after the frame: a few KB that run without waiting for the first load's 220 KB, so
 * the sentence, the page's largest paint, is written as soon as the order is in.
 *
 * The sentence is core's (earlyLineStatusSentence), in the texts the prerendered frame carries;
 * nothing is written when core cannot say it (no early read, a pending order, an answer its schema
 * refuses, a date before its time zone is known), when the app has already taken the early reads
 * (it then draws the line itself), or when the page has already drawn the line. What was written
 * is left in LINE_STATUS_WRITTEN_GLOBAL for the page's placeholder to keep showing.
 */

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

/**
 * `answers`: copies of index.html's early reads (core's copyEarlyReads). A read the app's gateway
 * client has taken is no longer among them, so copying never races the app for a body.
 */
async function fillEarlyLineStatus(scope: Window, answers: EarlyAnswerCopies): Promise<void> {
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
  const written: LineStatusWritten = { orderRef: ref.value, sentence };
  (scope as unknown as Record<string, unknown>)[LINE_STATUS_WRITTEN_GLOBAL] = written;
  element.textContent = sentence;
  frame.setAttribute(LINE_STATUS_WRITTEN_ATTRIBUTE, '');
}

/**
 * The page's chunks its HTML held back (scripts/vite/route-documents.ts), asked for once the frame
 * as it now stands has been painted: after the next frame, as the route preloads of index.html's
 * inline script are. The app asks for any it needs sooner itself (the same files, downloaded once).
 */
function releaseHeldPreloads(scope: Window): void {
  scope.requestAnimationFrame(() =>
    scope.setTimeout(() => {
      for (const held of scope.document.querySelectorAll<HTMLTemplateElement>(
        `template[${HELD_PRELOADS_ATTRIBUTE}]`,
      )) {
        scope.document.head.appendChild(held.content);
        held.remove();
      }
    }),
  );
}

/**
 * The script's work, as the build's entry runs it: the early reads copied at once, any failure
 * silent; then, sentence written or not, the page's held chunks are asked for.
 */
export function startEarlyLineStatusFill(scope: Window): Promise<void> {
  return fillEarlyLineStatus(scope, copyEarlyReads(scope))
    .catch(() => undefined)
    .finally(() => releaseHeldPreloads(scope));
}
