import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNEY_STEP_PATHS } from './journey-routes';
import { STEP_SCREENS } from './step-screens';

const journeysDir = join(import.meta.dirname, '../../../../../journeys');
const purchaseJourneys = ['purchase.json', 'retail-purchase.json'];

interface Step {
  name: string;
  route: string;
}
const stepsOf = (file: string): Step[] =>
  (JSON.parse(readFileSync(join(journeysDir, file), 'utf8')) as { onboarding: { steps: Step[] } }).onboarding
    .steps;

describe('journey steps and the app', () => {
  it('has the purchase journeys on disk', () => {
    const files = readdirSync(journeysDir);
    for (const file of purchaseJourneys) expect(files).toContain(file);
  });

  it('has a screen for every step the purchase journeys name', () => {
    const missing = purchaseJourneys.flatMap((file) =>
      stepsOf(file)
        .filter((step) => !(step.name in STEP_SCREENS))
        .map((step) => `${file}: ${step.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('registers a route for every step route', () => {
    const unrouted = purchaseJourneys.flatMap((file) =>
      stepsOf(file)
        .filter((step) => !JOURNEY_STEP_PATHS.includes(step.route))
        .map((step) => `${file}: ${step.route}`),
    );
    expect(unrouted).toEqual([]);
  });
});
