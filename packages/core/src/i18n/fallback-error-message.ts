import type { MessageId } from './messages/index.ts';

/** The sentence shown for an error the app has no words of its own for ("Something went wrong"). */
export const FALLBACK_ERROR_MESSAGE_ID = 'errors.something_wrong' satisfies MessageId;
