import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { AnalyticsPreferences } from '../gateway/session/analytics-preferences.schema.ts';
import { analyticsPreferences } from '../gateway/session/analytics-preferences.ts';
import type { Stores } from '../stores/create-stores.ts';

/*
 * The customer's saved analytics choice, followed on this device from sign-in to sign-out on every
 * page: part of the session, in the first load. The privacy settings page (machines/
 * privacy-settings) shows and changes it and loads with its route.
 */

export interface PrivacySettingsDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'auth'>;
}

/**
 * The customer's saved analytics choice (GET, `enabled` true when missing). This device
 * follows it at once (the spec's manualPrivacySetting): a choice made on another device, or before a
 * logout reset the store, applies here as soon as it is read.
 */
export async function readPrivacySettings(deps: PrivacySettingsDeps): Promise<AnalyticsPreferences> {
  const preferences = await analyticsPreferences(deps.gateway);
  deps.stores.store.set(deps.stores.auth.setManualPrivacySetting, preferences.enabled);
  return preferences;
}

/**
 * A logout resets the auth store, and with it this device's choice, to on. So whenever a
 * customer signs in (a log-in, a link's token, another customer), their saved choice is read and
 * this device follows it; until the answer comes the device keeps the choice it had. A failed
 * read changes nothing. Returns the unsubscribe.
 */
export function followSavedPrivacyChoice(deps: PrivacySettingsDeps): () => void {
  const { store, auth } = deps.stores;
  const customer = () => {
    const state = store.get(auth.state);
    if (state.accessToken === null || state.isGuestUser) return null;
    return state.userId ?? state.accessToken;
  };
  let identity = customer();
  return store.sub(auth.state, () => {
    const next = customer();
    if (next === identity) return;
    identity = next;
    if (next !== null) readPrivacySettings(deps).catch(() => undefined);
  });
}
