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
export type { GlobalConfig } from './global-config.ts';
export { GlobalConfigSchema, globalConfig, globalConfigEndpoint } from './global-config.ts';
export type { JourneySettingsContent } from './journey-settings.ts';
export { journeySettings, journeySettingsEndpoint } from './journey-settings.ts';
export type { MaintenanceInfo } from './maintenance-status.ts';
export { maintenanceStatus, maintenanceStatusEndpoint } from './maintenance-status.ts';
export type { Nationality } from './nationalities.ts';
export { NationalitySchema, nationalities, nationalitiesEndpoint } from './nationalities.ts';
export type { PromotionConfig } from './promotion-config.ts';
export { PromotionConfigSchema, promotionConfig, promotionConfigEndpoint } from './promotion-config.ts';
export type { WebfrontSettings } from './webfront-settings.ts';
export { WebfrontSettingsSchema, webfrontSettings, webfrontSettingsEndpoint } from './webfront-settings.ts';
