/** How long without a key, a tap or a field in focus counts as the customer having stopped typing. */
export const TYPING_PAUSE_MS = 3000;

const NOT_TYPED_IN = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color']);

/** A field the customer types into has the focus (a text input, a text area, editable text). */
function typingInto(element: Element | null): boolean {
  if (!element) return false;
  if (element.tagName === 'TEXTAREA' || element.getAttribute('contenteditable') === 'true') return true;
  return (
    element.tagName === 'INPUT' && !NOT_TYPED_IN.has((element.getAttribute('type') ?? 'text').toLowerCase())
  );
}

/**
 * Runs `task` once the customer has gone `quietMs` without a key, a tap or a change, and no text
 * field has the focus: for work that holds the browser's frames back for seconds without a long
 * task (the fingerprint's canvas and WebGL probes: in a throttled walk, every key of the street
 * typed meanwhile waited up to 4 s for its frame), which a page counted "quiet" by its long tasks
 * alone gave to someone typing a form. Returns the function that calls it off.
 */
export function whenNotTyping(win: Window, task: () => void, quietMs = TYPING_PAUSE_MS): () => void {
  const events = ['keydown', 'pointerdown', 'input', 'focusin'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of events) win.removeEventListener(type, wait, { capture: true });
  };
  const check = () => {
    if (typingInto(win.document.activeElement)) return wait();
    stop();
    task();
  };
  function wait() {
    clearTimeout(timer);
    timer = setTimeout(check, quietMs);
  }
  for (const type of events) win.addEventListener(type, wait, { capture: true });
  wait();
  return stop;
}
