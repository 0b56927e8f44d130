import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flowManifest, SERVICE_FLOWS } from '@senda/core/navigation';
import type { FlowWalk } from './flow-walk';

/**
 * The service flows' walk table: one row per flow with a journey file, each its own
 * `walks/<flow>.walk.ts` found by its name, so a flow adds its row with a file of its own.
 * walkTableProblems() is the table's check without a browser (tests/flow-walks.test.ts).
 */

/** Every flow's row, found by file name, in the flows' id order. */
export const FLOW_WALKS: readonly FlowWalk[] = Object.values(
  import.meta.glob<FlowWalk>('./walks/*.walk.ts', { eager: true, import: 'default' }),
).sort((a, b) => a.flow.localeCompare(b.flow));

interface FileStep {
  name: string;
  route: string;
  when?: string[];
}

export function journeyOf(flow: string) {
  const journey = flowManifest(flow)?.journey;
  if (!journey) throw new Error(`${flow}: its manifest names no journey file`);
  const path = fileURLToPath(new URL(`../../../../journeys/${journey}.json`, import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as { onboarding: { steps: FileStep[] } }).onboarding.steps;
}

/** The steps of the file the walk's customer takes: every one whose `when` holds for them. */
export const stepsTaken = (walk: FlowWalk) =>
  journeyOf(walk.flow).filter((step) =>
    (step.when ?? []).every((condition) => walk.holds?.includes(condition)),
  );

/**
 * What is wrong with the table, without a browser: a flow with a journey file and no row (or a row
 * for none), a step its customer takes that the row has no answer for, an answer for no step of the
 * file. Empty when the walks can run.
 */
export function walkTableProblems(walks: readonly FlowWalk[] = FLOW_WALKS): string[] {
  const withJourney = SERVICE_FLOWS.filter((flow) => flow.journey !== null).map((flow) => flow.id);
  const problems = [
    ...withJourney
      .filter((flow) => !walks.some((walk) => walk.flow === flow))
      .map((flow) => `${flow}: a journey file and no walks/${flow}.walk.ts`),
    ...walks
      .filter((walk) => !withJourney.includes(walk.flow))
      .map((walk) => `${walk.flow}: a walk for no service flow with a journey file`),
  ];
  for (const walk of walks.filter((row) => withJourney.includes(row.flow))) {
    const fileSteps = journeyOf(walk.flow).map((step) => step.name);
    for (const step of stepsTaken(walk)) {
      if (!walk.steps[step.name]) problems.push(`${walk.flow}: no answer for step "${step.name}"`);
    }
    for (const name of Object.keys(walk.steps)) {
      if (!fileSteps.includes(name))
        problems.push(`${walk.flow}: an answer for "${name}", no step of its file`);
    }
  }
  return problems;
}
