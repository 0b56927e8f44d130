export type { AppLocale } from './app-locale.ts';
export { APP_LOCALE_COMPONENT, appLocale, appLocaleEndpoint } from './app-locale.ts';
export type { ConsentDocument, ConsentSettings } from './consent-settings.ts';
export {
  ConsentDocumentSchema,
  ConsentSettingsSchema,
  consentSettings,
  consentSettingsEndpoint,
  termsAcceptanceModeFromServer,
} from './consent-settings.ts';
export type { CustomerProfileParameters } from './customer-profile-parameters.ts';
export {
  CustomerProfileParametersSchema,
  customerProfileParameters,
  customerProfileParametersEndpoint,
} from './customer-profile-parameters.ts';
export type { DownloadAppUrl } from './download-app-url.ts';
export { DownloadAppUrlSchema, downloadAppUrl, downloadAppUrlEndpoint } from './download-app-url.ts';
export type { GlobalConfig } from './global-config.ts';
export { GlobalConfigSchema, globalConfig, globalConfigEndpoint } from './global-config.ts';
export type { Icon } from './icon.schema.ts';
export { IconSchema } from './icon.schema.ts';
export type { JourneySettingsContent } from './journey-settings.ts';
export { journeySettings, journeySettingsEndpoint } from './journey-settings.ts';
export type { MaintenanceInfo } from './maintenance-status.ts';
export { maintenanceStatus, maintenanceStatusEndpoint } from './maintenance-status.ts';
export type { Nationality } from './nationalities.ts';
export { NationalitySchema, nationalities, nationalitiesEndpoint } from './nationalities.ts';
export { numberTypeIcons, numberTypeIconsEndpoint } from './number-type-icons.ts';
export type { PromotionConfig } from './promotion-config.ts';
export { PromotionConfigSchema, promotionConfig, promotionConfigEndpoint } from './promotion-config.ts';
export type { SignupNotificationConfig } from './signup-notification-config.ts';
export {
  SignupNotificationConfigSchema,
  signupNotificationConfig,
  signupNotificationConfigEndpoint,
} from './signup-notification-config.ts';
export { simTypeIcons, simTypeIconsEndpoint } from './sim-type-icons.ts';
export type { WebfrontSettings } from './webfront-settings.ts';
export { WebfrontSettingsSchema, webfrontSettings, webfrontSettingsEndpoint } from './webfront-settings.ts';
