import { formatMoney } from '@senda/core/i18n';
import { COUNTRY_CONFIG } from '../data/config.ts';
import type { SandboxLanguage } from './language.ts';

/** Prices as the storefront shows them, in the country config's currency format: `$249.00 MXN`. */
export const mailMoney = (amount: number, lang: SandboxLanguage): string => {
  const { symbol, separator, decimals, code } = COUNTRY_CONFIG.currency_formats;
  return `${formatMoney(amount, { symbol, separator, decimals, locale: lang })} ${code}`;
};
