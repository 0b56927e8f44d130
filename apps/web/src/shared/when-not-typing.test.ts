import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, whenNotTyping } from './when-not-typing';

/** A page: its events, and the element in focus (tag and type), as a browser's window has them. */
function fakePage() {
  const target = new EventTarget();
  const focus = { element: null as { tagName: string; type?: string } | null };
  const win = Object.assign(target, {
    document: {
      get activeElement() {
        const element = focus.element;
        return element
          ? {
              tagName: element.tagName,
              getAttribute: (name: string) => (name === 'type' ? (element.type ?? null) : null),
            }
          : null;
      },
    },
  }) as unknown as Window;
  return { win, focus, key: () => target.dispatchEvent(new Event('keydown')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenNotTyping', () => {
  it('waits while keys keep coming, then runs once the customer pauses', () => {
    const { win, key } = fakePage();
    const task = vi.fn();
    whenNotTyping(win, task);
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(150);
      key();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(task).toHaveBeenCalledOnce();
    key();
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not run while a text field has the focus (the customer is between two words), but a ticked box does not stop it', () => {
    const { win, focus } = fakePage();
    const task = vi.fn();
    focus.element = { tagName: 'INPUT', type: 'text' };
    whenNotTyping(win, task);
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 5);
    expect(task).not.toHaveBeenCalled();
    focus.element = { tagName: 'INPUT', type: 'checkbox' };
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be called off (the page left)', () => {
    const { win } = fakePage();
    const task = vi.fn();
    whenNotTyping(win, task)();
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
