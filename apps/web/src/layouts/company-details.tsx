import { companyContact, companyNetworkNameId } from '@senda/core/i18n';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useCompany } from '../shared/use-company';
import { useHydrated } from '../shared/use-hydrated';
import styles from './company-details.module.css';

/** What ContactChannels asks of an intl: the app's (react-intl) or a modal's own (core's). */
interface MessageFormatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string>): string;
}

/**
 * Phone, WhatsApp and the chat's hours, from the deploy config's `company` (one place for every
 * page): in the footer and on the error pages, where a customer stuck looks for a person. Nothing
 * when the deploy config names no company. `intl`: a page in a language of its own (the
 * technical-difficulties modal). The build prerenders its frames with no deploy config: they show
 * once hydrated, below the fold in the footer, so hydration meets the HTML the build wrote.
 */
export function ContactChannels({
  intl: pageIntl,
  centred = false,
}: {
  intl?: MessageFormatter | undefined;
  /** The footer centres its lines; a page's card reads from the start. */
  centred?: boolean;
}) {
  const appIntl = useIntl();
  const intl: MessageFormatter = pageIntl ?? appIntl;
  const company = useCompany();
  const hydrated = useHydrated();
  if (!company || !hydrated) return null;
  const contact = companyContact(company);
  return (
    <ul
      className={centred ? `${styles.contact} ${styles.centred}` : styles.contact}
      aria-label={intl.formatMessage({ id: 'layout.contact.title' })}
    >
      <li>
        {intl.formatMessage({ id: 'layout.contact.phone' })}{' '}
        <a href={contact.phone.href}>{contact.phone.text}</a>
      </li>
      <li>
        WhatsApp{' '}
        <a href={contact.whatsapp.href} target="_blank" rel="noopener noreferrer">
          {contact.whatsapp.text}
        </a>
      </li>
      <li>
        {intl.formatMessage(
          { id: 'layout.contact.chat_hours' },
          { opens: company.chatHours.opens, closes: company.chatHours.closes },
        )}
      </li>
    </ul>
  );
}

/**
 * Razón social, RFC, address, IFT concession and PROFECO registration, and the network the lines
 * run on, from the same place.
 */
export function CompanyLegal() {
  const intl = useIntl();
  const company = useCompany();
  const hydrated = useHydrated();
  if (!company || !hydrated) return null;
  return (
    <p className={styles.legal}>
      {company.legalName} · RFC {company.rfc} · {company.address}
      <br />
      {intl.formatMessage({ id: 'layout.company.ift' }, { number: company.iftConcession })} ·{' '}
      {intl.formatMessage({ id: 'layout.company.profeco' }, { number: company.profecoRegistration })} ·{' '}
      {intl.formatMessage(
        { id: 'coverage.footer_network' },
        { network: intl.formatMessage({ id: companyNetworkNameId(company.network) }) },
      )}
    </p>
  );
}

/** The one entry its lazy wrapper loads: the contact channels, and in the footer the legal details. */
export function CompanyDetails({
  legal = false,
  ...contact
}: Parameters<typeof ContactChannels>[0] & {
  /** The footer adds the company's legal details below the contact channels. */
  legal?: boolean;
}): ReactElement | null {
  return (
    <>
      <ContactChannels {...contact} />
      {legal && <CompanyLegal />}
    </>
  );
}
