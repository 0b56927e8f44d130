export { type CompanyContact, companyContact, companyNetworkNameId } from './company-contact.ts';
export type { CountryConfig, CurrencyFormat } from './country-config.schema.ts';
export {
  CountryConfigSchema,
  CurrencyFormatSchema,
  countryConfigFromGlobalConfig,
  GlobalConfigCountrySchema,
  parseCountryConfig,
} from './country-config.schema.ts';
export type { CreateSendaIntlOptions, SendaIntl } from './create-intl.ts';
export { createSendaIntl } from './create-intl.ts';
export { acceptLanguageList, documentLocale, LOCALE_COOKIE } from './document-locale.ts';
export type { ErrorCatalogueEntry, ErrorCode, ErrorMessageInput, OtpErrorId } from './error-messages.ts';
export {
  BROKEN_JOURNEY_FILE_CODE,
  CARD_ERROR_CODES,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessageId,
  FALLBACK_ERROR_MESSAGE_ID,
  MALFORMED_RESPONSE_CODE,
  OTP_ERROR_IDS,
  REFUSAL_ERROR_CODES,
  UNKNOWN_ERROR_CODE,
  UNKNOWN_ERROR_ID,
} from './error-messages.ts';
export type { DateInput as FormatDateInput, DateStyle, FormatDateOptions } from './format-date.ts';
export {
  formatCalendarDay,
  formatDate,
  formatTime,
  formatTimeOfDay,
  MEXICO_CITY_TIME_ZONE,
  timeZoneFromCountryConfig,
} from './format-date.ts';
export type { FormatMoneyOptions, MoneyFormat } from './format-money.ts';
export { DEFAULT_MONEY_FORMAT, formatMoney, moneyFormatFromCountryConfig } from './format-money.ts';
export { formatNationalNumber, ladaOf, TWO_DIGIT_LADAS } from './format-national-number.ts';
export { messageArguments, parseIcuMessage } from './icu-message.ts';
export type { IntlFromMessagesOptions } from './intl-from-messages.ts';
export { createIntlFromMessages } from './intl-from-messages.ts';
export type { RemoteMessagesMerge } from './load-remote-merge.ts';
export { loadRemoteMessagesMerge } from './load-remote-merge.ts';
export type { LocaleSources, RemoteLocaleFetchInput } from './locale-resolution.ts';
export {
  browserLocale,
  normalizeLocale,
  REMOTE_LOCALE_SKIPPED_PATHS,
  resolveLocale,
  shouldFetchRemoteLocale,
} from './locale-resolution.ts';
export type { MessageValues } from './message-values.ts';
export { DEFAULT_MESSAGE_VALUES } from './message-values.ts';
export type { MessageBundle, MessageId, Messages } from './messages/index.ts';
export { bundles } from './messages/index.ts';
export type { LoadedMessages } from './messages/load-messages.ts';
export {
  loadedMessages,
  loadMessageArea,
  loadMessages,
  subscribeToMessages,
} from './messages/load-messages.ts';
export { LAZY_AREAS, type LazyMessageArea, type MessageArea } from './messages/message-area-prefixes.ts';
export { LAZY_MESSAGE_AREAS, messageAreaOf } from './messages/message-areas.ts';
export { isMessageId, MESSAGE_IDS } from './messages/message-ids.ts';
export {
  DEFAULT_LADA,
  isListedLada,
  listedLadaAtStart,
  MEXICAN_LADAS,
  type MexicanLada,
} from './mexican-ladas.ts';
export { MISSING_VALUE_TEXT } from './missing-value.ts';
export type { RemoteLocaleEntry } from './remote-locale.schema.ts';
export { AppLocaleResponseSchema, RemoteLocaleEntrySchema } from './remote-locale.schema.ts';
// The merge itself is reached through loadRemoteMessagesMerge: it carries the ICU parser, which
// the app loads only when remote keys arrive (a static export here would pin it to the first load).
export type { DroppedEntry, DroppedReason, MergeResult } from './remote-merge.ts';
export { mergePlainRemoteMessages } from './remote-merge.ts';
export { technicalDifficultiesLocale } from './technical-difficulties-locale.ts';
export { isValidTimeZone } from './time-zone.ts';
