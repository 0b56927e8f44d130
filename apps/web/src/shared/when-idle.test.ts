import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, with a timeout so a busy page still gets it', () => {
    const callbacks: Array<{ run: () => void; timeout: number | undefined }> = [];
    const win = {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        callbacks.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: vi.fn(),
    } as unknown as Window;
    const task = vi.fn();
    whenIdle(win, task, 1500);
    expect(task).not.toHaveBeenCalled();
    expect(callbacks.map((callback) => callback.timeout)).toEqual([1500]);
    callbacks[0]?.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback, runs in a task of its own, never in the caller’s', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(globalThis as unknown as Window, task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be called off before it runs (the page left meanwhile)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenIdle(globalThis as unknown as Window, task);
    cancel();
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
  });
});
