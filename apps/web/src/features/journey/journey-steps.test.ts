import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_MANIFESTS, flowOfJourney } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';

import { FLOW_SCREENS } from './flow-screens';

const journeysDir = join(import.meta.dirname, '../../../../../journeys');
const journeyFiles = readdirSync(journeysDir)
  .filter((file) => file.endsWith('.json'))
  .sort();

/**
 * What the app does not serve yet, named step by step: plan switch's screens and pages come with
 * features/manage/plan-switch/. Listing the gaps instead of skipping the file means this test
 * fails when a gap closes (shrink the list) and when a new one opens in any journey file. A step
 * is looked up in its own flow's screens only: a name another journey also uses (plan switch's
 * order-summary, the purchase's) does not count.
 */
const NOT_YET_SCREENED = [
  // Card update's steps are shown by its own pages (features/manage/update-card/), as plan switch's.
  'card-update.json: verify',
  'card-update.json: request',
  'card-update.json: submit',
  // Number change's steps are shown by its own pages (features/manage/number-change/).
  'number-change.json: number',
  'number-change.json: details',
  'plan-switch.json: plans',
  'plan-switch.json: plan-details',
  'plan-switch.json: order-summary',
  // Rescheduling's steps are its pages' (features/manage/reschedule-delivery/), as plan switch's.
  'reschedule-delivery.json: address',
  'reschedule-delivery.json: review-detail',
  // SIM replacement's steps are shown by its own pages (features/manage/sim-replacement/), as plan switch's.
  'sim-replacement.json: order-request',
  'sim-replacement.json: kyc',
  'sim-replacement.json: delivery-details',
  'sim-replacement.json: order-summary',
  // Termination's steps are shown by its own pages (features/manage/termination/), as plan switch's.
  'termination.json: request',
  'termination.json: stay',
  'termination.json: submit',
];

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

  it('has a screen in its own flow for every step a journey names, except the listed ones not built yet', () => {
    const missing = journeyFiles.flatMap((file) => {
      const flowId = flowOfJourney(fileOf(file).id)?.id ?? '';
      const screens = Object.entries(FLOW_SCREENS).find(([id]) => id === flowId)?.[1].steps ?? {};
      return stepsOf(file)
        .filter((step) => !Object.hasOwn(screens, step.name))
        .map((step) => `${file}: ${step.name}`);
    });
    expect(missing).toEqual(NOT_YET_SCREENED);
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

  it('has the app’s part of every flow manifest, and gives a desktop width only to steps with a screen', () => {
    expect(Object.keys(FLOW_SCREENS).sort()).toEqual(FLOW_MANIFESTS.map((flow) => flow.id).sort());
    for (const [id, screens] of Object.entries(FLOW_SCREENS)) {
      const steps: Readonly<Record<string, unknown>> = screens.steps;
      expect(
        [...screens.wide].filter((name) => !steps[name]),
        id,
      ).toEqual([]);
    }
  });
});
