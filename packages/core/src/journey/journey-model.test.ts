import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { JourneyDefinition } from './journey-definition.ts';
import {
  byStep,
  loadJourneyFile,
  type ModelEvent,
  modelPaths,
  shippedAndEditedJourneys,
} from './test-journeys.ts';

/**
 * Model-based tests: the model is the step graph journeys:check derives from the file (with the
 * facts that make each edge happen); the implementation is the compiled XState machine. For every
 * journey file, @xstate/graph walks every simple path the model's events allow and each one must
 * end on a final step or a declared exit, every transition must land where the model says, and
 * every step the model calls reachable must be reached. The same holds for edited copies of each
 * file (`journeyEdits`).
 */

function expectedOutput(journey: JourneyDefinition, end: string) {
  if (!end.startsWith('exit:')) return { kind: 'final', step: end };
  const exit = end.slice('exit:'.length);
  return { kind: 'exit', exit, path: journey.exit(exit)?.route ?? null };
}

// Each shipped file, and copies of it with a step moved and an optional step removed: the model
// is derived from whichever file it is given, so these tests hold for any order a team chooses.
describe.each(shippedAndEditedJourneys())('$label, model-based', ({ file }) => {
  const journey = loadJourneyFile(file);
  const { machine, graph, events, paths, complete } = modelPaths(journey);

  it('generates paths from the start to every final step and exit', () => {
    const ends = new Set(complete.map((path) => byStep(path.state)));
    for (const step of journey.steps.filter((s) => s.final)) expect(ends).toContain(step.name);
    for (const edge of graph.edges.filter((e) => e.kind === 'exit')) expect(ends).toContain(edge.to);
  });

  it('never leaves a path in a dead end: every path can go on or has ended', () => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const end = path.state;
      if (end.status === 'active') expect([byStep(end), events(end).length > 0]).toEqual([byStep(end), true]);
      else expect([byStep(end), end.status]).toEqual([byStep(end), 'done']);
    }
  });

  it('reaches every step the model calls reachable', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => byStep(step.state))));
    for (const step of journey.steps) expect([step.name, visited.has(step.name)]).toEqual([step.name, true]);
  });

  it('replays every complete path on a fresh actor: each transition lands where the model says', () => {
    expect(complete.length).toBeGreaterThan(0);
    for (const path of complete) {
      const actor = createActor(machine, { input: {} }).start();
      const walked: string[] = [];
      for (const { event } of path.steps.slice(1)) {
        actor.send(event);
        walked.push(byStep(actor.getSnapshot()));
        const expected = (event as ModelEvent).expected;
        expect(walked.join(' > ')).toBe([...walked.slice(0, -1), expected].join(' > '));
      }
      const end = actor.getSnapshot();
      expect(end.status).toBe('done');
      expect(end.output).toEqual(expectedOutput(journey, byStep(end)));
      actor.stop();
    }
  });

  it('a shortest path leads to every final step', () => {
    const shortest = getShortestPaths(machine, {
      events,
      serializeState: byStep,
      toState: (state) => state.status === 'done',
    });
    const ends = new Set(shortest.map((path) => byStep(path.state)));
    for (const step of journey.steps.filter((s) => s.final)) expect(ends).toContain(step.name);
  });
});
