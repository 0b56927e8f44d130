import { OTHER_ROUTES, PROFILE_ROUTES, PURCHASE_ROUTES } from '@senda/core/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { buttonClassName } from '../design-system/button/button';
import { IconHelp, IconUser } from '../design-system/icon/icon';
import { LogOutButton } from '../shared/log-out-button';
import styles from './app-layout.module.css';
import { headerButtons, headerCrowdedOnPhone, languageInHeader } from './header-buttons';
import { LanguageSwitch } from './language-switch';
import type { LayoutParts } from './layout-kind';

export function SiteHeader({
  helpCentreUrl,
  parts,
  signedIn,
}: {
  helpCentreUrl: string;
  parts: LayoutParts;
  /** `undefined`: not known yet (a prerendered frame): no account, log-in or log-out button. */
  signedIn: boolean | undefined;
}) {
  const intl = useIntl();
  const buttons = headerButtons(parts, signedIn);
  return (
    <header className={styles.header} data-crowded={headerCrowdedOnPhone(parts) || undefined}>
      <div className={styles.headerInner}>
        <Link
          to={OTHER_ROUTES.root}
          className={styles.brand}
          aria-label={intl.formatMessage({ id: 'layout.brand' })}
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M9 20c2 2 5 3 8 2s5-3 4-6-5-3-7-4-2-4 1-5 5 0 6 1"
              stroke="var(--color-surface, #fff)"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <span className={styles.brandName}>Senda</span>
        </Link>
        {/* The help link comes last: the account's buttons, which appear once the session is known,
            then appear to its left, and nothing already painted moves (CLS). */}
        <nav className={styles.headerNav} aria-label={intl.formatMessage({ id: 'layout.help_centre' })}>
          {buttons.account && (
            <NavLink
              end
              className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${buttons.accountOnPhone === 'icon' ? styles.accountIcon : ''}`}
              to={signedIn ? PROFILE_ROUTES.profile : PURCHASE_ROUTES.login}
            >
              {buttons.accountOnPhone === 'icon' ? (
                <>
                  <span className={styles.showOnMobile}>
                    <IconUser />
                  </span>
                  <span className={styles.hideOnMobile}>
                    <FormattedMessage id={buttons.account} />
                  </span>
                </>
              ) : (
                <FormattedMessage id={buttons.account} />
              )}
            </NavLink>
          )}
          {buttons.logOut === 'beside-account' && (
            <span className={styles.logOutBesideAccount}>
              <LogOutButton />
            </span>
          )}
          {buttons.logOut === 'shown' && <LogOutButton />}
          {languageInHeader(parts) && <LanguageSwitch shortOnPhone />}
          <a
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            href={helpCentreUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <IconHelp />
            <span className={styles.hideOnMobile}>
              <FormattedMessage id="layout.help_centre" />
            </span>
            <span className={styles.visuallyHidden}>
              <FormattedMessage id="layout.opens_new_tab" />
            </span>
          </a>
        </nav>
      </div>
    </header>
  );
}
