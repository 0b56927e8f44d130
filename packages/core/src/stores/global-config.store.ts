import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { type GlobalConfig, GlobalConfigSchema } from '../gateway/config/global-config.ts';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { withDefault } from './store-schemas.ts';

/**
 * The cached global config result, in the gateway's own shape: the country config with
 * its formats, timezone and default language, the feature values and the notification duration.
 */
export const GlobalConfigStateSchema = v.object({
  result: withDefault(v.nullable(GlobalConfigSchema), () => null),
});
export type GlobalConfigState = v.InferOutput<typeof GlobalConfigStateSchema>;

export const globalConfigDefaults = (): GlobalConfigState => v.parse(GlobalConfigStateSchema, {});

/** `result.country_config.default_language`, as the gateway wrote it; resolveLocale normalises it. */
export const defaultLanguage = (state: GlobalConfigState): string | undefined =>
  state.result?.country_config.default_language;

/** The notification duration comes from config; undefined leaves the built-in default. */
export const notificationDurationMs = (state: GlobalConfigState): number | undefined =>
  state.result?.notification_duration_ms;

export function createGlobalConfigStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.globalConfig,
    schema: GlobalConfigStateSchema,
    initial: globalConfigDefaults,
    storage: deps.storage,
  });
  return {
    state,
    /** Global config is not fetched again when cached. */
    isCached: atom((get) => get(state).result !== null),
    defaultLanguage: atom((get) => defaultLanguage(get(state))),
    setResult: atom(null, (_get, set, result: GlobalConfig) => {
      set(state, { result });
    }),
  };
}
export type GlobalConfigStore = ReturnType<typeof createGlobalConfigStore>;
