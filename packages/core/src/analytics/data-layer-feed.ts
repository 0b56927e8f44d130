import { analyticsAllowed } from '../session/analytics-gate.ts';
import type { Stores } from '../stores/create-stores.ts';
import type { StorefrontAnalyticsEvent } from './analytics-events.ts';
import { consentDefault, consentUpdate, type GtagCommand } from './consent-mode.ts';
import { type DataLayerEvent, toDataLayerEvent } from './ga4-events.ts';

export interface DataLayerFeedDeps {
  /** Appends one entry to `window.dataLayer`. */
  push: (entry: DataLayerEvent | { ecommerce: null }) => void;
  /** `gtag(...)`: the tag manager reads consent commands only as a gtag call's arguments. */
  gtag: (...command: GtagCommand) => void;
  stores: Pick<Stores, 'store' | 'auth'>;
  /** Called once, the first time the customer's choice allows analytics: loads the tag manager. */
  onFirstAllowed?: () => void;
}

export interface DataLayerFeed {
  send(event: StorefrontAnalyticsEvent): void;
  disconnect(): void;
}

/**
 * `window.dataLayer` as the storefront fills it: Consent Mode's default (all denied) before
 * anything, an update whenever the customer's analytics choice changes (and at once when it
 * already allows them), and each event in GA4's shape only while the choice allows it, asked at
 * the moment it is sent. An e-commerce event is preceded by `{ ecommerce: null }` (the tag
 * manager merges pushes, so the last event's items would otherwise linger), and an order is a
 * `purchase` once however many times it is told.
 */
export function connectDataLayer(deps: DataLayerFeedDeps): DataLayerFeed {
  const { store, auth } = deps.stores;
  const allowed = () => analyticsAllowed(store.get(auth.state));
  const purchases = new Set<string>();
  let loaded = false;
  const followChoice = (now: boolean) => {
    deps.gtag(...consentUpdate(now));
    if (now && !loaded) {
      loaded = true;
      deps.onFirstAllowed?.();
    }
  };

  deps.gtag(...consentDefault());
  let current = allowed();
  if (current) followChoice(true);
  const unsubscribe = store.sub(auth.state, () => {
    const next = allowed();
    if (next === current) return;
    current = next;
    followChoice(next);
  });

  return {
    send(event) {
      if (!allowed()) return;
      const entry = toDataLayerEvent(event);
      if (entry === null) return;
      const transaction = entry.event === 'purchase' ? transactionOf(entry) : undefined;
      if (transaction !== undefined) {
        if (purchases.has(transaction)) return;
        purchases.add(transaction);
      }
      if ('ecommerce' in entry) deps.push({ ecommerce: null });
      deps.push(entry);
    },
    disconnect: unsubscribe,
  };
}

const transactionOf = (entry: DataLayerEvent): string | undefined =>
  (entry.ecommerce as { transaction_id?: string } | undefined)?.transaction_id;
