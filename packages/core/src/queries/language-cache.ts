import type { QueryClient } from '@tanstack/query-core';
import type { Stores } from '../stores/create-stores.ts';
import { onLanguageChange } from '../stores/language-change.ts';

/**
 * The gateway writes its texts (catalogue, option lists, order lines) in the language of the call
 * (Accept-Language), and the cache's keys do not name it. When the app's language changes, every
 * cached answer is marked stale: what is on screen is read again in the new language, the rest
 * when next shown. Returns the unsubscribe.
 */
export function refreshQueriesOnLanguageChange(
  queryClient: QueryClient,
  stores: Pick<Stores, 'store' | 'locale'>,
): () => void {
  return onLanguageChange(stores, () => void queryClient.invalidateQueries());
}
