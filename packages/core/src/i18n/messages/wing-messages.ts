/**
 * The ids of the texts the flow wings write in their own files (`flows/<flow>/messages.<locale>.json`),
 * so that `MessageId` checks them as it checks the shared bundles' without a list naming the wings:
 * each wing adds its en-US file's type here from its `messages.ts`, by module augmentation,
 *
 *   import type texts from './messages.en-US.json';
 *   declare module '../../i18n/messages/wing-messages.ts' {
 *     interface WingMessages { termination: typeof texts }
 *   }
 *
 * and its `index.ts` exports a type from that file, so a package that imports the wing (the app's
 * screens, the sandbox) has the augmentation in its program and checks the wing's ids too.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the wings' augmentations.
export interface WingMessages {}

/** Every id a wing's texts file holds. */
export type WingMessageId = {
  [Flow in keyof WingMessages]: keyof WingMessages[Flow] & string;
}[keyof WingMessages];
