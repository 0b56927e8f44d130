import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { useAtomValue, useSetAtom } from 'jotai';
import { buttonClassName } from '../design-system/button/button';
import { useServices } from '../shared/services-context';
import styles from './app-layout.module.css';

/**
 * Each language named in itself: the button offers the other one in the words its readers know; on
 * a phone's header its first two letters (its name, which holds them, stays the button's name).
 */
const OWN_NAMES: Readonly<Record<SupportedLocale, { name: string; short: string }>> = {
  'es-MX': { name: 'Español', short: 'ES' },
  'en-US': { name: 'English', short: 'EN' },
};

/**
 * Switches to the other language in place: the page stays (what was typed stays in its fields, the
 * step stays), its texts change once the language's messages have arrived (AppIntlProvider keeps
 * the old ones until then) and the locale store keeps the choice.
 */
export function LanguageSwitch({
  className,
  shortOnPhone = false,
}: {
  className?: string;
  shortOnPhone?: boolean;
}) {
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
      {shortOnPhone ? (
        <>
          <span className={styles.hideOnMobile}>{OWN_NAMES[other].name}</span>
          <span className={styles.showOnMobile} aria-hidden="true">
            {OWN_NAMES[other].short}
          </span>
        </>
      ) : (
        OWN_NAMES[other].name
      )}
    </button>
  );
}
