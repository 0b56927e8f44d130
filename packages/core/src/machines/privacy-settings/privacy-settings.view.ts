import type { AnalyticsPreferences } from '../../gateway/session/analytics-preferences.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

export type PrivacySettingsStatus = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'saved' | 'saveFailed';

export interface PrivacySettingsView {
  status: PrivacySettingsStatus;
  /** The switch's position: the choice being saved while a save is in flight, else the saved one. */
  analyticsEnabled: boolean;
  /** The switch cannot be moved until the saved choice is known, nor while a save is in flight. */
  canToggle: boolean;
  /** What the page says about the last save, if anything. */
  noticeId: MessageId | null;
  noticeTone: 'success' | 'danger' | null;
  /**
   * What is sent while analytics are on, each with why (true to the app's sink, docs/analytics.md:
   * a page view with the user id on every route change, the journeys' steps, what is bought and
   * paid, the sign-up or log-in, and the hashed e-mail and phone).
   */
  collected: readonly { whatId: MessageId; whyId: MessageId }[];
}

export const PRIVACY_COLLECTED: PrivacySettingsView['collected'] = [
  { whatId: 'privacy_settings.collected.page_views', whyId: 'privacy_settings.collected.page_views_why' },
  {
    whatId: 'privacy_settings.collected.purchase_steps',
    whyId: 'privacy_settings.collected.purchase_steps_why',
  },
  { whatId: 'privacy_settings.collected.purchases', whyId: 'privacy_settings.collected.purchases_why' },
  { whatId: 'privacy_settings.collected.contact', whyId: 'privacy_settings.collected.contact_why' },
];

/**
 * The privacy settings page from the saved preference and the save in hand. `pending` is the
 * choice being saved; `saveResult` is how the last save ended.
 */
export function privacySettingsView(input: {
  preferences: AnalyticsPreferences | undefined;
  loadFailed: boolean;
  pending: boolean | null;
  saveResult: 'saved' | 'failed' | null;
}): PrivacySettingsView {
  const { preferences, pending, saveResult } = input;
  const base = { collected: PRIVACY_COLLECTED };
  if (!preferences) {
    return {
      ...base,
      status: input.loadFailed ? 'loadFailed' : 'loading',
      analyticsEnabled: true,
      canToggle: false,
      noticeId: null,
      noticeTone: null,
    };
  }
  if (pending !== null) {
    return {
      ...base,
      status: 'saving',
      analyticsEnabled: pending,
      canToggle: false,
      noticeId: null,
      noticeTone: null,
    };
  }
  const enabled = preferences.enabled;
  if (saveResult === 'failed') {
    return {
      ...base,
      status: 'saveFailed',
      analyticsEnabled: enabled,
      canToggle: true,
      noticeId: 'privacy_settings.save_failed',
      noticeTone: 'danger',
    };
  }
  if (saveResult === 'saved') {
    return {
      ...base,
      status: 'saved',
      analyticsEnabled: enabled,
      canToggle: true,
      noticeId: enabled ? 'privacy_settings.saved_on' : 'privacy_settings.saved_off',
      noticeTone: 'success',
    };
  }
  return {
    ...base,
    status: 'ready',
    analyticsEnabled: enabled,
    canToggle: true,
    noticeId: null,
    noticeTone: null,
  };
}
