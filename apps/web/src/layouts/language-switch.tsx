import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { useAtomValue, useSetAtom } from 'jotai';
import { buttonClassName } from '../design-system/button/button';
import { useServices } from '../shared/services-context';

/** Each language named in itself: the button offers the other one in the words its readers know. */
const OWN_NAMES: Readonly<Record<SupportedLocale, string>> = { 'es-MX': 'Español', 'en-US': 'English' };

/**
 * Switches to the other language in place: the page stays (what was typed stays in its fields, the
 * step stays), its texts change once the language's messages have arrived (AppIntlProvider keeps
 * the old ones until then) and the locale store keeps the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // The header's is a small ghost button; the footer's looks like the footer's links (its class).
  const { stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const setLocale = useSetAtom(stores.locale.setLocale, { store: stores.store });
  const other = SUPPORTED_LOCALES.find((candidate) => candidate !== locale) ?? SUPPORTED_LOCALES[0];
  return (
    <button
      type="button"
      lang={other}
      className={className ?? buttonClassName({ variant: 'ghost', size: 'sm' })}
      onClick={() => setLocale(other)}
    >
      {OWN_NAMES[other]}
    </button>
  );
}
