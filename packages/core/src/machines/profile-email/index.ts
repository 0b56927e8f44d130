export { type ProfileEmailMachine, profileEmailMachine } from './profile-email.machine.ts';
export { isEmailInUse, newEmailMessageId, normaliseNewEmail } from './profile-email.rules.ts';
export {
  PROFILE_EMAIL_STORAGE_KEY,
  type ProfileEmailDeps,
  profileEmailInput,
  provideProfileEmailMachine,
} from './profile-email.services.ts';
export type {
  PendingEmailChange,
  ProfileEmailContext,
  ProfileEmailEvent,
  ProfileEmailInput,
  ProfileEmailOutput,
} from './profile-email.types.ts';
export {
  type ProfileEmailSenders,
  type ProfileEmailView,
  profileEmailExit,
  profileEmailSenders,
  profileEmailView,
} from './profile-email.view.ts';
