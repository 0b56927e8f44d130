import type { Company, CompanyNetwork } from '../config/company.ts';
import { formatNationalNumber } from './format-national-number.ts';
import type { MessageId } from './messages/index.ts';

export interface CompanyContact {
  phone: { href: string; text: string };
  whatsapp: { href: string; text: string };
}

/**
 * The deploy config's phone and WhatsApp numbers as links: a `tel:` a phone dials from anywhere
 * (+52), WhatsApp's click-to-chat address (country code, no plus), each shown as Mexicans write it.
 */
export function companyContact(company: Pick<Company, 'phone' | 'whatsapp'>): CompanyContact {
  return {
    phone: { href: `tel:+52${company.phone}`, text: formatNationalNumber(company.phone) },
    whatsapp: { href: `https://wa.me/52${company.whatsapp}`, text: formatNationalNumber(company.whatsapp) },
  };
}

const NETWORK_NAME_IDS: Readonly<Record<CompanyNetwork, MessageId>> = {
  'altan-red-compartida': 'coverage.network_name.altan_red_compartida',
  telcel: 'coverage.network_name.telcel',
  att: 'coverage.network_name.att',
};

/** The network the deploy config names, as the page's language names it. */
export function companyNetworkNameId(network: CompanyNetwork): MessageId {
  return NETWORK_NAME_IDS[network];
}
