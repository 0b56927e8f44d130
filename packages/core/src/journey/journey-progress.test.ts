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

  it('counts the walked steps and the steps ahead, final steps excluded', () => {
    expect(journeyProgress(journey, { current: 'plan', trail: [], facts, chosen: {} })).toEqual({
      current: 1,
      total: 2,
    });
    expect(journeyProgress(journey, { current: 'pay', trail: ['plan'], facts, chosen: {} })).toEqual({
      current: 2,
      total: 2,
    });
  });

  it('grows when a condition adds a step ahead', () => {
    const physical = { ...facts, simType: 'psim' as const };
    expect(journeyProgress(journey, { current: 'plan', trail: [], facts: physical, chosen: {} })).toEqual({
      current: 1,
      total: 3,
    });
  });

  it('keeps the steps already walked even when they no longer apply', () => {
    // "delivery" was walked as a physical SIM; the customer then switched to eSIM.
    expect(
      journeyProgress(journey, { current: 'pay', trail: ['plan', 'delivery'], facts, chosen: {} }),
    ).toEqual({ current: 3, total: 3 });
  });

  it('has no progress before the start or on a final step', () => {
    expect(journeyProgress(journey, { current: null, trail: [], facts, chosen: {} })).toBeUndefined();
    expect(
      journeyProgress(journey, { current: 'done', trail: ['plan', 'pay'], facts, chosen: {} }),
    ).toBeUndefined();
  });
});
