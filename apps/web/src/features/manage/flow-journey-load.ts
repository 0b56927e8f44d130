import {
  type FlowJourney,
  flaggedJourneyRevision,
  type LoadedFlowJourney,
  loadFlowJourney,
} from '@senda/core/journey';
import { journeySettingsQuery } from '@senda/core/queries';
import type { QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import type { AppServices } from '../../shared/app-services.types';
import { useServices } from '../../shared/services-context';
import { revisionFile } from '../journey/journey-revision-files';

type Services = Pick<AppServices, 'gateway' | 'queryClient' | 'stores'>;

/** One load per journey and app (its query cache): every page of a flow runs the same file. */
const LOADS = new WeakMap<QueryClient, Map<string, Promise<LoadedFlowJourney<unknown>>>>();

/**
 * The journey a flow runs (core's loadFlowJourney): the revision the journey's flag names, the
 * file the journey settings serve (a product team's published edit), or the bundled one when the
 * flow refuses those, said in the console. Started when the flow's page opens, never on the first
 * load; a page that starts it early (its frame, beside the line's read) and the flow that waits
 * for it share the one read.
 */
export function flowJourneyLoad<TFlow>(
  { gateway, queryClient, stores }: Services,
  journey: FlowJourney<TFlow>,
): Promise<LoadedFlowJourney<TFlow>> {
  let loads = LOADS.get(queryClient);
  if (!loads) {
    loads = new Map();
    LOADS.set(queryClient, loads);
  }
  let load = loads.get(journey.journeyId);
  if (!load) {
    const { journeyId } = journey;
    load = loadFlowJourney(
      journey,
      flaggedJourneyRevision(stores.store.get(stores.flags.values), journeyId),
      {
        published: () => queryClient.fetchQuery(journeySettingsQuery(gateway, journeyId)),
        revision: (revision) => revisionFile(journeyId, revision)?.() ?? null,
      },
      (message, error) => console.warn(message, error),
    );
    loads.set(journeyId, load);
  }
  return load as Promise<LoadedFlowJourney<TFlow>>;
}

/**
 * The flow made from its journey as loaded (flowJourneyLoad), suspending until it is: the nearest
 * Suspense boundary (the line flow frame's) shows the flow's placeholder meanwhile, under the
 * page's title and way back, which never wait for it.
 */
export function useFlowJourney<TFlow>(journey: FlowJourney<TFlow>): TFlow {
  return use(flowJourneyLoad(useServices(), journey)).flow;
}
