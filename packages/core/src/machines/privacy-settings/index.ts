export {
  type PrivacySettingsDeps,
  readPrivacySettings,
} from '../../session/saved-privacy-choice.ts';
export { privacySettingsQuery, savePrivacySetting } from './privacy-settings.services.ts';
export {
  PRIVACY_COLLECTED,
  type PrivacySettingsStatus,
  type PrivacySettingsView,
  privacySettingsView,
} from './privacy-settings.view.ts';
