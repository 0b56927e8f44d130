import type texts from './messages.en-US.json';

/**
 * The ids of number change's own texts (messages.<locale>.json), merged into the app's languages by
 * discovery: the recovery's screens' among them, since this wing draws them (number recovery's
 * titles, line action and request type are its wing's own).
 */
export type NumberChangeMessageId = keyof typeof texts;

// MessageId checks them as the shared bundles' ids (i18n/messages/wing-messages.ts).
declare module '../../i18n/messages/wing-messages.ts' {
  interface WingMessages {
    'number-change': typeof texts;
  }
}
