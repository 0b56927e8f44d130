import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import { compileJourney, type JourneyFile, journeyGraph, loadJourney } from '../src/journey/index.ts';
import { vocabularyOfFile } from '../src/journey/test-journeys.ts';

/**
 * Journey engine figures: how long each journey file takes to check and compile, and what one
 * step change costs on a running actor and as a pure transition.
 */
const folder = fileURLToPath(new URL('../../../journeys/', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, json: JSON.parse(readFileSync(`${folder}${name}`, 'utf8')) as JourneyFile }));

describe('compile per journey', () => {
  for (const { name, json } of files) {
    // Each file is checked with its own flow's vocabulary, as journeys:check does.
    const vocabulary = vocabularyOfFile(json);
    const journey = loadJourney(json, vocabulary);
    bench(`${name}: check (schema, references, graph proof)`, () => {
      loadJourney(json, vocabulary);
    });
    bench(`${name}: compile to an XState machine`, () => {
      compileJourney(journey);
    });
    bench(`${name}: step graph`, () => {
      journeyGraph(journey);
    });
  }
});

describe('time per transition (purchase.json)', () => {
  const purchase = files.find((file) => file.name === 'purchase.json');
  if (!purchase) throw new Error('journeys/purchase.json is missing');
  const journey = loadJourney(purchase.json);
  const machine = compileJourney(journey);
  const facts = { isLoggedIn: true, simType: 'psim', ekycRequired: true } as const;

  const actor = createActor(machine, { input: { facts } }).start();
  actor.send({ type: 'SET_STEP', step: 'connection-details' });
  bench('actor: NEXT then BACK (two step changes, skipping conditions evaluated)', () => {
    actor.send({ type: 'NEXT', facts, data: { numberType: 'new_number' } });
    actor.send({ type: 'BACK' });
  });

  const atAddress = createActor(machine, { input: { facts } }).start();
  atAddress.send({ type: 'SET_STEP', step: 'address-details' });
  const snapshot = atAddress.getSnapshot();
  bench('pure transition: NEXT from address-details (three conditional candidates)', () => {
    getNextSnapshot(machine, snapshot, { type: 'NEXT', facts });
  });

  bench('deep link refused, resumed at the furthest valid step', () => {
    getNextSnapshot(machine, snapshot, { type: 'DEEP_LINK', route: '/web/payment' });
  });
});
