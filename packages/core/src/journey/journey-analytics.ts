import type { ActorRefFrom } from 'xstate';
import type { JourneyMachine } from './compile-journey.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { analyticsEventsOf, type JourneyAnalyticsEventName } from './journey-file.schema.ts';
import type { JourneyAnalyticsEmitted, JourneyStepEntered } from './journey-machine.types.ts';

/**
 * the spec's analytics events from journey step changes. Which step sends which event is declared in the
 * journey file (`analyticsEvent`); the compiled machine emits it the first time the step is
 * entered in a run, and the app plugs its tracker in here as a sink. The machine never knows
 * about the tracker, so tests pass an array. An event declared on several steps is sent once a
 * run, by the first of them the customer reaches (a product decision, in the file, not here).
 */
export interface JourneyAnalyticsEvent {
  name: JourneyAnalyticsEventName;
  journeyId: string;
  revision: number;
  step: string;
  pageName: string;
}

export type JourneyAnalyticsSink = (event: JourneyAnalyticsEvent) => void;
export type JourneyPageViewSink = (event: Omit<JourneyStepEntered, 'type'>) => void;

/** The part of a journey actor this needs: its emitted-event listener. */
export type JourneyEventSource = Pick<ActorRefFrom<JourneyMachine>, 'on'>;

/**
 * Sends the journey's analytics events (and, optionally, a page view per step entered) to the
 * given sinks. A failing tracker is reported through `onError` and never stops the journey.
 * Returns the function that disconnects.
 */
export function connectJourneyAnalytics(
  actor: JourneyEventSource,
  sink: JourneyAnalyticsSink,
  options: { onPageView?: JourneyPageViewSink; onError?: (error: unknown) => void } = {},
): () => void {
  const guard =
    <T>(deliver: (event: T) => void) =>
    (event: T) => {
      try {
        deliver(event);
      } catch (error) {
        options.onError?.(error);
      }
    };
  const subscriptions = [
    actor.on(
      'journey.analytics',
      guard(({ name, journeyId, revision, step, pageName }: JourneyAnalyticsEmitted) =>
        sink({ name, journeyId, revision, step, pageName }),
      ),
    ),
  ];
  const { onPageView } = options;
  if (onPageView) {
    subscriptions.push(
      actor.on(
        'journey.step',
        guard(({ type: _type, ...view }: JourneyStepEntered) => onPageView(view)),
      ),
    );
  }
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/** The analytics plan of a journey: which step sends which event, in file order. */
export function journeyAnalyticsPlan(
  journey: JourneyDefinition,
): { step: string; name: JourneyAnalyticsEventName }[] {
  return journey.steps.flatMap((step) => analyticsEventsOf(step).map((name) => ({ step: step.name, name })));
}

/** One change an edit makes to the analytics plan, with the steps it names. */
export type AnalyticsPlanChange =
  | { kind: 'dropped'; event: JourneyAnalyticsEventName; step: string; stepRemoved: boolean }
  | { kind: 'moved'; event: JourneyAnalyticsEventName; from: string; step: string }
  | { kind: 'now-after' | 'now-before'; event: JourneyAnalyticsEventName; step: string; steps: string[] };

/**
 * What an edit of a journey file does to its analytics, for the product team that made it: an
 * event no step sends any more, an event sent by another step, and the steps that now come before
 * (or no longer come before) an event's step, which changes what the event means in reports
 * (`begin_checkout` after the address is not the same funnel). Empty when nothing moved.
 */
export function analyticsPlanEdits(
  before: JourneyDefinition,
  after: JourneyDefinition,
): AnalyticsPlanChange[] {
  const planBefore = journeyAnalyticsPlan(before);
  const planAfter = journeyAnalyticsPlan(after);
  const stepsSending = (plan: typeof planAfter, name: JourneyAnalyticsEventName) =>
    plan.filter((entry) => entry.name === name).map((entry) => entry.step);
  const stepsBefore = (journey: JourneyDefinition, step: string) =>
    journey.steps
      .slice(
        0,
        Math.max(
          0,
          journey.steps.findIndex((s) => s.name === step),
        ),
      )
      .map((s) => s.name);
  const changes: AnalyticsPlanChange[] = [];
  for (const { name, step } of planBefore) {
    const nowSending = stepsSending(planAfter, name);
    if (nowSending.length === 0) {
      changes.push({ kind: 'dropped', event: name, step, stepRemoved: !after.step(step) });
      continue;
    }
    // Still on this step, else on a step that did not send it before; an event another of its
    // steps still sends (declared on several) has not moved.
    const now = nowSending.includes(step)
      ? step
      : nowSending.find((other) => !stepsSending(planBefore, name).includes(other));
    if (now === undefined) continue;
    if (now !== step) changes.push({ kind: 'moved', event: name, from: step, step: now });
    const previous = new Set(stepsBefore(before, step));
    const current = stepsBefore(after, now);
    const added = current.filter((name) => !previous.has(name) && before.step(name));
    const gone = [...previous].filter((name) => !current.includes(name) && after.step(name));
    if (added.length) changes.push({ kind: 'now-after', event: name, step: now, steps: added });
    if (gone.length) changes.push({ kind: 'now-before', event: name, step: now, steps: gone });
  }
  return changes;
}

/** analyticsPlanEdits in the words journeys:check prints. */
export function analyticsPlanChanges(before: JourneyDefinition, after: JourneyDefinition): string[] {
  return analyticsPlanEdits(before, after).map(describeAnalyticsChange);
}

export function describeAnalyticsChange(change: AnalyticsPlanChange): string {
  const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
  switch (change.kind) {
    case 'dropped':
      return change.stepRemoved
        ? `"${change.event}" is no longer sent: step "${change.step}", which sent it, was removed`
        : `"${change.event}" is no longer sent (step "${change.step}" no longer declares it)`;
    case 'moved':
      return `"${change.event}" moves from step "${change.from}" to step "${change.step}"`;
    case 'now-after':
      return `"${change.event}" (step "${change.step}") now comes after ${quoted(change.steps)}`;
    case 'now-before':
      return `"${change.event}" (step "${change.step}") now comes before ${quoted(change.steps)}`;
  }
}
