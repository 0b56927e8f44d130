import { describe, expect, it } from 'vitest';
import { setupStores } from '../stores/test-stores.ts';
import { refreshQueriesOnLanguageChange } from './language-cache.ts';
import { createQueryClient } from './query-client.ts';
import { customerQueryKeys } from './query-definition.ts';

const CATALOGUE = ['eligibleProductVariants', 'esim', 'web'];

function cacheWithAnswers() {
  const { stores, store } = setupStores();
  const queryClient = createQueryClient();
  refreshQueriesOnLanguageChange(queryClient, stores);
  queryClient.setQueryData(CATALOGUE, [{ sku: 'PLAN-1', name: 'Senda 100' }]);
  queryClient.setQueryData(customerQueryKeys.order('ORD-1'), { order_ref: 'ORD-1' });
  const stale = () =>
    [CATALOGUE, customerQueryKeys.order('ORD-1')].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { stores, store, stale };
}

describe('cached answers follow the language', () => {
  it('marks every answer stale when the language changes (texts come in the language asked)', () => {
    const { stores, store, stale } = cacheWithAnswers();
    store.set(stores.locale.setLocale, 'es-MX');
    expect(stale()).toEqual([true, true]);
  });

  it('keeps them when the language is set to the one already spoken', () => {
    const { stores, store, stale } = cacheWithAnswers();
    store.set(stores.locale.setLocale, 'en-US');
    store.set(stores.locale.setLocaleData, [{ key: 'common.next', value: 'Next' }]);
    expect(stale()).toEqual([false, false]);
  });
});
