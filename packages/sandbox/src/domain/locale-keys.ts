import * as v from 'valibot';
import { COUNTRY_CONFIG, LOCALE_KEYS } from '../data/config.ts';

export interface LocaleKey {
  readonly key: string;
  readonly value: string;
}

/** `POST /mocks/locale-keys`: texts for one language, laid over the keys the gateway serves. */
export const LocaleKeysInputSchema = v.strictObject({
  langCode: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  keys: v.array(v.strictObject({ key: v.pipe(v.string(), v.trim(), v.nonEmpty()), value: v.string() })),
});
export type LocaleKeysInput = v.InferOutput<typeof LocaleKeysInputSchema>;

/** The served language a `langCode` reads: its own keys, else English for `en*`, else Spanish. */
const servedLanguage = (langCode: string | null): string => {
  const lang = langCode ?? COUNTRY_CONFIG.default_language;
  if (Object.hasOwn(LOCALE_KEYS, lang)) return lang;
  return lang.startsWith('en') ? 'en-US' : 'es-MX';
};

/**
 * The remote message keys (`config-service` app locale) the gateway answers per language: the
 * fixed ones, with the texts a test or a demo set over them, as an operator's content team would
 * reword a label, or send markup the app must show as text. Set texts live in memory like faults
 * (not in the saved state); `DELETE /mocks/locale-keys` and `POST /mocks/reset` remove them.
 */
export class LocaleKeys {
  private readonly overrides = new Map<string, Map<string, string>>();

  served(langCode: string | null): LocaleKey[] {
    const lang = servedLanguage(langCode);
    const set = this.overrides.get(lang) ?? new Map<string, string>();
    const fixed = (LOCALE_KEYS[lang] ?? []).map(({ key, value }) => ({ key, value: set.get(key) ?? value }));
    const added = [...set].filter(([key]) => !fixed.some((entry) => entry.key === key));
    return [...fixed, ...added.map(([key, value]) => ({ key, value }))];
  }

  /** Sets texts for the language `langCode` reads; a key set again takes its new text. */
  set({ langCode, keys }: LocaleKeysInput): LocaleKey[] {
    const lang = servedLanguage(langCode);
    const set = this.overrides.get(lang) ?? new Map<string, string>();
    for (const { key, value } of keys) set.set(key, value);
    this.overrides.set(lang, set);
    return this.served(lang);
  }

  clear(): void {
    this.overrides.clear();
  }
}
