import {
  dateTimeFormatsFromCountryConfig,
  type FormatDateInput,
  formatDate,
  formatMoney,
  formatTime,
  moneyFormatFromCountryConfig,
} from '@senda/core/i18n';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useServices } from './services-context';

export interface Formatters {
  /** A gateway amount (pesos with decimals) in the country's currency format (§9). */
  money: (amount: number | string | null | undefined) => string;
  /** A date in the country's format and time zone (§9); `name` picks a named format (short, long). */
  date: (input: FormatDateInput, name?: string) => string;
  time: (input: FormatDateInput) => string;
}

/** Core's formatters bound to the country config in the global-config store and the current locale. */
export function useFormatters(): Formatters {
  const { stores } = useServices();
  const countryConfig = useAtomValue(stores.globalConfig.state, { store: stores.store }).result
    ?.country_config;
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  return useMemo(() => {
    const money = moneyFormatFromCountryConfig(countryConfig);
    const timeZoneOption = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});
    return {
      money: (amount) => formatMoney(amount, { ...money, locale }),
      date: (input, name) => {
        const formats = dateTimeFormatsFromCountryConfig(countryConfig, name);
        return formatDate(input, { locale, format: formats.dateFormat, ...timeZoneOption(formats.timeZone) });
      },
      time: (input) => {
        const formats = dateTimeFormatsFromCountryConfig(countryConfig);
        return formatTime(input, { locale, format: formats.timeFormat, ...timeZoneOption(formats.timeZone) });
      },
    };
  }, [countryConfig, locale]);
}
