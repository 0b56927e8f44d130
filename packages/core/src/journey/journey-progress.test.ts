import { describe, expect, it } from 'vitest';
import { defineJourney } from './journey-definition.ts';
import { DEFAULT_JOURNEY_FACTS } from './journey-facts.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import { journeyProgress } from './journey-progress.ts';

const faq = { enabled: false };
const step = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  route: `/web/${name}`,
  layout: 'step' as const,
  analyticsPageName: name,
  faq,
  ...extra,
});
const file = {
  version: 1,
  id: 'progress',
  revision: 1,
  onboarding: {
    steps: [
      step('plan'),
      step('delivery', { when: ['physicalSim'] }),
      step('pay'),
      step('done', { final: true }),
    ],
  },
} as unknown as JourneyFile;

describe('journeyProgress', () => {
  const journey = defineJourney(file);
  const facts = { ...DEFAULT_JOURNEY_FACTS };

  it('counts the steps the facts lead through, final steps excluded', () => {
    expect(journeyProgress(journey, { current: 'pay', facts, chosen: {} })).toEqual({ current: 2, total: 2 });
  });

  it('grows when a condition adds a step', () => {
    const physical = { ...facts, simType: 'psim' as const };
    expect(journeyProgress(journey, { current: 'pay', facts: physical, chosen: {} })).toEqual({
      current: 3,
      total: 3,
    });
  });

  it('has no progress before the start or on a final step', () => {
    expect(journeyProgress(journey, { current: null, facts, chosen: {} })).toBeUndefined();
    expect(journeyProgress(journey, { current: 'done', facts, chosen: {} })).toBeUndefined();
  });
});
