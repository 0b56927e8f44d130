import type { JourneyDefinition } from '@senda/core/journey';
import { loadRunnableJourney } from '@senda/core/machines/purchase';
import type { FLOW_MANIFESTS } from '@senda/core/navigation';
import { yieldToMain } from '../../shared/yield-to-main';

/**
 * Journey settings come from the gateway (§7), so a product team's edit reaches customers
 * without a release. If the gateway fails or serves a file that does not pass the checks, the
 * copy bundled at build time is used instead; only when both are broken does the journey fail,
 * with a clear error (errors.journey.broken_file) rather than a crash.
 */
const BUNDLED = {
  purchase: () => import('@journeys/purchase.json').then((m) => m.default),
  'retail-purchase': () => import('@journeys/retail-purchase.json').then((m) => m.default),
  'plan-switch': () => import('@journeys/plan-switch.json').then((m) => m.default),
  'reschedule-delivery': () => import('@journeys/reschedule-delivery.json').then((m) => m.default),
  'sim-replacement': () => import('@journeys/sim-replacement.json').then((m) => m.default),
  termination: () => import('@journeys/termination.json').then((m) => m.default),
  'number-change': () => import('@journeys/number-change.json').then((m) => m.default),
  'card-update': () => import('@journeys/card-update.json').then((m) => m.default),
  'port-in-request': () => import('@journeys/port-in-request.json').then((m) => m.default),
} as const satisfies Readonly<Record<JourneyFlowId, () => Promise<unknown>>>;

/** Every flow with a journey file has its bundled copy (a flow added without one fails typecheck). */
type JourneyFlowId = Extract<(typeof FLOW_MANIFESTS)[number], { journey: string }>['id'];

export type JourneySourceKind = 'gateway' | 'bundled';

export async function loadJourneyDefinition(
  /** The journey's settings read (through the query cache, which the page load may have filled). */
  settings: Promise<unknown>,
  journeyId: string,
): Promise<{ definition: JourneyDefinition; source: JourneySourceKind }> {
  try {
    const remote = await settings;
    // Checking the file is several milliseconds on a slow phone: a task of its own, not added to
    // whatever else the answer's arrival set off.
    await yieldToMain();
    return { definition: loadRunnableJourney(remote), source: 'gateway' };
  } catch (error) {
    console.warn(`[journey] ${journeyId}: gateway settings unusable, using the bundled copy`, error);
  }
  return { definition: loadRunnableJourney(await bundledJourneyFile(journeyId)), source: 'bundled' };
}

/** The journey file as bundled at build time (journeys/<id>.json), unchecked. */
export function bundledJourneyFile(journeyId: string): Promise<unknown> {
  const bundled = Object.entries(BUNDLED).find(([id]) => id === journeyId)?.[1];
  if (!bundled) return Promise.reject(new Error(`Unknown journey "${journeyId}"`));
  return bundled();
}
