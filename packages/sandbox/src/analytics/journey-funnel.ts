/**
 * What a product person reads on /mocks/analytics: for each journey, how many visitors reached each
 * of its steps under each revision, so two revisions rolled out side by side compare step by step.
 * A visitor is a client id (the fake container's cookie, as GA4's `_ga`); a step is an event a
 * journey told (it carries `journey_id`, `journey_revision` and, when a step told it,
 * `journey_step`).
 */

/** One event the fake container forwarded, as the storefront pushed it. */
export interface CollectedEvent {
  clientId: string;
  receivedAt: string;
  event: Record<string, unknown> & { event: string };
}

export interface FunnelRow {
  /** The GA4 event, and the step that told it (none for a sign-in told by verification). */
  event: string;
  step: string | null;
  /** Visitors who reached it, per revision (by the revision's key in `revisions`). */
  visitors: Record<string, number>;
}

export interface JourneyFunnel {
  journeyId: string;
  /** Each revision seen (`null` for a flow with no journey file), with its visitors in all. */
  revisions: { revision: number | null; visitors: number }[];
  rows: FunnelRow[];
}

/** The e-commerce funnel's order (GA4's recommended events), then any other event by name. */
const FUNNEL_ORDER = [
  'view_cart',
  'sign_up',
  'login',
  'user_data',
  'add_to_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
];
const rank = (event: string) => {
  const at = FUNNEL_ORDER.indexOf(event);
  return at < 0 ? FUNNEL_ORDER.length : at;
};

/** The key a revision has in a row's `visitors`. */
export const revisionKey = (revision: number | null): string => (revision === null ? 'none' : `r${revision}`);

export function journeyFunnels(events: readonly CollectedEvent[]): JourneyFunnel[] {
  const journeys = new Map<
    string,
    {
      revisions: Map<string, { revision: number | null; clients: Set<string> }>;
      rows: Map<string, FunnelRow & { clients: Map<string, Set<string>> }>;
    }
  >();
  for (const { clientId, event } of events) {
    const journeyId = event.journey_id;
    if (typeof journeyId !== 'string') continue;
    const revision = typeof event.journey_revision === 'number' ? event.journey_revision : null;
    const step = typeof event.journey_step === 'string' ? event.journey_step : null;
    let journey = journeys.get(journeyId);
    if (!journey) {
      journey = { revisions: new Map(), rows: new Map() };
      journeys.set(journeyId, journey);
    }
    const key = revisionKey(revision);
    const seen = journey.revisions.get(key) ?? { revision, clients: new Set<string>() };
    seen.clients.add(clientId);
    journey.revisions.set(key, seen);
    const rowKey = `${event.event}\n${step ?? ''}`;
    const row = journey.rows.get(rowKey) ?? { event: event.event, step, visitors: {}, clients: new Map() };
    const clients = row.clients.get(key) ?? new Set<string>();
    clients.add(clientId);
    row.clients.set(key, clients);
    journey.rows.set(rowKey, row);
  }
  return [...journeys.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([journeyId, journey]) => {
      const revisions = [...journey.revisions.entries()]
        .sort(([, a], [, b]) => (a.revision ?? -1) - (b.revision ?? -1))
        .map(([, seen]) => ({ revision: seen.revision, visitors: seen.clients.size }));
      const rows = [...journey.rows.values()]
        .sort((a, b) => rank(a.event) - rank(b.event) || a.event.localeCompare(b.event))
        .map(({ event, step, clients }) => ({
          event,
          step,
          visitors: Object.fromEntries(
            revisions.map(({ revision }) => [
              revisionKey(revision),
              clients.get(revisionKey(revision))?.size ?? 0,
            ]),
          ),
        }));
      return { journeyId, revisions, rows };
    });
}
