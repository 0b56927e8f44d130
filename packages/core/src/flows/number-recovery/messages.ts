import type texts from './messages.en-US.json';

/** The ids of number recovery's own texts (messages.<locale>.json), merged into the app's languages by discovery. */
export type NumberRecoveryMessageId = keyof typeof texts;

// MessageId checks them as the shared bundles' ids (i18n/messages/wing-messages.ts).
declare module '../../i18n/messages/wing-messages.ts' {
  interface WingMessages {
    'number-recovery': typeof texts;
  }
}
