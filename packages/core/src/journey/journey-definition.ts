import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import type { JourneyExit, JourneyFile, JourneyIssue, JourneyStep } from './journey-file.schema.ts';
import type { JourneyVocabulary } from './journey-vocabulary.ts';

/**
 * A journey file whose cross-references have been checked, with the look-ups the engine needs.
 * Built once per file; the compiler, the neighbours, the graph and the persistence all read it.
 */
export interface JourneyDefinition {
  readonly file: JourneyFile;
  readonly id: string;
  readonly revision: number;
  readonly steps: readonly JourneyStep[];
  readonly firstStep: JourneyStep;
  /** The facts it knows and the conditions its steps may name (its own: journey-vocabulary.ts). */
  readonly vocabulary: JourneyVocabulary;
  indexOf(name: string): number;
  step(name: string): JourneyStep | undefined;
  /** The alternatives group a step belongs to (its own name when it has no alternatives). */
  groupOf(name: string): string;
  exit(name: string): JourneyExit | undefined;
  /** Current name for a step name used by an earlier revision (identity for current names). */
  currentName(name: string): string | undefined;
  stepByRoute(route: string): JourneyStep | undefined;
}

/** Names the machine keeps for itself. */
export const RESERVED_STATE_NAMES = ['idle'] as const;

export class JourneyDefinitionError extends Error {
  override readonly name = 'JourneyDefinitionError';
  constructor(
    readonly journeyId: string,
    readonly issues: readonly JourneyIssue[],
  ) {
    super(`journey "${journeyId}" is invalid:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
  }
}

const stepPath = (index: number, key?: string) => `$.onboarding.steps[${index}]${key ? `.${key}` : ''}`;

/**
 * Cross-reference checks that a schema cannot express: unique names and routes, known conditions,
 * alternatives, jumps and exits that point somewhere, a first step that always applies and at
 * least one final step. Reachability is journey-graph.ts's job.
 */
export function checkJourneyReferences(
  file: JourneyFile,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const steps = file.onboarding.steps;
  const firstIndexByName = new Map<string, number>();
  const firstIndexByRoute = new Map<string, number>();
  const exitNames = new Set<string>();

  (file.onboarding.exits ?? []).forEach((exit, index) => {
    if (exitNames.has(exit.name)) {
      issues.push({
        path: `$.onboarding.exits[${index}].name`,
        message: `duplicate exit name "${exit.name}"`,
        rule: 'duplicate-exit',
        params: { exit: exit.name },
      });
    }
    exitNames.add(exit.name);
  });

  steps.forEach((step, index) => {
    const seenAt = firstIndexByName.get(step.name);
    if (seenAt !== undefined) {
      issues.push({
        path: stepPath(index, 'name'),
        message: `duplicate step name "${step.name}" (first used at ${stepPath(seenAt)})`,
        rule: 'duplicate-step',
        params: { step: step.name, position: String(seenAt + 1) },
      });
    } else firstIndexByName.set(step.name, index);
    if ((RESERVED_STATE_NAMES as readonly string[]).includes(step.name)) {
      issues.push({
        path: stepPath(index, 'name'),
        message: `"${step.name}" is reserved by the engine`,
        rule: 'reserved-name',
        params: { step: step.name },
      });
    }
    const routeAt = firstIndexByRoute.get(step.route);
    if (vocabulary.onePage !== null) {
      // The flow's steps are screens of its one page: they share its address, and have no other.
      if (step.route !== vocabulary.onePage) {
        issues.push({
          path: stepPath(index, 'route'),
          message: `every step of this journey is on its one page, "${vocabulary.onePage}"`,
          rule: 'one-page-route',
          params: { route: vocabulary.onePage },
        });
      }
    } else if (routeAt !== undefined) {
      issues.push({
        path: stepPath(index, 'route'),
        message: `duplicate route "${step.route}" (already used by ${stepPath(routeAt)}); deep links need one step per route`,
        rule: 'duplicate-route',
        params: { route: step.route, position: String(routeAt + 1) },
      });
    } else firstIndexByRoute.set(step.route, index);
  });

  const known = Object.keys(vocabulary.conditions);
  const formerOwners = new Map<string, number>();
  steps.forEach((step, index) => {
    step.when?.forEach((name, k) => {
      if (!Object.hasOwn(vocabulary.conditions, name)) {
        issues.push({
          path: `${stepPath(index, 'when')}[${k}]`,
          message: `unknown condition "${name}"; known conditions: ${known.join(', ')}`,
          rule: 'unknown-condition',
          params: { condition: name },
        });
      }
    });
    step.alternatives?.forEach((name, k) => {
      const path = `${stepPath(index, 'alternatives')}[${k}]`;
      const params = { other: name };
      if (name === step.name)
        issues.push({
          path,
          message: 'a step cannot be its own alternative',
          rule: 'self-alternative',
          params,
        });
      else if (!firstIndexByName.has(name))
        issues.push({ path, message: `unknown step "${name}"`, rule: 'unknown-alternative', params });
      else if (steps[firstIndexByName.get(name) ?? -1]?.final) {
        issues.push({
          path,
          message: `"${name}" is final and cannot be an alternative`,
          rule: 'final-alternative',
          params,
        });
      }
    });
    if (step.next !== undefined) {
      const target = firstIndexByName.get(step.next);
      if (target === undefined) {
        issues.push({
          path: stepPath(index, 'next'),
          message: `unknown step "${step.next}"`,
          rule: 'unknown-next',
          params: { other: step.next },
        });
      } else if (target <= index) {
        issues.push({
          path: stepPath(index, 'next'),
          message: `"next" must name a later step ("${step.next}" comes before); going back is BACK's job`,
          rule: 'next-backwards',
          params: { other: step.next },
        });
      }
    }
    step.exits?.forEach((name, k) => {
      if (!exitNames.has(name)) {
        issues.push({
          path: `${stepPath(index, 'exits')}[${k}]`,
          message: `unknown exit "${name}"; declare it in $.onboarding.exits`,
          rule: 'unknown-exit',
          params: { exit: name },
        });
      }
    });
    if (step.final && (step.next || step.alternatives?.length || step.exits?.length)) {
      issues.push({
        path: stepPath(index, 'final'),
        message: 'a final step ends the journey: it cannot have next, alternatives or exits',
        rule: 'final-with-links',
      });
    }
    step.formerNames?.forEach((former, k) => {
      const path = `${stepPath(index, 'formerNames')}[${k}]`;
      if (firstIndexByName.has(former)) {
        issues.push({
          path,
          message: `"${former}" is the name of a current step`,
          rule: 'former-name-current',
          params: { other: former },
        });
      } else if (formerOwners.has(former)) {
        issues.push({
          path,
          message: `"${former}" is already a former name of ${stepPath(formerOwners.get(former) ?? 0)}`,
          rule: 'former-name-taken',
          params: { other: former },
        });
      } else formerOwners.set(former, index);
    });
  });

  const first = steps[0];
  if (first?.when?.length) {
    issues.push({
      path: stepPath(0, 'when'),
      message: 'the first step must always apply: starting a journey sets the step index to 0',
      rule: 'first-step-conditional',
    });
  }
  if (first?.final) {
    issues.push({
      path: stepPath(0, 'final'),
      message: 'the first step cannot be final',
      rule: 'first-step-final',
    });
  }
  if (!steps.some((step) => step.final)) {
    issues.push({
      path: '$.onboarding.steps',
      message: 'no step is final: mark the end of the journey with "final": true',
      rule: 'no-final-step',
    });
  }
  for (const [name, why] of Object.entries(vocabulary.neededSteps)) {
    if (steps.some((step) => step.name === name || step.formerNames?.includes(name))) continue;
    issues.push({
      path: '$.onboarding.steps',
      message: `step "${name}" cannot be removed: ${why} (it may move, or apply only under a "when")`,
      rule: 'needed-step-removed',
      params: { step: name },
    });
  }
  const indexOf = (name: string) => steps.findIndex((step) => step.name === name);
  for (const [name, after] of Object.entries(vocabulary.stepsAfter)) {
    const at = indexOf(name);
    const later = after.steps.filter((earlier) => at >= 0 && indexOf(earlier) > at);
    if (later.length === 0) continue;
    issues.push({
      path: stepPath(at),
      message: `step "${name}" must come after ${later.map((earlier) => `"${earlier}"`).join(', ')}: ${after.why}`,
      rule: 'needs-earlier-step',
      params: { step: name, earlier: later.join(', ') },
    });
  }
  return issues;
}

