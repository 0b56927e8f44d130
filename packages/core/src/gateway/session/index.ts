export type { AnalyticsPreferences } from './analytics-preferences.schema.ts';
export { AnalyticsPreferencesSchema } from './analytics-preferences.schema.ts';
export { analyticsPreferences, analyticsPreferencesEndpoint } from './analytics-preferences.ts';
export type { Banner, BannerPage } from './banner-information.ts';
export { BannerSchema, bannerInformation, bannerInformationEndpoint } from './banner-information.ts';
export type { ProfilePersonalDetails } from './personal-details.ts';
export { mapUserProfileToPersonalDetails } from './personal-details.ts';
export type {
  ConfirmProfileEmailUpdateBody,
  RequestProfileEmailUpdateBody,
} from './profile-email-update.ts';
export {
  ConfirmProfileEmailUpdateBodySchema,
  confirmProfileEmailUpdate,
  confirmProfileEmailUpdateEndpoint,
  RequestProfileEmailUpdateBodySchema,
  requestProfileEmailUpdate,
  requestProfileEmailUpdateEndpoint,
} from './profile-email-update.ts';
export type { RefreshTokenResponse } from './refresh-token.ts';
export { refreshTokenEndpoint } from './refresh-token.ts';
export type { StartStepUpBody, StepUpAction, StepUpChallenge, StepUpProof, StepUpStart } from './step-up.ts';
export {
  KNOWN_STEP_UP_ACTIONS,
  ResendStepUpCodeBodySchema,
  resendStepUpCode,
  resendStepUpCodeEndpoint,
  STEP_UP_ACTIONS,
  STEP_UP_HEADER,
  StartStepUpBodySchema,
  StepUpActionSchema,
  StepUpChallengeSchema,
  StepUpProofSchema,
  StepUpStartSchema,
  startStepUp,
  startStepUpEndpoint,
  stepUpHeaders,
  ValidateStepUpCodeBodySchema,
  validateStepUpCode,
  validateStepUpCodeEndpoint,
} from './step-up.ts';
export type { ConsentBody, ConsentInput } from './submit-consent.ts';
export { ConsentBodySchema, submitConsent, submitConsentEndpoint } from './submit-consent.ts';
export type { UpdateAnalyticsPreferencesBody } from './update-analytics-preferences.ts';
export {
  UpdateAnalyticsPreferencesBodySchema,
  updateAnalyticsPreferences,
  updateAnalyticsPreferencesEndpoint,
} from './update-analytics-preferences.ts';
export type { UserDetailsFlags, UserProfile } from './user-details.ts';
export {
  USER_DETAILS_DEFAULT_FLAGS,
  UserProfileSchema,
  userDetails,
  userDetailsEndpoint,
} from './user-details.ts';
