/**
 * The drafts' writes waiting to be made. Saving a draft serialises every step's draft into the
 * tab's storage, too much to do on each keystroke of a slow phone (it delayed the key's frame), so
 * a field's change is saved once typing pauses. Nothing typed may be lost: a write still waiting
 * is made at once when the page is hidden or left (reload, closing the tab, another app), when its
 * screen goes, and before the journey moves (a Next or Back makes the journey's data from the form
 * and ends the step's draft, which a write arriving after it would bring back).
 */

/** Long enough for a key's pause between keys, short enough that a crash loses a word at most. */
export const DRAFT_WRITE_DELAY_MS = 500;

const waiting = new Set<() => void>();

/** Makes every write still waiting now. */
export function flushStepDraftWrites(): void {
  for (const write of [...waiting]) write();
}

let listening = false;
function flushWhenHidden() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushStepDraftWrites);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushStepDraftWrites();
  });
}

/**
 * A write that runs once `DRAFT_WRITE_DELAY_MS` pass without another call, or at the next flush.
 * `schedule(write)` replaces what was waiting; `flush()` makes it now; `cancel()` drops it.
 */
export function deferredDraftWrite() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => void) | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting.delete(run);
    const write = pending;
    pending = undefined;
    write?.();
  };
  return {
    schedule(write: () => void) {
      flushWhenHidden();
      pending = write;
      clearTimeout(timer);
      timer = setTimeout(run, DRAFT_WRITE_DELAY_MS);
      waiting.add(run);
    },
    flush: run,
  };
}
