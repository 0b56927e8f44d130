import { copyEarlyReads, type EarlyAnswerCopies } from '@senda/core/gateway';
import { isGlobalConfigRead } from '@senda/core/machines/line-home';
import { STORE_KEYS } from '@senda/core/stores';
import * as v from 'valibot';
import { type EarlyFrame, EarlyFrameSchema } from '../shared/early-frame.schema';
import {
  EARLY_FRAME_ATTRIBUTE,
  EARLY_SENTENCE_ATTRIBUTE,
  EARLY_WRITTEN_ATTRIBUTE,
  EARLY_WRITTEN_GLOBAL,
  type EarlyWritten,
  earlyWrittenKey,
  HELD_PRELOADS_ATTRIBUTE,
} from './early-frame-marks';
import { preloadInSlices } from './preloads-in-slices';

/**
 * A page's early script: writes the sentence its link's answer decides (the line's status, what a
 * pay-by-link is, a reschedule link's notice) into the page's prerendered frame
 * (early-sentence-frame.tsx), from the read index.html sent at byte zero, without waiting for the
 * app's scripts. Each page's script is this
 * module with the page's reader, bundled on its own with nothing shared with the app
 * (scripts/vite/early-frame-scripts.ts), loaded `async` by that page's prerendered HTML right after
 * the frame: a few KB that run without waiting for the first load, so the sentence, the page's
 * largest paint, is written as soon as the answer is in.
 *
 * Nothing is written when the reader cannot say (no early read, an answer its schema refuses),
 * when the app has already taken the early reads (it then draws the page itself), or when the page
 * has already replaced the frame. What was written is left in EARLY_WRITTEN_GLOBAL, under the
 * reader's key for the address's reference, for the page's placeholder to keep showing.
 */

export type { EarlyFrame };

/** The prerendered frame's early part (first-frame.ts), or undefined when it has none this script can read. */
function earlyFrameOf(root: HTMLElement | null): EarlyFrame | undefined {
  try {
    const parsed = v.safeParse(EarlyFrameSchema, JSON.parse(root?.dataset.frame ?? 'null')?.early);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of the early read whose URL `matches`, or undefined when index.html sent none. */
export type EarlyReadOf = (matches: (url: URL) => boolean) => Promise<Response | undefined> | undefined;

/**
 * A page's reader: the sentence for this page load, with the address's reference it is for, or
 * undefined when it cannot be sure.
 */
export type EarlyFrameReader = (
  scope: Window,
  frame: EarlyFrame,
  readOf: EarlyReadOf,
) => Promise<{ ref: string; sentence: string } | undefined>;

/** The global config a returning visitor has stored (the app's store envelope), else undefined. */
function storedGlobalConfig(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(STORE_KEYS.globalConfig) ?? 'null')?.state?.result;
  } catch {
    return undefined;
  }
}

/**
 * The global config a sentence's dates are written in (its time zone): the one a returning visitor
 * has stored, else the early read's answer; null when neither is there. Asked for only by a
 * sentence that names a date.
 */
export async function earlyGlobalConfig(scope: Window, readOf: EarlyReadOf): Promise<unknown> {
  const stored = storedGlobalConfig(scope.localStorage);
  return stored !== undefined ? stored : ((await okBodyOf(readOf(isGlobalConfigRead))) ?? null);
}

/** An early answer's JSON body when it succeeded (the app reads the answer itself), else undefined. */
export async function okBodyOf(copy: Promise<Response | undefined> | undefined): Promise<unknown> {
  const answer = await copy;
  return answer?.ok ? answer.json() : undefined;
}

/** An early answer's status and JSON body (undefined when it is not JSON), or undefined when it failed. */
export async function answerOf(
  copy: Promise<Response | undefined> | undefined,
): Promise<{ status: number; body: unknown } | undefined> {
  const answer = await copy;
  if (!answer) return undefined;
  return { status: answer.status, body: await answer.json().catch(() => undefined) };
}

async function fillEarlyFrame(
  scope: Window,
  answers: EarlyAnswerCopies,
  name: EarlyFrame['reader'],
  reader: EarlyFrameReader,
) {
  const frame = earlyFrameOf(scope.document.getElementById('root'));
  if (frame?.reader !== name) return;
  const readOf: EarlyReadOf = (matches) => {
    const key = Object.keys(answers).find((url) => matches(new URL(url, scope.location.href)));
    return key === undefined ? undefined : answers[key];
  };
  // The reader is called at once: what it reads of the early reads themselves (whether one carried
  // a token) is still there, before the app takes any.
  const written = await reader(scope, frame, readOf);
  // The frame still waiting for it (the page may have drawn itself meanwhile, or shows another language).
  const element = scope.document.querySelector(`[${EARLY_FRAME_ATTRIBUTE}]`);
  const sentenceElement = element?.querySelector(`[${EARLY_SENTENCE_ATTRIBUTE}]`);
  if (!written || !element || !sentenceElement) return;
  const left: EarlyWritten = { key: earlyWrittenKey(name, written.ref), sentence: written.sentence };
  (scope as unknown as Record<string, unknown>)[EARLY_WRITTEN_GLOBAL] = left;
  sentenceElement.textContent = written.sentence;
  element.setAttribute(EARLY_WRITTEN_ATTRIBUTE, '');
}

/**
 * The page's chunks its HTML held back (scripts/vite/route-documents.ts), asked for once the frame
 * as it now stands has been painted: after the next frame, a few in each task (preloads-in-slices.ts),
 * as the route preloads of index.html's inline script are. The app asks for any it needs sooner
 * itself (the same files, downloaded once).
 */
function releaseHeldPreloads(scope: Window): void {
  scope.requestAnimationFrame(() => {
    const links: HTMLLinkElement[] = [];
    for (const held of scope.document.querySelectorAll<HTMLTemplateElement>(
      `template[${HELD_PRELOADS_ATTRIBUTE}]`,
    )) {
      links.push(...held.content.querySelectorAll('link'));
      held.remove();
    }
    preloadInSlices(scope.document.head, links, (task) => scope.setTimeout(task));
  });
}

/**
 * The script's work, as a page's entry runs it: the early reads copied at once, any failure
 * silent; then, sentence written or not, the page's held chunks are asked for.
 */
export function startEarlyFrameFill(
  scope: Window,
  name: EarlyFrame['reader'],
  reader: EarlyFrameReader,
): Promise<void> {
  // Copied at once: a read the app's gateway client takes later is no longer among them.
  const answers = copyEarlyReads(scope);
  return fillEarlyFrame(scope, answers, name, reader)
    .catch(() => undefined)
    .finally(() => {
      releaseHeldPreloads(scope);
      leaveUnreadCopies(answers);
    });
}

/**
 * Each copy the reader did not read is cancelled: a copy shares its answer's body, so one left
 * unread keeps a refused answer's request (the app cancels its own, early-reads.ts's discard)
 * open on one of the origin's few connections, and the page never goes quiet.
 */
function leaveUnreadCopies(answers: EarlyAnswerCopies): void {
  for (const copy of Object.values(answers)) {
    void copy
      .then((answer) => (answer && !answer.bodyUsed ? answer.body?.cancel() : undefined))
      .catch(() => {});
  }
}
