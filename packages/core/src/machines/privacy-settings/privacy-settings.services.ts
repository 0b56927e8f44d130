import type { AnalyticsPreferences } from '../../gateway/session/analytics-preferences.schema.ts';
import { updateAnalyticsPreferences } from '../../gateway/session/update-analytics-preferences.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { type PrivacySettingsDeps, readPrivacySettings } from '../../session/saved-privacy-choice.ts';

/** What the cache needs of a QueryClient to take the saved answer in place of a read. */
interface QueryCacheWriter {
  setQueryData(key: readonly unknown[], data: AnalyticsPreferences): unknown;
}

/** The saved choice as the cache keeps it (a customer read: dropped when the customer changes). */
export const privacySettingsQuery = (deps: PrivacySettingsDeps) =>
  customerQuery(deps.gateway, ['privacy', 'analytics'], (client) =>
    readPrivacySettings({ ...deps, gateway: client }),
  );

/**
 * Saves the choice (PUT) and applies what the gateway echoes. Turning analytics off applies
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
