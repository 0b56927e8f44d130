import { createStores, type Stores } from './create-stores.ts';
import { createMemoryStorage, type KeyValueStorage } from './persisted-atom.ts';

export interface TestStores {
  storage: KeyValueStorage & { dump(): Record<string, string> };
  sessionStorage: KeyValueStorage & { dump(): Record<string, string> };
  stores: Stores;
  store: Stores['store'];
}

/** Fresh, isolated stores over in-memory storage, for the tests beside each store. */
export function setupStores(
  initial: Record<string, string> = {},
  now: () => number = () => 1_700_000_000_000,
  /** The tab's sessionStorage: empty for a new tab, `reloaded()` passes the same tab's. */
  initialSession: Record<string, string> = {},
): TestStores {
  const storage = createMemoryStorage(initial);
  const sessionStorage = createMemoryStorage(initialSession);
  const stores = createStores({ storage, sessionStorage, now });
  return { storage, sessionStorage, stores, store: stores.store };
}

/** The same tab after a reload: both its localStorage and its sessionStorage, read by new stores. */
export const reloaded = (tab: TestStores, now?: () => number): TestStores =>
  setupStores(tab.storage.dump(), now, tab.sessionStorage.dump());

/** A stored persisted-store value, as `persistedAtom` writes it. */
export const persisted = (key: string, state: unknown, version = 1): Record<string, string> => ({
  [key]: JSON.stringify({ version, state }),
});

/** A JWT-shaped token with the given claims (unsigned: the app never verifies, the gateway does). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
