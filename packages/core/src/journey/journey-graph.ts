import { conditionsHold, factsRead } from './journey-conditions.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyIssue, JourneyStep } from './journey-file.schema.ts';
import { forwardCandidates } from './journey-navigation.ts';
import { type JourneyFactValue, type JourneyFactValues, vocabularyFacts } from './journey-vocabulary.ts';

/**
 * The journey's step graph, worked out from the file alone: which transitions can happen for some
 * combination of facts. The facts have finite domains, so "can happen" is decided by trying every
 * combination of the facts the conditions involved read: a proof, not a sample. journeys:check
 * uses it to refuse unreachable steps and dead ends; the model-based tests replay its witnesses
 * against the compiled machine.
 */

export const START_NODE = '[start]';

export interface JourneyGraphEdge {
  from: string;
  /** A step name, or `exit:<name>` for an exit. */
  to: string;
  kind: 'start' | 'next' | 'switch' | 'exit';
  /** Facts under which the edge is taken from a fresh start (NEXT and SWITCH). */
  witness?: JourneyFactValues;
  /**
   * True when NEXT reaches this alternative only because the customer chose it earlier (switched
   * to log in, went back, came forward again); its witness alone would land on the group's first
   * member.
   */
  viaChoice?: boolean;
  /** Steps this NEXT passes over because their conditions do not hold. */
  skips?: string[];
}

export interface JourneyGraph {
  edges: JourneyGraphEdge[];
  /** Steps reachable from the first step. */
  reachable: Set<string>;
  /** Steps from which a final step or an exit can be reached. */
  canFinish: Set<string>;
}

/** Facts making every list in `hold` true and every list in `fail` false, or null if none exist. */
export function findWitness(
  journey: JourneyDefinition,
  hold: readonly (readonly string[] | undefined)[],
  fail: readonly (readonly string[] | undefined)[],
): JourneyFactValues | null {
  const reads = new Set<string>();
  for (const names of [...hold, ...fail])
    for (const fact of factsRead(names, journey.vocabulary)) reads.add(fact);
  const order = [...reads];
  const assignment: Record<string, JourneyFactValue> = {};
  const search = (depth: number): boolean => {
    if (depth === order.length) {
      const facts = vocabularyFacts(journey.vocabulary, assignment);
      return (
        hold.every((names) => conditionsHold(names, facts, journey.vocabulary)) &&
        // A step without conditions always applies, so it can never be skipped.
        fail.every((names) => !conditionsHold(names, facts, journey.vocabulary))
      );
    }
    const fact = order[depth] as string;
    for (const value of journey.vocabulary.facts[fact] ?? []) {
      assignment[fact] = value;
      if (search(depth + 1)) return true;
    }
    delete assignment[fact];
    return false;
  };
  return search(0) ? { ...assignment } : null;
}

function nextEdges(journey: JourneyDefinition, from: JourneyStep): JourneyGraphEdge[] {
  const edges: JourneyGraphEdge[] = [];
  const all = forwardCandidates(journey, from.name);
  // Nothing after a step that always applies (and has no alternatives) can be reached by NEXT.
  const blocker = all.findIndex(
    (name) =>
      !journey.step(name)?.when?.length &&
      all.every((other) => other === name || journey.groupOf(other) !== journey.groupOf(name)),
  );
  const candidates = blocker >= 0 ? all.slice(0, blocker + 1) : all;
  candidates.forEach((to, k) => {
    const before = candidates.slice(0, k);
    const toGroup = journey.groupOf(to);
    const otherGroups = before.filter((name) => journey.groupOf(name) !== toGroup);
    const sameGroup = before.filter((name) => journey.groupOf(name) === toGroup);
    const whenOf = (name: string) => journey.step(name)?.when;
    const holds = [whenOf(to)];
    const strict = findWitness(journey, holds, [...otherGroups, ...sameGroup].map(whenOf));
    const loose = strict ?? (sameGroup.length ? findWitness(journey, holds, otherGroups.map(whenOf)) : null);
    const witness = strict ?? loose;
    if (!witness) return;
    const skips = (strict ? before : otherGroups).filter((name) => whenOf(name)?.length);
    edges.push({
      from: from.name,
      to,
      kind: 'next',
      witness,
      ...(strict ? {} : { viaChoice: true }),
      ...(skips.length ? { skips } : {}),
    });
  });
  return edges;
}

