import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { AnalyticsPreferences } from '../../gateway/session/analytics-preferences.schema.ts';
import { analyticsPreferences } from '../../gateway/session/analytics-preferences.ts';
import { updateAnalyticsPreferences } from '../../gateway/session/update-analytics-preferences.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';

export interface PrivacySettingsDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'auth'>;
}

/** What the cache needs of a QueryClient to take the saved answer in place of a read. */
interface QueryCacheWriter {
  setQueryData(key: readonly unknown[], data: AnalyticsPreferences): unknown;
}

/**
 * The customer's saved analytics choice (§7 GET, `enabled` true when missing). This device
 * follows it at once (§3 manualPrivacySetting): a choice made on another device, or before a
 * logout reset the store, applies here as soon as it is read.
 */
export async function readPrivacySettings(deps: PrivacySettingsDeps): Promise<AnalyticsPreferences> {
  const preferences = await analyticsPreferences(deps.gateway);
  deps.stores.store.set(deps.stores.auth.setManualPrivacySetting, preferences.enabled);
  return preferences;
}

/** The saved choice as the cache keeps it (a customer read: dropped when the customer changes). */
export const privacySettingsQuery = (deps: PrivacySettingsDeps) =>
  customerQuery(deps.gateway, ['privacy', 'analytics'], (client) =>
    readPrivacySettings({ ...deps, gateway: client }),
  );

/**
 * Saves the choice (§7 PUT) and applies what the gateway echoes. Turning analytics off applies
 * before the call, so nothing is sent while it is in flight; if the save fails, the device goes
 * back to the saved choice it had, and the page says the change was not saved.
 */
export async function savePrivacySetting(
  deps: PrivacySettingsDeps & { queryClient: QueryCacheWriter },
  enabled: boolean,
  saved: boolean,
): Promise<AnalyticsPreferences> {
  const { store, auth } = deps.stores;
  if (!enabled) store.set(auth.setManualPrivacySetting, false);
  try {
    const answer = await updateAnalyticsPreferences(deps.gateway, { enabled });
    store.set(auth.setManualPrivacySetting, answer.enabled);
    deps.queryClient.setQueryData(privacySettingsQuery(deps).queryKey, answer);
    return answer;
  } catch (error) {
    store.set(auth.setManualPrivacySetting, saved);
    throw error;
  }
}

/**
 * A logout resets the auth store (§4), and with it this device's choice, to on. So whenever a
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
