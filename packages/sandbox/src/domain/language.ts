/** The storefront's two languages: the gateway writes every text a customer reads in each. */
export const SANDBOX_LANGUAGES = ['es-MX', 'en-US'] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

/** One text per language (the contract leaves the language of a text to the call). */
export type Texts = Readonly<Record<SandboxLanguage, string>>;

export const texts = (es: string, en: string): Texts => ({ 'es-MX': es, 'en-US': en });

/** A language tag's language ('es-419' → es-MX, 'en-GB' → en-US), or undefined for any other. */
export function sandboxLanguage(tag: string | null | undefined): SandboxLanguage | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_;]/)[0];
  return SANDBOX_LANGUAGES.find((candidate) => candidate.startsWith(`${language}-`));
}

/**
 * The language a gateway call asks for: the first of its Accept-Language tags that is Spanish or
 * English (the storefront sends the language it speaks), else the country default, as a gateway in
 * Mexico answers a call that says nothing. Quality values are read in the order written; the
 * storefront sends one tag.
 */
export function requestLanguage(request: Request): SandboxLanguage {
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const language = sandboxLanguage(part);
    if (language) return language;
  }
  return COUNTRY_LANGUAGE;
}

/**
 * Mexico's language: the global config's default_language, the answer to a call that names no
 * language, and the language orders, carts and lines keep their lines' names in.
 */
export const COUNTRY_LANGUAGE: SandboxLanguage = 'es-MX';
