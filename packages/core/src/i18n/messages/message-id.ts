import type enUS from './en-US.json';
import type { WingMessageId } from './wing-messages.ts';

/**
 * Every id the app may ask for: the shared bundles' (en-US is the reference bundle) and the flow
 * wings' own texts' (wing-messages.ts). A module of types alone, so the flows' declarations
 * (flow-declarations/) name ids without importing the bundles' loading or the message areas.
 */
export type MessageId = keyof typeof enUS | WingMessageId;

/** A complete bundle: typing es-MX this way makes a missing id a compile error, not a blank label. */
export type MessageBundle = Readonly<Record<MessageId, string>>;
