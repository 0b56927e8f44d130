import { describe, expect, it } from 'vitest';
import { type EarlyEvent, startEarlyTelemetry } from './early-telemetry';

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    location: { href: 'https://tienda.senda.mx/web/plans' },
  }) as unknown as Window;
}

function errorEvent(error: Error) {
  return Object.assign(new Event('error'), { error, message: error.message });
}

describe('early telemetry', () => {
  it('keeps the start-up’s errors, rejections and failed calls until the reporter takes them, then hands each on', () => {
    const win = fakeWindow();
    const early = startEarlyTelemetry(win);
    const boom = new Error('boom');
    win.dispatchEvent(errorEvent(boom));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    early.onFailedRequest({ method: 'GET', url: '/gateway/x', status: 503, requestId: 'r-1', durationMs: 3 });
    const seen: EarlyEvent[] = [];
    early.handOver((event) => seen.push(event));
    expect(seen.map((event) => event.what)).toEqual(['uncaught', 'unhandled_rejection', 'failed_request']);
    expect(seen[0]).toMatchObject({ reason: boom, page: 'https://tienda.senda.mx/web/plans' });
    win.dispatchEvent(errorEvent(new Error('later')));
    expect(seen).toHaveLength(4);
  });

  it('keeps at most 50 before the reporter loads', () => {
    const win = fakeWindow();
    const early = startEarlyTelemetry(win);
    for (let i = 0; i < 80; i += 1) win.dispatchEvent(errorEvent(new Error(`e${i}`)));
    const seen: EarlyEvent[] = [];
    early.handOver((event) => seen.push(event));
    expect(seen).toHaveLength(50);
  });
});
