import {
  type DateStyle,
  type FormatDateInput,
  formatCalendarDay,
  formatDate,
  formatMoney,
  formatTime,
  formatTimeOfDay,
  moneyFormatFromCountryConfig,
  timeZoneFromCountryConfig,
} from '@senda/core/i18n';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useServices } from './services-context';

export interface Formatters {
  /** A gateway amount (pesos with decimals) in the country's currency format. */
  money: (amount: number | string | null | undefined) => string;
  /** An instant's day in the page's language and the country's zone ("1 dic 2026", "Dec 1, 2026"). */
  date: (input: FormatDateInput, style?: DateStyle) => string;
  /** An instant's time of day ("14:30", "2:30 PM"); the sentence around it says the zone. */
  time: (input: FormatDateInput) => string;
  /** A calendar day with no instant (a delivery slot's date), in the same words as `date`. */
  day: (day: string, style?: DateStyle) => string;
  /** A time of day with no instant (a delivery window's `14:00`), as `time` writes one. */
  timeOfDay: (time: string) => string;
}

/** Core's formatters bound to the country config in the global-config store and the current locale. */
export function useFormatters(): Formatters {
  const { stores } = useServices();
  const countryConfig = useAtomValue(stores.globalConfig.state, { store: stores.store }).result
    ?.country_config;
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  return useMemo(() => {
    const money = moneyFormatFromCountryConfig(countryConfig);
    const timeZone = timeZoneFromCountryConfig(countryConfig);
    return {
      money: (amount) => formatMoney(amount, { ...money, locale }),
      date: (input, style) => formatDate(input, { locale, timeZone, ...(style ? { style } : {}) }),
      time: (input) => formatTime(input, { locale, timeZone }),
      day: (day, style) => formatCalendarDay(day, { locale, ...(style ? { style } : {}) }),
      timeOfDay: (time) => formatTimeOfDay(time, { locale }),
    };
  }, [countryConfig, locale]);
}
