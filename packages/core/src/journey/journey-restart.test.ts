import { describe, expect, it } from 'vitest';
import type { JourneyRestore } from './journey-persistence.ts';
import { endedJourneyStartsOver } from './journey-restart.ts';
import { loadFixtureJourney } from './test-journeys.ts';

const restoreOf = (snapshot: unknown): JourneyRestore =>
  ({ kind: 'restored', actorOptions: { input: {}, snapshot }, notice: null }) as unknown as JourneyRestore;

describe('endedJourneyStartsOver', () => {
  const journey = loadFixtureJourney();
  const ended = restoreOf({ status: 'done', context: { current: 'payment-success' } });

  it('starts over when a finished journey is opened on another step', () => {
    expect(endedJourneyStartsOver(journey, ended, '/web/pre-checkout')).toBe(true);
  });

  it('keeps the finished journey to show its final page again', () => {
    expect(endedJourneyStartsOver(journey, ended, '/web/payment-success/')).toBe(false);
  });

  it('keeps a journey that is still under way', () => {
    const active = restoreOf({ status: 'active', context: { current: 'order-summary' } });
    expect(endedJourneyStartsOver(journey, active, '/web/pre-checkout')).toBe(false);
    expect(endedJourneyStartsOver(journey, restoreOf(undefined), '/web/pre-checkout')).toBe(false);
  });
});