/** Checks references and builds the look-ups; throws JourneyDefinitionError listing every issue. */
export function defineJourney(
  file: JourneyFile,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): JourneyDefinition {
  const issues = checkJourneyReferences(file, vocabulary);
  if (issues.length > 0) throw new JourneyDefinitionError(file.id, issues);

  const steps = file.onboarding.steps;
  const index = new Map(steps.map((step, i) => [step.name, i]));
  const byName = new Map(steps.map((step) => [step.name, step]));
  // A one-page flow's steps share its route: the page is its first step's.
  const byRoute = new Map([...steps].reverse().map((step) => [normaliseRoute(step.route), step]));
  const exits = new Map((file.onboarding.exits ?? []).map((exit) => [exit.name, exit]));
  const renamed = new Map<string, string>();
  for (const step of steps) for (const former of step.formerNames ?? []) renamed.set(former, step.name);
  const groups = alternativeGroups(steps);
  const firstStep = steps[0] as JourneyStep;

  return Object.freeze({
    file,
    id: file.id,
    revision: file.revision,
    steps,
    firstStep,
    vocabulary,
    indexOf: (name: string) => index.get(name) ?? -1,
    step: (name: string) => byName.get(name),
    groupOf: (name: string) => groups.get(name) ?? name,
    exit: (name: string) => exits.get(name),
    currentName: (name: string) => (byName.has(name) ? name : renamed.get(name)),
    stepByRoute: (route: string) => byRoute.get(normaliseRoute(route)),
  });
}

/** Alternatives are symmetric: a group is every step linked by an `alternatives` list. */
function alternativeGroups(steps: readonly JourneyStep[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (name: string): string => {
    const up = parent.get(name) ?? name;
    if (up === name) return name;
    const root = find(up);
    parent.set(name, root);
    return root;
  };
  for (const step of steps) {
    for (const other of step.alternatives ?? []) {
      const [a, b] = [find(step.name), find(other)];
      if (a !== b) parent.set(b, a);
    }
  }
  return new Map(steps.map((step) => [step.name, find(step.name)]));
}

/** Deep links compare paths only: no query, no hash, no trailing slash. */
export function normaliseRoute(route: string): string {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
