/** What the app knows when it starts loading a page. */
export interface AppBootInput {
  pathname: string;
  search: string;
  /** A global config answer is cached from an earlier visit (the spec: skipped "when cached"). */
  hasCachedConfig: boolean;
  /** Whether the remote locale keys must be fetched (see `shouldFetchRemoteLocale`). */
  fetchRemoteLocale: boolean;
  /**
   * The current language's keys are stored from an earlier page load: the page renders with them
   * and the fetch refreshes them behind it instead of holding the first render.
   */
  hasStoredLocaleKeys?: boolean;
}

export interface MaintenanceStatus {
  enabled: boolean;
}

/** Why boot could not finish; the app shows the matching page or modal. */
export type AppBootOutcome =
  | { kind: 'ready' }
  | { kind: 'maintenance'; redirectTo: string }
  | { kind: 'rate_limited' }
  | { kind: 'technical_difficulties' };

export type AppBootEvent = { type: 'RELOAD' };
