import { describe, expect, it, vi } from 'vitest';
import { setupStores } from '../stores/test-stores.ts';
import { initVisitorId, loadVisitorId } from './visitor-id.ts';

const agent = (visitorId: unknown) => async () => ({ get: async () => ({ visitorId }) });

describe('loadVisitorId', () => {
  it('returns the id the fingerprint agent computes', async () => {
    await expect(loadVisitorId({ loader: agent('a1b2c3'), warn: vi.fn() })).resolves.toBe('a1b2c3');
  });

  it('only logs a load failure and returns nothing', async () => {
    const warn = vi.fn();
    const failing = () => Promise.reject(new Error('blocked by the browser'));
    await expect(loadVisitorId({ loader: failing, warn })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('only logs a failure of the agent itself', async () => {
    const warn = vi.fn();
    const loader = async () => ({ get: () => Promise.reject(new Error('canvas blocked')) });
    await expect(loadVisitorId({ loader, warn })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('refuses an unusable id', async () => {
    const warn = vi.fn();
    await expect(loadVisitorId({ loader: agent(''), warn })).resolves.toBeUndefined();
    await expect(loadVisitorId({ loader: agent({ id: 1 }), warn })).resolves.toBeUndefined();
    await expect(loadVisitorId({ loader: agent('x'.repeat(500)), warn })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('logs through console.warn by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadVisitorId({ loader: () => Promise.reject(new Error('x')) });
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('initVisitorId', () => {
  it('stores the id in auth', async () => {
    const { stores, store } = setupStores();
    await initVisitorId(stores, { loader: agent('v-1'), warn: vi.fn() });
    expect(store.get(stores.auth.state).userVisitorId).toBe('v-1');
  });

  it('leaves the id unset when the load fails', async () => {
    const { stores, store } = setupStores();
    await initVisitorId(stores, { loader: () => Promise.reject(new Error('x')), warn: vi.fn() });
    expect(store.get(stores.auth.state).userVisitorId).toBeNull();
  });
});
