import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InMemoryProvider, OpenFeature, OpenFeatureAPI, type Provider } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FLAG_DEFAULTS } from '../config/flag-definitions.ts';
import { readFlagValues } from '../flags/flag-values-reader.ts';
import { createMemoryStorage } from '../stores/persisted-atom.ts';
import { checkJourneyFiles } from './cli/check-journey-files.ts';
import { compileJourney } from './compile-journey.ts';
import { loadJourney } from './journey-check.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { persistJourney } from './journey-persistence.ts';
import { chooseJourneyRevision, flaggedJourneyRevision, loadJourneyRevision } from './journey-revision.ts';
import { JOURNEYS_FOLDER, readFixtureJson } from './test-journeys.ts';

afterEach(() => OpenFeature.clearProviders());

const revisionOf = (revision: number): JourneyDefinition => loadJourney({ ...readFixtureJson(), revision });
const CURRENT = revisionOf(1);
const EDITED = revisionOf(2);

/** The current file and the revisions shipped beside it, counting what was loaded. */
function sources(shipped: Record<number, JourneyDefinition> = { 2: EDITED }) {
  const loaded: number[] = [];
  return {
    loaded,
    current: async () => CURRENT,
    revision: (revision: number) => {
      loaded.push(revision);
      const definition = shipped[revision];
      return definition ? Promise.resolve(definition) : null;
    },
  };
}

/** A visitor's saved purchase after `steps` NEXTs (0: still on its first step). */
function savedAfter(steps: number) {
  const storage = createMemoryStorage();
  const actor = createActor(compileJourney(CURRENT), { input: {} }).start();
  const stop = persistJourney(storage, CURRENT, actor);
  actor.send({ type: 'START' });
  for (let i = 0; i < steps; i++) actor.send({ type: 'NEXT', data: { plan: 'plan-30' } });
  stop();
  return storage;
}

describe('which revision of a journey a visitor walks', () => {
  it('starts the revision the flag names, loaded from the revisions shipped beside the file', async () => {
    const flags = { ...FLAG_DEFAULTS, 'journey-revision.purchase': 2 };
    const wanted = chooseJourneyRevision(createMemoryStorage(), 'purchase', flags);
    expect(wanted).toBe(2);
    const from = sources();
    expect((await loadJourneyRevision('purchase', wanted, from)).revision).toBe(2);
    expect(from.loaded).toEqual([2]);
  });

  it('walks the current file when the flag names 0, and loads no revision file when the current file is the one named', async () => {
    expect(chooseJourneyRevision(createMemoryStorage(), 'purchase', FLAG_DEFAULTS)).toBeNull();
    const from = sources();
    expect(await loadJourneyRevision('purchase', null, from)).toBe(CURRENT);
    expect(await loadJourneyRevision('purchase', 1, from)).toBe(CURRENT);
    expect(from.loaded).toEqual([]);
  });

  it('keeps the revision a journey under way was saved with, whatever the flag says now', () => {
    const flags = { ...FLAG_DEFAULTS, 'journey-revision.purchase': 2 };
    // Past its first step: its revision is kept.
    expect(chooseJourneyRevision(savedAfter(2), 'purchase', flags)).toBe(1);
    // Still on its first step: nothing depends on the order yet, the flag decides.
    expect(chooseJourneyRevision(savedAfter(0), 'purchase', flags)).toBe(2);
  });

  it('walks the current file when the flag service is down', async () => {
    const api = OpenFeatureAPI.getInstance();
    const down: Provider = {
      metadata: { name: 'down' },
      runsOn: 'client',
      initialize: () => Promise.reject(new Error('connection refused')),
      resolveBooleanEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveNumberEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveStringEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveObjectEvaluation: () => {
        throw new Error('connection refused');
      },
    };
    await api.setProviderAndWait(down).catch(() => undefined);
    const values = readFlagValues(api.getClient());
    expect(values['journey-revision.purchase']).toBe(0);
    const wanted = chooseJourneyRevision(createMemoryStorage(), 'purchase', values);
    expect(await loadJourneyRevision('purchase', wanted, sources())).toBe(CURRENT);
  });

  it('takes the flag service answer as a whole revision number, and anything else as the current file', async () => {
    const api = OpenFeatureAPI.getInstance();
    await api.setProviderAndWait(
      new InMemoryProvider({
        'journey-revision.purchase': { variants: { r: 2.5 }, defaultVariant: 'r', disabled: false },
      }),
    );
    expect(flaggedJourneyRevision(readFlagValues(api.getClient()), 'purchase')).toBeNull();
    await api.setProviderAndWait(
      new InMemoryProvider({
        'journey-revision.purchase': { variants: { r: 2 }, defaultVariant: 'r', disabled: false },
      }),
    );
    expect(flaggedJourneyRevision(readFlagValues(api.getClient()), 'purchase')).toBe(2);
  });

  it('reads the revision flag of every journey it is given (a servicing flow’s), 0 when the service names none', async () => {
    const api = OpenFeatureAPI.getInstance();
    await api.setProviderAndWait(
      new InMemoryProvider({
        'journey-revision.sim-replacement': { variants: { r: 3 }, defaultVariant: 'r', disabled: false },
      }),
    );
    const values = readFlagValues(api.getClient(), ['sim-replacement', 'termination']);
    expect(flaggedJourneyRevision(values, 'sim-replacement')).toBe(3);
    expect(flaggedJourneyRevision(values, 'termination')).toBeNull();
    expect(flaggedJourneyRevision(readFlagValues(api.getClient()), 'sim-replacement')).toBeNull();
  });

  it('walks the current file when the revision named was not shipped or is broken', async () => {
    const unusable = vi.fn();
    expect(await loadJourneyRevision('purchase', 7, sources(), unusable)).toBe(CURRENT);
    const broken = {
      ...sources(),
      revision: () => Promise.reject(new Error('journey file fails its checks')),
    };
    expect(await loadJourneyRevision('purchase', 2, broken, unusable)).toBe(CURRENT);
    // A file under the revision's name that holds another revision is not taken for it.
    expect(await loadJourneyRevision('purchase', 7, sources({ 7: EDITED }), unusable)).toBe(CURRENT);
    expect(unusable).toHaveBeenCalledTimes(3);
  });
});

describe('the revisions shipped beside the journey files', () => {
  const folder = join(JOURNEYS_FOLDER, 'revisions');
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];

  it.skipIf(files.length === 0)('pass the checks, each named <id>.r<revision>.json', () => {
    const run = checkJourneyFiles(files.map((name) => join(folder, name)));
    expect(run.ok, run.output).toBe(true);
    for (const name of files) {
      const file = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { id: string; revision: number };
      expect(name).toBe(`${file.id}.r${file.revision}.json`);
    }
  });
});
