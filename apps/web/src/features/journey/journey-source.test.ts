import { readFileSync } from 'node:fs';
import { FLOW_MANIFESTS } from '@senda/core/navigation';
import { describe, expect, it, vi } from 'vitest';
import { bundledJourneyFile, loadJourneyDefinition } from './journey-source';

const purchaseJson = () =>
  JSON.parse(readFileSync(new URL('../../../../../journeys/purchase.json', import.meta.url), 'utf8')) as {
    onboarding: { steps: { name: string; route: string }[] };
  };

describe('loadJourneyDefinition', () => {
  it('runs the journey file the gateway serves when it passes the checks', async () => {
    const loaded = await loadJourneyDefinition(Promise.resolve(purchaseJson()), 'purchase');
    expect(loaded.source).toBe('gateway');
  });

  it('falls back to the bundled purchase journey when the served one lacks the code steps its wiring needs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const served = purchaseJson();
    served.onboarding.steps = served.onboarding.steps.filter(
      (step) => !step.route.startsWith('/web/verify-otp/'),
    );
    const loaded = await loadJourneyDefinition(Promise.resolve(served), 'purchase');
    expect(loaded.source).toBe('bundled');
    expect(loaded.definition.steps.some((step) => step.route.startsWith('/web/verify-otp/'))).toBe(true);
  });
});

describe('bundledJourneyFile', () => {
  it.each(
    FLOW_MANIFESTS.flatMap((flow) => (flow.journey ? [flow.journey] : [])),
  )('has the bundled copy of %s, the journey file of that name', async (journeyId) => {
    const bundled = await bundledJourneyFile(journeyId);
    const file = JSON.parse(
      readFileSync(new URL(`../../../../../journeys/${journeyId}.json`, import.meta.url), 'utf8'),
    );
    expect(bundled).toEqual(file);
  });

  it('refuses a journey that has no file', async () => {
    await expect(bundledJourneyFile('no-such-journey')).rejects.toThrow('Unknown journey "no-such-journey"');
  });
});
