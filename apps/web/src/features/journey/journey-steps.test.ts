import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowOfJourney, JOURNEY_RUNTIME_FLOWS } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';

import { PURCHASE_SCREENS } from '../purchase/purchase-screens';

/** The journey runtime's flows are the purchase's two journeys, which show the purchase's screens. */
const screensOf = (flowId: string) =>
  JOURNEY_RUNTIME_FLOWS.some((flow) => flow.id === flowId) ? PURCHASE_SCREENS : undefined;

const journeysDir = join(import.meta.dirname, '../../../../../journeys');
const journeyFiles = readdirSync(journeysDir)
  .filter((file) => file.endsWith('.json'))
  .sort();

interface Step {
  name: string;
  route: string;
}
const fileOf = (file: string) =>
  JSON.parse(readFileSync(join(journeysDir, file), 'utf8')) as { id: string; onboarding: { steps: Step[] } };
const stepsOf = (file: string): Step[] => fileOf(file).onboarding.steps;

describe('journey steps and the flow manifests', () => {
  it('reads every journey file on disk, each the journey of one flow manifest', () => {
    expect(journeyFiles).toEqual(
      expect.arrayContaining(['plan-switch.json', 'purchase.json', 'retail-purchase.json']),
    );
    for (const file of journeyFiles) {
      expect(stepsOf(file).length, file).toBeGreaterThan(0);
      expect(flowOfJourney(fileOf(file).id), file).toBeDefined();
    }
  });

  it('has a screen in its own flow for every step a journey-runtime journey names', () => {
    // A service flow's steps are its own page's (features/manage/<flow>/), not the runtime's screens.
    const runtimeFiles = journeyFiles.filter((file) => flowOfJourney(fileOf(file).id)?.journeyRuntime);
    const missing = runtimeFiles.flatMap((file) => {
      const flowId = flowOfJourney(fileOf(file).id)?.id ?? '';
      const screens = screensOf(flowId)?.steps ?? {};
      return stepsOf(file)
        .filter((step) => !Object.hasOwn(screens, step.name))
        .map((step) => `${file}: ${step.name}`);
    });
    expect(runtimeFiles.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('names every step route of a journey, with its title, in that flow’s manifest', () => {
    const unnamed = journeyFiles.flatMap((file) => {
      const routes: Readonly<Record<string, string>> = flowOfJourney(fileOf(file).id)?.routes ?? {};
      return stepsOf(file)
        .filter((step) => routes[step.route] === undefined)
        .map((step) => `${file}: ${step.route}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('gives a desktop width only to steps with a screen', () => {
    expect([...PURCHASE_SCREENS.wide].filter((name) => !PURCHASE_SCREENS.steps[name])).toEqual([]);
  });
});
