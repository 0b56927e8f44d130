import type { ActorRefFrom } from 'xstate';
import type { JourneyMachine } from './compile-journey.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyAnalyticsEventName } from './journey-file.schema.ts';
import type { JourneyAnalyticsEmitted, JourneyStepEntered } from './journey-machine.types.ts';

/**
 * §3 analytics events from journey step changes. Which step sends which event is declared in the
 * journey file (`analyticsEvent`); the compiled machine emits it the first time the step is
 * entered in a run, and the app plugs its tracker in here as a sink. The machine never knows
 * about the tracker, so tests pass an array.
 */
export interface JourneyAnalyticsEvent {
  name: JourneyAnalyticsEventName;
  journeyId: string;
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
      guard(({ name, journeyId, step, pageName }: JourneyAnalyticsEmitted) =>
        sink({ name, journeyId, step, pageName }),
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
  return journey.steps.flatMap((step) =>
    step.analyticsEvent ? [{ step: step.name, name: step.analyticsEvent }] : [],
  );
}
