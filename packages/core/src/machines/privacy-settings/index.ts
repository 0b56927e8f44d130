export {
  followSavedPrivacyChoice,
  type PrivacySettingsDeps,
  privacySettingsQuery,
  readPrivacySettings,
  savePrivacySetting,
} from './privacy-settings.services.ts';
export {
  PRIVACY_COLLECTED,
  type PrivacySettingsStatus,
  type PrivacySettingsView,
  privacySettingsView,
} from './privacy-settings.view.ts';
