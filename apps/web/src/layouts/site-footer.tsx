import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '../shared/use-hydrated';
import styles from './app-layout.module.css';
import { CompanyDetails } from './company-details.lazy';
import { LanguageSwitch } from './language-switch';

export function SiteFooter({ helpCentreUrl }: { helpCentreUrl: string }) {
  const intl = useIntl();
  // The prerendered HTML has the build's year; a build served past New Year hydrates with that
  // year, then shows today's.
  const year = useHydrated() ? new Date().getFullYear() : __SENDA_BUILD_YEAR__;
  return (
    <footer className={styles.footer}>
      <nav className={styles.footerNav} aria-label={intl.formatMessage({ id: 'layout.footer.nav' })}>
        <a href={helpCentreUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="layout.help_centre" />
        </a>
        <a href={`${helpCentreUrl}/privacidad`} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="layout.footer.privacy" />
        </a>
        <a href={`${helpCentreUrl}/terminos`} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="layout.footer.terms" />
        </a>
        <LanguageSwitch className={styles.footerLanguage} />
      </nav>
      <CompanyDetails centred legal />
      <p className={styles.legal}>
        <FormattedMessage id="layout.footer.legal" values={{ year }} />
      </p>
    </footer>
  );
}
