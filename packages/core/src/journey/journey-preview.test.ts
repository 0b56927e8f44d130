import { describe, expect, it } from 'vitest';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import { previewJourney, previewWalk } from './journey-preview.ts';
import { readFixtureJson } from './test-journeys.ts';

const TICK = [{ consentType: 'TERMS_OF_USE' as const, acceptanceMode: 'EXPLICIT_NO_READ' as const }];

describe('previewJourney (the Storybook journey preview)', () => {
  it('lists every step in the file’s order with its conditions in words', () => {
    const file = readFixtureJson();
    const preview = previewJourney(file, PURCHASE_JOURNEY_VOCABULARY, TICK);
    if (!preview.ok) throw new Error('the fixture should pass');
    expect(preview.steps.map((step) => step.name)).toEqual(file.onboarding.steps.map((step) => step.name));
    const conditional = preview.steps.find((step) => step.when.length > 0);
    expect(conditional?.when[0]?.description).toBe(
      PURCHASE_JOURNEY_VOCABULARY.conditions[conditional?.when[0]?.name ?? '']?.description,
    );
    expect(preview.steps.map((step) => step.path)).toEqual(
      file.onboarding.steps.map((_, index) => `$.onboarding.steps[${index}]`),
    );
    const leaving = file.onboarding.steps.findIndex((step) => step.exits?.length);
    expect(preview.steps[leaving]?.exits).toEqual(
      file.onboarding.steps[leaving]?.exits?.map((name) => ({
        name,
        route: file.onboarding.exits?.find((exit) => exit.name === name)?.route,
      })),
    );
    expect(preview.warnings).toEqual([]);
    expect(preview.mermaid).toContain('flowchart TD');
  });

  it('gives a broken file’s issues at their JSON path, as journeys:check does', () => {
    const file = readFixtureJson();
    const index = file.onboarding.steps.findIndex((step) => step.when?.length);
    (file.onboarding.steps[index] as { when: string[] }).when = ['phisicalSim'];
    const preview = previewJourney(file, PURCHASE_JOURNEY_VOCABULARY, TICK);
    expect(preview.ok).toBe(false);
    expect(!preview.ok && preview.issues).toEqual([
      {
        path: `$.onboarding.steps[${index}].when[0]`,
        message: expect.stringContaining('unknown condition "phisicalSim"'),
        rule: 'unknown-condition',
        params: { condition: 'phisicalSim' },
      },
    ]);
  });

  it('says when the gateway overrides the terms setting', () => {
    const file = { ...readFixtureJson(), settings: { termsAcceptanceMode: 'IMPLICIT' as const } };
    const preview = previewJourney(file, PURCHASE_JOURNEY_VOCABULARY, TICK);
    expect(preview.ok && preview.warnings).toEqual([
      "settings.termsAcceptanceMode: IMPLICIT has no effect: the gateway's consent settings ask for CHECKBOX on the terms of use, so customers get CHECKBOX",
    ]);
  });

  it('warns about what the edit changes against the previous version, as journeys:check does', () => {
    const previous = readFixtureJson();
    const file = readFixtureJson();
    file.onboarding.steps = file.onboarding.steps.filter((step) => step.name !== 'addon-selection');
    const preview = previewJourney(file, PURCHASE_JOURNEY_VOCABULARY, TICK, previous);
    expect(preview.ok && preview.warnings.map((warning) => warning.slice(0, warning.indexOf(':')))).toEqual([
      'analytics',
      'data',
      'screen',
    ]);
    // Without a previous version, nothing to compare.
    expect(previewJourney(file, PURCHASE_JOURNEY_VOCABULARY, TICK)).toMatchObject({ ok: true, warnings: [] });
  });

  it('walks the steps the chosen facts lead through', () => {
    const preview = previewJourney(readFixtureJson(), PURCHASE_JOURNEY_VOCABULARY, TICK);
    if (!preview.ok) throw new Error('the fixture should pass');
    const esim = previewWalk(preview.journey, { simType: 'esim', numberType: 'new_number' });
    const physical = previewWalk(preview.journey, { simType: 'psim', numberType: 'number_transfer' });
    // Each walk starts at the first step and follows the file's order.
    for (const walk of [esim, physical]) {
      expect(walk[0]).toBe(preview.steps[0]?.name);
      const order = walk.map((name) => preview.steps.findIndex((step) => step.name === name));
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
    // A step only a delivered SIM needs is on the physical SIM's walk only.
    const physicalOnly = preview.steps.find((step) => step.when.some((c) => c.name === 'deliveryNeeded'));
    expect(physicalOnly).toBeDefined();
    expect(physical).toContain(physicalOnly?.name);
    expect(esim).not.toContain(physicalOnly?.name);
  });
});
