import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_WRITE_DELAY_MS, deferredDraftWrite, flushStepDraftWrites } from './step-draft-writes';

// The page's window and document, as event targets (the web project runs in Node).
const page = new EventTarget();
const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', doc);
});
afterEach(() => {
  flushStepDraftWrites();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a step draft’s deferred write', () => {
  it('is not made on the keystroke: once typing pauses, with the last value only', () => {
    const writes: string[] = [];
    const draft = deferredDraftWrite();
    draft.schedule(() => writes.push('L'));
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    draft.schedule(() => writes.push('Lu'));
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['Lu']);
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 4);
    expect(writes).toEqual(['Lu']);
  });

  it('is made at once when the journey moves (flushStepDraftWrites) or the screen goes (flush)', () => {
    const writes: string[] = [];
    const first = deferredDraftWrite();
    const second = deferredDraftWrite();
    first.schedule(() => writes.push('form'));
    second.schedule(() => writes.push('billing'));
    flushStepDraftWrites();
    expect(writes).toEqual(['form', 'billing']);
    second.schedule(() => writes.push('billing again'));
    second.flush();
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(writes).toEqual(['form', 'billing', 'billing again']);
  });

  it('is made at once when the page is hidden or left, so a reload loses nothing typed', () => {
    const writes: string[] = [];
    const draft = deferredDraftWrite();
    draft.schedule(() => writes.push('before pagehide'));
    page.dispatchEvent(new Event('pagehide'));
    expect(writes).toEqual(['before pagehide']);
    draft.schedule(() => writes.push('before hidden'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(writes).toEqual(['before pagehide', 'before hidden']);
  });
});
