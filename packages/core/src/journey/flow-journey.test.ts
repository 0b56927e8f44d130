import { describe, expect, it, vi } from 'vitest';
import { createSimReplacementMachine } from '../flows/sim-replacement/sim-replacement.machine.ts';
import { type FlowJourneyFiles, flowJourney, loadFlowJourney } from './flow-journey.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import { readJourneyJson } from './test-journeys.ts';

/**
 * Every flow made from a journey file reads it the same way; SIM replacement stands for them all
 * here, as the flow whose contract a published file can break (its identity check).
 */
const SHIPPED = readJourneyJson('sim-replacement.json');
const journey = () => flowJourney(SHIPPED, createSimReplacementMachine);

const withSteps = (names: readonly string[], revision = SHIPPED.revision + 1): JourneyFile => ({
  ...SHIPPED,
  revision,
  onboarding: {
    ...SHIPPED.onboarding,
    steps: names.map((name) => {
      const step = SHIPPED.onboarding.steps.find((shipped) => shipped.name === name);
      if (!step) throw new Error(`no step ${name}`);
      return step;
    }),
  },
});
/** The product team's edit: the delivery asked before the identity check. */
const DELIVERY_FIRST = withSteps(['order-request', 'delivery-details', 'kyc', 'order-summary']);
/** An edit the flow cannot run: no identity check, so the gateway refuses every request. */
const NO_IDENTITY_CHECK = withSteps(['order-request', 'delivery-details', 'order-summary']);

const stepsOf = (loaded: { flow: ReturnType<typeof createSimReplacementMachine> }) =>
  loaded.flow.collect.journey?.steps.map((step) => step.name);

function files(published: unknown, revisions: Record<number, unknown> = {}): FlowJourneyFiles {
  return {
    published: () => (published instanceof Error ? Promise.reject(published) : Promise.resolve(published)),
    revision: (revision) => (revision in revisions ? Promise.resolve(revisions[revision]) : null),
  };
}

describe('a flow made from its journey file (loadFlowJourney)', () => {
  it('runs the file its journey settings serve when the flow accepts it: a published edit reaches the flow', async () => {
    const warn = vi.fn();
    const loaded = await loadFlowJourney(journey(), null, files(DELIVERY_FIRST), warn);
    expect(loaded.source).toBe('gateway');
    expect(loaded.revision).toBe(SHIPPED.revision + 1);
    expect(stepsOf(loaded)).toEqual(['order-request', 'delivery-details', 'kyc', 'order-summary']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a published file that breaks the flow’s contract and runs the bundled file, saying why', async () => {
    const warn = vi.fn();
    const loaded = await loadFlowJourney(journey(), null, files(NO_IDENTITY_CHECK), warn);
    expect(loaded.source).toBe('bundled');
    expect(stepsOf(loaded)).toEqual(SHIPPED.onboarding.steps.map((step) => step.name));
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/sim-replacement: the published journey is unusable/);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/kyc/);
  });

  it('runs the bundled file when the settings cannot be read or are another journey’s', async () => {
    const warn = vi.fn();
    const failed = await loadFlowJourney(journey(), null, files(new Error('503')), warn);
    expect(failed.source).toBe('bundled');
    const other = await loadFlowJourney(
      journey(),
      null,
      files({ ...DELIVERY_FIRST, id: 'plan-switch' }),
      warn,
    );
    expect(other.source).toBe('bundled');
    expect(String(warn.mock.calls[1]?.[1])).toMatch(/journey "plan-switch", not "sim-replacement"/);
  });

  it('runs the revision its flag names when it is shipped and accepted, else the current file', async () => {
    const warn = vi.fn();
    const flagged = await loadFlowJourney(
      journey(),
      5,
      files(SHIPPED, { 5: { ...DELIVERY_FIRST, revision: 5 } }),
      warn,
    );
    expect(flagged.source).toBe('revision');
    expect(stepsOf(flagged)?.[1]).toBe('delivery-details');
    expect(warn).not.toHaveBeenCalled();

    const refused = await loadFlowJourney(
      journey(),
      5,
      files(SHIPPED, { 5: { ...NO_IDENTITY_CHECK, revision: 5 } }),
      warn,
    );
    expect(refused.source).toBe('gateway');
    expect(warn.mock.calls[0]?.[0]).toMatch(/revision 5 unusable/);
  });
});
