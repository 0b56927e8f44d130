import enUS from './en-US.json' with { type: 'json' };
import type { MessageId } from './index.ts';

/**
 * Every id the app may ask for; en-US is the reference bundle. Only the bundle's keys are read:
 * the production build hands this module a keys-only copy (scripts/vite/precompiled-messages.ts),
 * so a screen that asks whether an id exists does not download a language's texts. Under Vite
 * (the build, dev, Vitest, Storybook) the import is the shared bundle and the flow wings' texts
 * merged (message-files.ts); plain Node, which runs no screen, gets the shared bundle's alone.
 */
export const MESSAGE_IDS: readonly MessageId[] = Object.freeze(Object.keys(enUS) as MessageId[]);

const KNOWN_IDS: ReadonlySet<string> = new Set(MESSAGE_IDS);

export const isMessageId = (id: unknown): id is MessageId => typeof id === 'string' && KNOWN_IDS.has(id);
