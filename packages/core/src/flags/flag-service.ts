import { OpenFeature, type OpenFeatureAPI, type Provider, ProviderEvents } from '@openfeature/web-sdk';
import type { Stores } from '../stores/create-stores.ts';
import { flagEvaluationContext } from './flag-context.ts';
import { readFlagValues } from './flag-values-reader.ts';

export interface FlagServiceDeps {
  stores: Pick<Stores, 'store' | 'auth' | 'sessionFacts' | 'flags'>;
  /** The operator's flag service (the OFREP web provider), or a fake one in tests. */
  provider: Provider;
  /** OpenFeature's API; tests pass their own so no state is shared. */
  api?: OpenFeatureAPI;
  /** The journeys whose revision flag is read besides the flags' own (readFlagValues). */
  journeyIds?: readonly string[];
}

export interface FlagService {
  /** Resolves once the latest start or change of context has been answered or has failed. */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Connects the flags store to the flag service: the context is set from the session before the
 * provider starts, every answer (ready, a changed configuration, a changed context) rereads all
 * flags into the store, and a log-in or log-out (a change of the auth store that changes who the
 * context names) sets the new context, which makes the provider evaluate again. A provider that
 * fails or never answers leaves the store at the defaults: nothing waits on it.
 */
export function startFlagService({
  stores,
  provider,
  api = OpenFeature,
  journeyIds = [],
}: FlagServiceDeps): FlagService {
  const { store } = stores;
  const context = () =>
    flagEvaluationContext(store.get(stores.auth.state), store.get(stores.sessionFacts.facts));
  let current = context();
  let stopped = false;
  const client = api.getClient();
  const read = () => {
    if (!stopped) store.set(stores.flags.values, readFlagValues(client, journeyIds));
  };
  const events = [ProviderEvents.Ready, ProviderEvents.ConfigurationChanged, ProviderEvents.ContextChanged];
  for (const event of events) client.addHandler(event, read);
  // The service is down or refused the context: the values read stay (the defaults at first).
  const answered = (work: Promise<void>) => work.then(read, () => {});

  let latest = answered(api.setContext(current).then(() => api.setProviderAndWait(provider)));
  const unsubscribe = store.sub(stores.auth.state, () => {
    const next = context();
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    latest = answered(api.setContext(next));
  });
  return {
    settled: () => latest,
    stop: () => {
      stopped = true;
      unsubscribe();
      for (const event of events) client.removeHandler(event, read);
    },
  };
}