export function journeyGraph(journey: JourneyDefinition): JourneyGraph {
  const edges: JourneyGraphEdge[] = [
    { from: START_NODE, to: journey.firstStep.name, kind: 'start', witness: {} },
  ];
  for (const step of journey.steps) {
    if (step.final) continue;
    edges.push(...nextEdges(journey, step));
    for (const to of step.alternatives ?? []) {
      const witness = findWitness(journey, [journey.step(to)?.when], []);
      if (witness) edges.push({ from: step.name, to, kind: 'switch', witness });
    }
    for (const exit of step.exits ?? []) edges.push({ from: step.name, to: `exit:${exit}`, kind: 'exit' });
  }

  const reachable = new Set<string>();
  const queue = [START_NODE];
  while (queue.length) {
    const node = queue.shift() as string;
    for (const edge of edges) {
      if (edge.from === node && !reachable.has(edge.to)) {
        reachable.add(edge.to);
        queue.push(edge.to);
      }
    }
  }

  const canFinish = new Set<string>([
    ...journey.steps.filter((step) => step.final).map((step) => step.name),
    ...edges.filter((edge) => edge.kind === 'exit').map((edge) => edge.to),
  ]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const edge of edges) {
      if (canFinish.has(edge.to) && !canFinish.has(edge.from)) {
        canFinish.add(edge.from);
        grew = true;
      }
    }
  }
  return { edges, reachable, canFinish };
}

/** Every step reachable from the first one, and a final step or an exit reachable from every step. */
export function checkJourneyGraph(journey: JourneyDefinition, graph = journeyGraph(journey)): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  journey.steps.forEach((step, index) => {
    const path = `$.onboarding.steps[${index}]`;
    if (!graph.reachable.has(step.name)) {
      issues.push({
        path,
        message: `step "${step.name}" is unreachable: no combination of facts leads to it from "${journey.firstStep.name}"${
          step.when?.length ? ` (check its conditions: ${step.when.join(', ')})` : ''
        }`,
        rule: 'unreachable',
        params: { step: step.name, first: journey.firstStep.name },
      });
    } else if (!graph.canFinish.has(step.name)) {
      issues.push({
        path,
        message: `from step "${step.name}" no final step or exit can be reached`,
        rule: 'dead-end',
        params: { step: step.name },
      });
    }
  });
  return issues;
}

const nodeId = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');

function edgeLabel(journey: JourneyDefinition, edge: JourneyGraphEdge): string {
  if (edge.kind === 'switch') return 'switch';
  if (edge.kind === 'exit') return 'exit';
  const parts: string[] = [];
  const when = journey.step(edge.to)?.when;
  if (when?.length) parts.push(when.join(' & '));
  if (edge.viaChoice) parts.push('if chosen');
  if (edge.skips?.length) parts.push(`skips ${edge.skips.join(', ')}`);
  return parts.join('; ');
}

/** The step graph as Mermaid flowchart text, for the CLI and for review in a pull request. */
export function journeyMermaid(journey: JourneyDefinition, graph = journeyGraph(journey)): string {
  const lines = ['flowchart TD', `  ${nodeId(START_NODE)}((start))`];
  for (const step of journey.steps) {
    const text = `${step.name}<br/>${step.route}`;
    lines.push(step.final ? `  ${nodeId(step.name)}(["${text}"])` : `  ${nodeId(step.name)}["${text}"]`);
  }
  for (const exit of journey.file.onboarding.exits ?? []) {
    lines.push(
      `  ${nodeId(`exit:${exit.name}`)}[/"exit ${exit.name}${exit.route ? `<br/>${exit.route}` : ''}"/]`,
    );
  }
  for (const edge of graph.edges) {
    const label = edgeLabel(journey, edge);
    const arrow = edge.kind === 'switch' || edge.kind === 'exit' ? '-.->' : '-->';
    lines.push(`  ${nodeId(edge.from)} ${arrow}${label ? `|${label}|` : ''} ${nodeId(edge.to)}`);
  }
  return lines.join('\n');
}
