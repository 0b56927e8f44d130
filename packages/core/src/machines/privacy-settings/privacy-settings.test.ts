import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { onlyCall, setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { followSavedPrivacyChoice, readPrivacySettings } from '../../session/saved-privacy-choice.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { privacySettingsQuery, savePrivacySetting } from './privacy-settings.services.ts';
import { privacySettingsView } from './privacy-settings.view.ts';

const { client, answer } = setupGatewayTest();
const PATH = 'user-service/v4/users/analytics-preferences/WEB';
const manual = (stores: ReturnType<typeof setupStores>['stores']) =>
  stores.store.get(stores.auth.state).manualPrivacySetting;

describe('privacy settings services', () => {
  it('reading the saved choice makes this device follow it', async () => {
    const { stores } = setupStores();
    answer('GET', PATH, { result: { enabled: false } });
    await expect(readPrivacySettings({ gateway: client, stores })).resolves.toEqual({ enabled: false });
    expect(manual(stores)).toBe(false);
  });

  it('a missing flag is on (§7), and so is the device', async () => {
    const { stores } = setupStores();
    stores.store.set(stores.auth.setManualPrivacySetting, false);
    answer('GET', PATH, { result: {} });
    await readPrivacySettings({ gateway: client, stores });
    expect(manual(stores)).toBe(true);
  });

  it('saving "off" PUTs it, turns the device off and puts the answer in the cache', async () => {
    const { stores } = setupStores();
    const queryClient = new QueryClient();
    const calls = answer('PUT', PATH, { result: { enabled: false } });
    await savePrivacySetting({ gateway: client, stores, queryClient }, false, true);
    expect(onlyCall(calls).json).toEqual({ enabled: false });
    expect(manual(stores)).toBe(false);
    expect(queryClient.getQueryData(privacySettingsQuery({ gateway: client, stores }).queryKey)).toEqual({
      enabled: false,
    });
  });

  it('a failed save leaves the device on the choice that was saved', async () => {
    const { stores } = setupStores();
    answer('PUT', PATH, { errorCode: 'ERR' }, 500);
    await expect(
      savePrivacySetting({ gateway: client, stores, queryClient: new QueryClient() }, false, true),
    ).rejects.toBeDefined();
    expect(manual(stores)).toBe(true);
  });
});

describe('followSavedPrivacyChoice', () => {
  it('reads the saved choice when a customer signs in, and only then', async () => {
    const { stores, store } = setupStores();
    const calls = answer('GET', PATH, { result: { enabled: false } });
    const stop = followSavedPrivacyChoice({ gateway: client, stores });
    store.set(stores.auth.setManualPrivacySetting, true);
    expect(calls).toHaveLength(0);
    store.set(stores.auth.setAccessToken, 'T1');
    await vi.waitFor(() => expect(manual(stores)).toBe(false));
    expect(calls).toHaveLength(1);
    stop();
  });
});

describe('privacySettingsView', () => {
  const saved = { enabled: true };
  it('cannot be toggled before the saved choice is known', () => {
    expect(
      privacySettingsView({ preferences: undefined, loadFailed: false, pending: null, saveResult: null }),
    ).toMatchObject({ status: 'loading', canToggle: false });
    expect(
      privacySettingsView({ preferences: undefined, loadFailed: true, pending: null, saveResult: null }),
    ).toMatchObject({ status: 'loadFailed', canToggle: false });
  });

  it('shows the choice being saved, then says how the save went', () => {
    expect(
      privacySettingsView({ preferences: saved, loadFailed: false, pending: false, saveResult: null }),
    ).toMatchObject({
      status: 'saving',
      analyticsEnabled: false,
      canToggle: false,
    });
    expect(
      privacySettingsView({
        preferences: { enabled: false },
        loadFailed: false,
        pending: null,
        saveResult: 'saved',
      }),
    ).toMatchObject({ status: 'saved', analyticsEnabled: false, noticeId: 'privacy_settings.saved_off' });
    expect(
      privacySettingsView({ preferences: saved, loadFailed: false, pending: null, saveResult: 'failed' }),
    ).toMatchObject({
      status: 'saveFailed',
      analyticsEnabled: true,
      noticeId: 'privacy_settings.save_failed',
    });
  });
});
