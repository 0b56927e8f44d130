import { webfrontSettings } from '@senda/core/gateway';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realSleep } from '../src/faults/held-calls.ts';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/** Latencies asked for; each wait ends only when its call is released, however long it was. */
const waits: number[] = [];
const { sandbox, newClient } = setupSandboxTest({
  sleep: (ms, signal) => {
    waits.push(ms);
    return new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
  },
});
afterEach(() => {
  waits.length = 0;
  vi.useRealTimers();
});

const release = async (deviceId: string) => {
  const response = await fetch(`${ORIGIN}/mocks/faults/release?deviceId=${encodeURIComponent(deviceId)}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { released: number };
};

describe('a call held by a latency fault', () => {
  it('waits until its device’s calls are released over HTTP, then gets its real answer', async () => {
    const { client } = newClient();
    sandbox.faults.add({
      kind: 'latency',
      latencyMs: 120_000,
      route: 'webfrontSettings',
      deviceId: DEVICE.device_id,
      times: 1,
    });
    const answer = webfrontSettings(client);
    await vi.waitFor(() => expect(sandbox.context.heldCalls.count(DEVICE.device_id)).toBe(1));

    // Another device's release lets nothing of this one go.
    await expect(release('another-device')).resolves.toEqual({ released: 0 });
    expect(sandbox.context.heldCalls.count(DEVICE.device_id)).toBe(1);

    await expect(release(DEVICE.device_id)).resolves.toEqual({ released: 1 });
    await expect(answer).resolves.toHaveProperty('helpCenterUrl');
    expect(waits).toEqual([120_000]);
    expect(sandbox.context.heldCalls.count()).toBe(0);
    // Nothing is held any more: a second release finds nothing.
    await expect(release(DEVICE.device_id)).resolves.toEqual({ released: 0 });
  });
});

describe('the real wait', () => {
  it('ends after its latency when nothing releases it', async () => {
    vi.useFakeTimers();
    let done = false;
    const wait = realSleep(1000, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(done).toBe(true);
  });

  it('ends at once on a release, its timer cleared', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const wait = realSleep(120_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await wait;
    expect(vi.getTimerCount()).toBe(0);
  });
});
