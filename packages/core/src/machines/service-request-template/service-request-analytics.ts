import type { AnyActorRef } from 'xstate';
import type { JourneyRef } from '../../analytics/analytics-events.ts';
import { connectJourneyAnalytics } from '../../journey/journey-analytics.ts';
import type { AnalyticsSink } from '../../session/analytics-gate.ts';
import type { ServiceRequestFlow } from './service-request-template.persistence.ts';
import type { ServiceRequestEmitted } from './service-request-template.types.ts';

/** The journey a flow's events carry: its journey file's id and revision, or the form flow's id. */
export function serviceRequestJourneyRef(flow: ServiceRequestFlow): JourneyRef {
  const { journey } = flow.collect;
  return journey ? { id: journey.id, revision: journey.revision } : { id: flow.id, revision: null };
}

type PaidEmitted = Extract<ServiceRequestEmitted, { type: 'serviceRequest.paid' }>;

/**
 * A running template flow's analytics: the steps of its journey (the `collect` child's own
 * events, which no one else hears), and its paid order as a purchase. The child is connected
 * each time it starts again (an edit from the review reopens it). Returns the disconnect.
 */
export function connectServiceRequestAnalytics(
  actor: Pick<AnyActorRef, 'on' | 'subscribe' | 'getSnapshot'>,
  flow: ServiceRequestFlow,
  sink: Pick<AnalyticsSink, 'analytics' | 'orderPaid'>,
): () => void {
  const journey = serviceRequestJourneyRef(flow);
  let child: unknown = null;
  let stopChild = () => {};
  const follow = (snapshot: { children?: Record<string, unknown> }) => {
    const collect = snapshot.children?.collect ?? null;
    if (collect === child) return;
    stopChild();
    child = collect;
    stopChild =
      collect && typeof (collect as AnyActorRef).on === 'function'
        ? connectJourneyAnalytics(collect as AnyActorRef, (event) => sink.analytics(event, 'none'))
        : () => {};
  };
  follow(actor.getSnapshot());
  const snapshots = actor.subscribe(follow);
  const paid = actor.on('serviceRequest.paid', (event: PaidEmitted) =>
    sink.orderPaid({ journey, orderReference: event.orderReference, amount: event.amount }),
  );
  return () => {
    stopChild();
    snapshots.unsubscribe();
    paid.unsubscribe();
  };
}
