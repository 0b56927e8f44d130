import { describe, expect, it } from 'vitest';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { refreshQueriesOnLanguageChange } from '../../queries/language-cache.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { numberOffers } from './new-number.queries.ts';
import { CATEGORIES, GOLDEN, GOLDEN_PATH } from './new-number.test-kit.ts';

const { client: gateway, answer } = setupGatewayTest();

/**
 * What the number step offers is read on the step before it (the purchase's preparation of the
 * number step) and again when the step opens: the second read must come from the cache, so the
 * step's first list waits for the numbers alone, and a language change must read them again.
 */
describe('numberOffers', () => {
  it('reads the categories and the golden patterns once for the step before and the step', async () => {
    const categories = answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const golden = answer('GET', GOLDEN_PATH, { result: GOLDEN });
    const queryClient = createQueryClient();

    await numberOffers({ gateway, queryClient });
    const onArrival = await numberOffers({ gateway, queryClient });

    expect(onArrival.offers.map((offer) => offer.sku)).toEqual(['NUM-FREE', 'NUM-GOLD']);
    expect(onArrival.golden.map((pattern) => pattern.sku)).toEqual(['NUM-ORO', 'NUM-PLATA']);
    expect([categories.length, golden.length]).toEqual([1, 1]);
  });

  it('reads them again in the new language after a language change', async () => {
    const categories = answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const golden = answer('GET', GOLDEN_PATH, { result: GOLDEN });
    const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    stores.store.set(stores.locale.setLocale, 'es-MX');
    const queryClient = createQueryClient();
    refreshQueriesOnLanguageChange(queryClient, stores);

    await numberOffers({ gateway, queryClient });
    stores.store.set(stores.locale.setLocale, 'en-US');
    await numberOffers({ gateway, queryClient });

    expect([categories.length, golden.length]).toEqual([2, 2]);
  });
});
